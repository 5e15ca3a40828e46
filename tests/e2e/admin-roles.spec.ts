/**
 * A content editor (docs/decisions/028-administrator-roles.md): the administrator with full rights
 * gives them the Content role; signed in, they see the content's tabs and Settings (their
 * password), no money tab, and the donations API refuses them (403) in their language. In English
 * and French, on a phone and on a laptop.
 */
import { apiPaths } from "../../shared/paths";
import { E2E_ADMIN, expectAccessibleAndFitting, signIn, viewports } from "./admin";
import { expect, test } from "./fixtures";

const texts = {
  en: {
    tabs: { seen: ["Programs", "Research", "Events", "Newsletter", "Settings"], unseen: ["Dashboard", "Members", "Donations", "Payments", "Renewals", "General assembly", "Contacts"] },
    first: "Programs",
    refused: "Your role does not give access to this part of the administration",
    password: "Change my password",
    admins: "Administrators",
  },
  fr: {
    tabs: { seen: ["Programmes", "Recherche", "Événements", "Lettre d’information", "Paramètres"], unseen: ["Tableau de bord", "Membres", "Dons", "Paiements", "Renouvellements", "Assemblée générale", "Messages"] },
    first: "Programmes",
    refused: "Votre rôle ne donne pas accès à cette partie de l’administration",
    password: "Changer mon mot de passe",
    admins: "Administrateurs",
  },
} as const;

for (const lang of ["en", "fr"] as const)
  for (const [device, viewport] of Object.entries(viewports))
    test(`a content editor sees no money tab and is refused the donations (${lang}, ${device})`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const t = texts[lang];
      const editor = { username: `editor-${lang}-${device}-${testInfo.retry}`, password: "an editor's passphrase" };
      await page.setViewportSize(viewport);

      // The administrator with full rights gives the role (the API the Settings tab calls).
      const origin = new URL(testInfo.project.use.baseURL!).origin;
      await page.request.post(apiPaths.login, { data: E2E_ADMIN, headers: { Origin: origin } });
      const made = await page.request.post(apiPaths.admin.users, { data: { ...editor, email: `${editor.username}@example.org`, role: "content" }, headers: { Origin: origin } });
      expect(made.status()).toBe(201);
      await page.request.post(apiPaths.logout, { headers: { Origin: origin } });

      // Asked for the donations, the editor's admin opens on their first tab instead.
      await signIn(page, lang, "donations", editor);
      const tabs = page.getByRole("navigation", { name: lang === "en" ? "Administration sections" : "Rubriques de l’administration" });
      // On a phone the tabs past the first few are in the More menu: opened to see them all.
      const more = tabs.getByRole("button", { name: lang === "en" ? "More" : "Plus" });
      if (await more.isVisible()) await more.click();
      for (const name of t.tabs.seen) await expect(tabs.getByRole("link", { name, exact: true })).toBeVisible();
      for (const name of t.tabs.unseen) await expect(tabs.getByRole("link", { name, exact: true })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: t.first })).toBeVisible();

      // Settings: their own password, not the administrators.
      await tabs.getByRole("link", { name: t.tabs.seen.at(-1)!, exact: true }).click();
      await expect(page.getByRole("heading", { name: t.password })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.admins })).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      // The server says no, whatever the page shows.
      const refused = await page.request.get(`${apiPaths.admin.donations}?lang=${lang}`);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ message: t.refused });
      await page.screenshot({ path: testInfo.outputPath(`content-editor-${lang}-${device}.png`), fullPage: true });
    });
