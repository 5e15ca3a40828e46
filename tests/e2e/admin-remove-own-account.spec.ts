/**
 * An administrator who leaves removes their own account: the form they use says what is wrong in
 * words for people (never "String must contain at least 12 character(s)"), the confirmation says
 * that removing it signs them out, and it does — the sign-in comes back, without "your session has
 * ended" and without a single refused request; the account no longer signs in. In English on a
 * laptop and in French on a phone, with screenshots of each step to look at.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { apiPaths } from "../../shared/paths";
import { expectAccessibleAndFitting, fillSignIn, signIn, signInTexts, viewports } from "./admin";
import { expect, test } from "./fixtures";

const sites = [
  {
    lang: "en",
    viewport: viewports.desktop,
    newPassword: "New password",
    changePassword: "Change password",
    passwordCard: "Change my password",
    tooShort: "At least 12 characters.",
    currentMissing: "Enter your current password.",
    remove: (username: string) => `Remove ${username}`,
    title: (username: string) => `Remove your own account (${username})?`,
    says: "removing it signs you out at once",
    confirm: "Remove my account and sign out",
    done: "Your account is removed: you are signed out.",
    expired: "Your session has ended",
    signInHeading: "Sign in",
  },
  {
    lang: "fr",
    viewport: viewports.phone,
    newPassword: "Nouveau mot de passe",
    changePassword: "Changer le mot de passe",
    passwordCard: "Changer mon mot de passe",
    tooShort: "12\u00a0caractères au moins.",
    currentMissing: "Saisissez votre mot de passe actuel.",
    remove: (username: string) => `Supprimer ${username}`,
    title: (username: string) => `Supprimer votre propre compte (${username})\u00a0?`,
    says: "la suppression vous déconnecte aussitôt",
    confirm: "Supprimer mon compte et me déconnecter",
    done: "Votre compte est supprimé et votre session est fermée.",
    expired: "Votre session a pris fin",
    signInHeading: "Connexion",
  },
] as const;

/** Each test is a client of its own: failed sign-ins are counted per client (X-Forwarded-For on loopback). */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 17;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.21.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

for (const site of sites) {
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("an administrator who leaves is told their password is too short in words, then removes their account and is signed out", async ({ page, context, browserProblems, baseURL }, testInfo) => {
      // Three sign-ins (scrypt) and two accessibility checks on a shared machine.
      test.slow();
      await asOwnClient(context, testInfo);
      // Signed out at first (who is signed in: 401), and signing in with the removed account
      // (401): part of the test. Between the removal and that sign-in, nothing may be refused.
      browserProblems.expectAt(/\/api\/auth\/(me|login)(\?.*)?$/);
      const leaver = { username: `leaving-${site.lang}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`, password: "a passphrase to leave with" };
      await signIn(page, site.lang, "settings");
      const added = await page.request.post(apiPaths.admin.users, { headers: { Origin: new URL(baseURL!).origin }, data: { ...leaver, email: `${leaver.username}@example.org` } });
      expect(added.status()).toBe(201);
      await page.getByRole("button", { name: signInTexts[site.lang].signOut }).click();
      await expect(page.getByRole("button", { name: signInTexts[site.lang].submit, exact: true })).toBeVisible();

      await fillSignIn(page, site.lang, leaver);
      await expect(page.getByRole("button", { name: signInTexts[site.lang].signOut })).toBeVisible();
      await page.goto(`${site.lang === "fr" ? "/fr" : ""}/admin?tab=settings`);

      // The password form, refused in the browser: words for people under each field.
      const newPassword = page.getByLabel(site.newPassword, { exact: true });
      await newPassword.fill("too short");
      await page.getByRole("button", { name: site.changePassword, exact: true }).click();
      await expect(page.getByText(site.tooShort, { exact: true })).toBeVisible();
      await expect(page.getByText(site.currentMissing, { exact: true })).toBeVisible();
      await expect(page.getByText(/character\(s\)|caractère\(s\)|^Required$|^Obligatoire$/)).toHaveCount(0);
      await expect(newPassword).toHaveAttribute("aria-invalid", "true");
      await expectAccessibleAndFitting(page);
      await page.getByRole("region", { name: site.passwordCard }).screenshot({ path: testInfo.outputPath(`password-refused-${site.lang}.png`) });

      // Removing oneself: the confirmation says it signs one out.
      await page.getByRole("button", { name: site.remove(leaver.username), exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: site.title(leaver.username) });
      await expect(dialog).toContainText(site.says);
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`remove-self-${site.lang}.png`) });
      const refused: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
      });
      await dialog.getByRole("button", { name: site.confirm, exact: true }).click();

      // Signed out, cleanly: the sign-in, the toast, no "session ended", no refused request (the fixture checks).
      await expect(page.getByRole("heading", { level: 1, name: site.signInHeading })).toBeVisible();
      await expect(notifications(page).getByText(site.done)).toBeVisible();
      await expect(page.getByText(site.expired)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`signed-out-${site.lang}.png`) });
      expect((await context.cookies()).filter((cookie) => cookie.name === "sid" && cookie.value !== "")).toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(refused).toEqual([]);

      // The account is gone.
      await fillSignIn(page, site.lang, leaver);
      await expect(page.getByRole("alert").filter({ hasText: signInTexts[site.lang].wrong })).toBeVisible();
    });
  });
}
