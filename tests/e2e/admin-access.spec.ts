/**
 * Getting into the administration, and out: signed out /admin shows only the sign-in form; a
 * wrong password gets one message; every tab is accessible and fits a phone, in both languages;
 * a session that ends under an open tab brings the form back, and signing in again returns to
 * that tab; signing out ends the session on the server.
 */
import { expect, test } from "./fixtures";
import { adminPath, E2E_ADMIN, expectAccessibleAndFitting, fillSignIn, openTab, signIn, signInTexts, viewports, type Lang } from "./admin";

const tabs = {
  en: {
    dashboard: "Dashboard",
    programs: "Programs",
    research: "Research",
    events: "Events",
    members: "Members",
    voters: "General assembly",
    contacts: "Contacts",
    newsletter: "Newsletter",
    donations: "Donations",
    settings: "Settings",
  },
  fr: {
    dashboard: "Tableau de bord",
    programs: "Programmes",
    research: "Recherche",
    events: "Événements",
    members: "Membres",
    voters: "Assemblée générale",
    contacts: "Messages",
    newsletter: "Lettre d’information",
    donations: "Dons",
    settings: "Paramètres",
  },
} as const;

const cases: [Lang, keyof typeof viewports][] = [
  ["en", "desktop"],
  ["fr", "phone"],
  ["en", "phone"],
  ["fr", "desktop"],
];

for (const [lang, device] of cases) {
  test.describe(`${lang}, ${device}`, () => {
    test.use({ viewport: viewports[device] });

    test("signed out, only the sign-in form; a wrong password is refused with one message", async ({ page, browserProblems }) => {
      browserProblems.expectAt(/\/api\/auth\/login(\?|$)/);
      await page.goto(adminPath(lang, "members"));
      await page.locator("html[data-hydrated]").waitFor();
      const t = signInTexts[lang];
      await expect(page.getByRole("heading", { level: 1, name: lang === "fr" ? "Connexion" : "Sign in" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: lang === "fr" ? "Rubriques de l’administration" : "Administration sections" })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expectAccessibleAndFitting(page);

      await fillSignIn(page, lang, { username: E2E_ADMIN.username, password: "not the password" });
      await expect(page.getByRole("alert")).toHaveText(t.wrong);
      await fillSignIn(page, lang, { username: "nobody-here", password: "not the password" });
      await expect(page.getByRole("alert")).toHaveText(t.wrong);
    });

    test("every tab is accessible and fits the screen", async ({ page }) => {
      // Thirteen tabs, each fetched when opened and checked by axe (on a phone, through the More menu).
      test.setTimeout(180_000);
      await signIn(page, lang);
      for (const [tab, name] of Object.entries(tabs[lang])) {
        await openTab(page, lang, name);
        await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab}`));
        await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
        await expect(page.getByRole("status")).toHaveCount(0); // loaded
        await expectAccessibleAndFitting(page);
      }
    });
  });
}

for (const lang of ["en", "fr"] as const) {
  test(`a session that ends under an open tab brings back the sign-in form, then the same tab (${lang})`, async ({ page, context, browserProblems }) => {
    browserProblems.expectAt(/\/api\/(auth\/me|programs|articles|memberships|contacts|donations|admin\/[a-z]+)(\?|$)/);
    await signIn(page, lang, "programs");
    await context.clearCookies();
    const nav = page.getByRole("navigation", { name: lang === "fr" ? "Rubriques de l’administration" : "Administration sections" });
    const members = nav.getByRole("link", { name: tabs[lang].members, exact: true });
    // The click, or a request the open tab makes meanwhile (the dashboard's panels), finds the
    // session ended: the sign-in form comes back over the tab, which then takes no click.
    const clicked = await members.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    await expect(page.getByRole("status").filter({ hasText: lang === "fr" ? "Votre session a pris fin" : "Your session has ended" })).toBeVisible();
    await fillSignIn(page, lang);
    if (!clicked) await members.click();
    await expect(page.getByRole("heading", { level: 2, name: tabs[lang].members, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/[?&]tab=members/);
  });
}

test("signing out ends the session on the server: the old cookie no longer opens anything", async ({ page, context }) => {
  await signIn(page, "en", "members");
  const cookies = await context.cookies();
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  expect((await page.request.get("/api/memberships", { headers: { cookie: cookieHeader } })).status()).toBe(200);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You have signed out." })).toBeVisible();
  const replay = await page.request.get("/api/memberships", { headers: { cookie: cookieHeader } });
  expect(replay.status()).toBe(401);
  await page.goto(adminPath("en", "members"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
});
