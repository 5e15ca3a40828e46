/**
 * The Dashboard and Settings tabs of the administration, in English on a laptop and in French on
 * a phone: the dashboard counts what the database holds (the money received as the donations tab
 * totals it, the gifts not paid yet said apart); an administrator adds another one, who
 * signs in, changes their own password and is then let in with the new one only; signed out,
 * neither the admin's screens nor its API answer. The e2e server's own administrator never has
 * its password changed here (other specs sign in with it at the same time).
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import type { AdminStats, DonationsPage } from "../../shared/admin";
import { formatMoney } from "../../shared/money";
import { apiPaths } from "../../shared/paths";
import { adminPath, expectAccessibleAndFitting, fillSignIn, signIn, signInTexts, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    signInHeading: "Sign in",
    signedInAs: (username: string) => `Signed in as ${username}`,
    dashboard: "Dashboard",
    members: "Members",
    donations: "Donations",
    notPaidYet: /^\d+ gifts? not paid yet, not counted$/,
    recentActivity: "Recent activity",
    auditLog: "Audit log",
    settings: "Settings",
    addAdmin: "Add an administrator",
    username: "Username",
    password: "Password",
    add: "Add",
    added: "Administrator added",
    administrators: "Administrators",
    currentPassword: "Current password",
    newPassword: "New password",
    confirmPassword: "Confirm the new password",
    changePassword: "Change password",
    passwordChanged: "Password changed",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    signInHeading: "Connexion",
    signedInAs: (username: string) => `Connecté en tant que ${username}`,
    dashboard: "Tableau de bord",
    members: "Membres",
    donations: "Dons",
    notPaidYet: /^\d+\u00a0dons? pas encore payés?, non comptés?$/,
    recentActivity: "Activité récente",
    auditLog: "Journal des modifications",
    settings: "Paramètres",
    addAdmin: "Ajouter un administrateur",
    username: "Nom d’utilisateur",
    password: "Mot de passe",
    add: "Ajouter",
    added: "Administrateur ajouté",
    administrators: "Administrateurs",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmez le nouveau mot de passe",
    changePassword: "Changer le mot de passe",
    passwordChanged: "Mot de passe modifié",
  },
] as const;

/**
 * Each test is a client of its own: failed sign-ins are counted per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 13;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.20.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

/** A username no other test (nor another run of this one) uses. */
const uniqueUsername = (lang: Lang, testInfo: TestInfo) =>
  `e2e-${lang}-${Date.now().toString(36)}${testInfo.workerIndex}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

async function signOut(page: Page, lang: Lang) {
  await page.getByRole("button", { name: signInTexts[lang].signOut }).click();
  await expect(page.getByRole("button", { name: signInTexts[lang].submit, exact: true })).toBeVisible();
}

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test.beforeEach(async ({ context, browserProblems }, testInfo) => {
      await asOwnClient(context, testInfo);
      // Signed out, /admin asks who is signed in and is told 401 before showing the sign-in form.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
    });

    test("the dashboard shows the counts the database holds, the recent activity and the audit log", async ({ page }) => {
      await signIn(page, site.lang);
      await expect(page.getByRole("heading", { level: 2, name: site.dashboard })).toBeVisible();
      const membersFigure = page.getByRole("region", { name: site.members, exact: true }).getByTestId("stat-members");

      // Other specs file applications meanwhile: the page and the API are compared on one reading.
      await expect(async () => {
        // Not while the dashboard's calls are in flight: a reload would abort them.
        await page.waitForLoadState("networkidle");
        await page.reload();
        await expect(membersFigure).toBeVisible();
        const res = await page.request.get("/api/admin/stats");
        expect(res.status()).toBe(200);
        const stats = (await res.json()) as { members: { total: number } };
        expect(Number((await membersFigure.textContent())?.replace(/\D/g, ""))).toBe(stats.members.total);
      }).toPass({ timeout: 15_000 });

      await expect(page.getByRole("heading", { level: 3, name: site.recentActivity })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: site.auditLog })).toBeVisible();
      await expectAccessibleAndFitting(page);
    });

    test("the dashboard's donations are the money received, as the donations tab totals it; the gifts not paid yet are said apart", async ({ page }) => {
      // A gift promised, not paid: listed in the donations tab, never added to the money received.
      const gift = await page.request.post(apiPaths.donations, {
        data: { email: `pledge.${site.lang}.${Date.now().toString(36)}@example.org`, amount: 777, currency: "EUR", impactTier: null, language: site.lang },
      });
      expect(gift.status()).toBe(201);
      await signIn(page, site.lang);
      const card = page.getByRole("region", { name: site.donations, exact: true });

      // Other specs give meanwhile: the page and the API are compared on one reading.
      await expect(async () => {
        await page.waitForLoadState("networkidle");
        await page.reload();
        await expect(card.getByTestId("stat-donations")).toBeVisible();
        const stats = (await (await page.request.get(apiPaths.admin.stats)).json()) as AdminStats;
        const tab = (await (await page.request.get(apiPaths.admin.donations)).json()) as DonationsPage;
        expect(tab.count).toBe("received");
        expect(stats.donations.totals).toEqual(tab.totals);
        expect(stats.donations.pending).toBeGreaterThan(0);
        expect(Number((await card.getByTestId("stat-donations").textContent())?.replace(/\D/g, ""))).toBe(stats.donations.count);
        await expect(card.getByTestId("stat-donations-pending")).toHaveText(site.notPaidYet);
        expect(Number((await card.getByTestId("stat-donations-pending").textContent())?.replace(/\D/g, ""))).toBe(stats.donations.pending);
        for (const total of stats.donations.totals) await expect(card).toContainText(formatMoney(total.amount, total.currency, site.lang));
      }).toPass({ timeout: 20_000 });
      await expectAccessibleAndFitting(page);
    });

    test("a new administrator signs in, changes their password, and only the new one lets them in", async ({ page, browserProblems }, testInfo) => {
      // The refused sign-in (401) and, signed out, the admin API (401) are part of the test.
      browserProblems.expectAt(/\/api\/auth\/login(\?.*)?$/);
      browserProblems.expectAt(/\/api\/memberships(\?.*)?$/);
      const newcomer = { username: uniqueUsername(site.lang, testInfo), password: "first passphrase of the newcomer" };
      const newPassword = "second passphrase, chosen by them";

      // The e2e administrator adds the newcomer.
      await signIn(page, site.lang, "settings");
      await expect(page.getByRole("heading", { level: 2, name: site.settings })).toBeVisible();
      await expectAccessibleAndFitting(page);
      await page.getByRole("button", { name: site.addAdmin }).click();
      const dialog = page.getByRole("dialog", { name: site.addAdmin });
      await dialog.getByLabel(site.username, { exact: true }).fill(newcomer.username);
      await dialog.getByLabel(site.password, { exact: true }).fill(newcomer.password);
      // With their address: "Forgot your password?" can reach them, and nothing is asked at their sign-in.
      await dialog.getByLabel(site.lang === "fr" ? "Adresse e-mail" : "E-mail address", { exact: true }).fill(`${newcomer.username}@example.org`);
      await dialog.getByRole("button", { name: site.add, exact: true }).click();
      await expect(notifications(page).getByText(site.added)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("region", { name: site.administrators }).getByText(newcomer.username, { exact: true })).toBeVisible();
      await signOut(page, site.lang);

      // The newcomer signs in and changes their password.
      await fillSignIn(page, site.lang, newcomer);
      await expect(page.getByText(site.signedInAs(newcomer.username))).toBeVisible();
      await page.goto(adminPath(site.lang, "settings"));
      await page.getByLabel(site.currentPassword, { exact: true }).fill(newcomer.password);
      await page.getByLabel(site.newPassword, { exact: true }).fill(newPassword);
      await page.getByLabel(site.confirmPassword, { exact: true }).fill(newPassword);
      await page.getByRole("button", { name: site.changePassword, exact: true }).click();
      await expect(notifications(page).getByText(site.passwordChanged)).toBeVisible();
      await signOut(page, site.lang);

      // The old password is refused, the new one lets them in.
      await fillSignIn(page, site.lang, newcomer);
      await expect(page.getByRole("alert").filter({ hasText: signInTexts[site.lang].wrong })).toBeVisible();
      await fillSignIn(page, site.lang, { username: newcomer.username, password: newPassword });
      await expect(page.getByText(site.signedInAs(newcomer.username))).toBeVisible();
      await signOut(page, site.lang);

      // Signed out, the admin's screens show the sign-in form and its API answers 401.
      await page.goto(adminPath(site.lang, "members"));
      await expect(page.getByRole("heading", { level: 1, name: site.signInHeading })).toBeVisible();
      await expect(page.getByRole("button", { name: signInTexts[site.lang].submit, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: site.members })).toHaveCount(0);
      expect((await page.request.get("/api/memberships")).status()).toBe(401);
    });
  });
}
