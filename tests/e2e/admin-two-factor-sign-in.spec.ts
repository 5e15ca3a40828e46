/**
 * An administrator turns on two-factor sign-in from Settings — password, QR code with its key as
 * text beside it (the test computes the app's codes from that key, as the app would), the first
 * code, the ten recovery codes — then signs in with a code of the app, and again with a recovery
 * code. In English and French, on a phone and on a laptop. An administrator of its own per test:
 * the shared one must keep signing in with its password alone.
 */
import type { BrowserContext, TestInfo } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { apiPaths } from "../../shared/paths";
import { E2E_ADMIN, expectAccessibleAndFitting, fillSignIn, signInTexts, viewports, type Lang } from "./admin";
import { expect, test } from "./fixtures";

const words = {
  en: {
    turnOn: "Turn on two-factor sign-in",
    password: "Your password",
    continue: "Continue",
    appCode: "Code from the app",
    confirm: "Turn on",
    codes: "Your recovery codes",
    saved: "I have saved my recovery codes",
    on: /^On for your account since .+\. Recovery codes left: 10\.$/,
    useRecovery: "Use a recovery code instead",
    recoveryCode: "Recovery code",
    verify: "Verify",
  },
  fr: {
    turnOn: "Activer la connexion à deux facteurs",
    password: "Votre mot de passe",
    continue: "Continuer",
    appCode: "Code de l’application",
    confirm: "Activer",
    codes: "Vos codes de secours",
    saved: "J’ai conservé mes codes de secours",
    on: /^Activée pour votre compte depuis le .+\. Codes de secours restants\u00a0: 10\.$/,
    useRecovery: "Utiliser plutôt un code de secours",
    recoveryCode: "Code de secours",
    verify: "Vérifier",
  },
} as const;

/** Each test is a client of its own: failed sign-ins are counted per client (X-Forwarded-For on loopback). */
async function asOwnClient(context: BrowserContext, testInfo: TestInfo) {
  let hash = 23;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.22.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

/** The app's code `stepsAhead` steps of 30 s from now (one ahead is still accepted, and never used before). */
const appCode = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const sites: { lang: Lang; viewport: (typeof viewports)[keyof typeof viewports] }[] = [
  { lang: "en", viewport: viewports.desktop },
  { lang: "fr", viewport: viewports.phone },
  { lang: "en", viewport: viewports.phone },
  { lang: "fr", viewport: viewports.desktop },
];

for (const site of sites) {
  const w = words[site.lang];
  const t = signInTexts[site.lang];
  test.describe(`in ${site.lang.toUpperCase()} at ${site.viewport.width}×${site.viewport.height}`, () => {
    test.use({ viewport: site.viewport });

    test("turns on two-factor sign-in, then signs in with the app's code and with a recovery code", async ({ page, context, browserProblems, baseURL }, testInfo) => {
      // Five sign-ins (scrypt) and accessibility checks on a shared machine.
      test.slow();
      await asOwnClient(context, testInfo);
      browserProblems.expectAt(/\/api\/auth\/(me|login)(\?.*)?$/);
      const origin = { Origin: new URL(baseURL!).origin };
      const person = { username: `twofa-${site.lang}-${site.viewport.width}-${Date.now().toString(36)}`, password: "a long two-factor passphrase" };
      // The shared administrator adds this test's own, then signs out (through the API, the browser's cookies).
      expect((await page.request.post(apiPaths.login, { headers: origin, data: E2E_ADMIN })).status()).toBe(200);
      // With an address, as every administrator has one: no question about it when they sign in.
      expect((await page.request.post(apiPaths.admin.users, { headers: origin, data: { ...person, email: `${person.username}@example.org` } })).status()).toBe(201);
      expect((await page.request.post(apiPaths.logout, { headers: origin })).status()).toBe(200);

      const settings = `${site.lang === "fr" ? "/fr" : ""}/admin?tab=settings`;
      await page.goto(settings);
      await page.locator("html[data-hydrated]").waitFor();
      await fillSignIn(page, site.lang, person);
      await expect(page.getByRole("button", { name: t.signOut })).toBeVisible({ timeout: 20_000 });

      // Turning it on: the password, then the QR code and its key, then the app's first code.
      await page.getByRole("button", { name: w.turnOn, exact: true }).click();
      await page.getByLabel(w.password, { exact: true }).fill(person.password);
      await page.getByRole("button", { name: w.continue, exact: true }).click();
      const key = page.getByTestId("two-factor-secret");
      await expect(key).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
      const secret = (await key.innerText()).replace(/\s/g, "");
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`scan-${site.lang}-${site.viewport.width}.png`), fullPage: true });
      await page.getByLabel(w.appCode, { exact: true }).fill(appCode(secret));
      await page.getByRole("button", { name: w.confirm, exact: true }).click();
      const codes = page.getByRole("list", { name: w.codes });
      await expect(codes.getByRole("listitem")).toHaveCount(10);
      const recoveryCodes = await codes.getByRole("listitem").allInnerTexts();
      await expectAccessibleAndFitting(page);
      await page.getByRole("button", { name: w.saved, exact: true }).click();
      await expect(page.getByText(w.on)).toBeVisible();

      // Signing in again: the password, then the app's code (the next one: the first is used).
      await page.getByRole("button", { name: t.signOut }).click();
      await expect(page.getByRole("button", { name: t.submit, exact: true })).toBeVisible();
      await fillSignIn(page, site.lang, person);
      const codeField = page.getByLabel(w.appCode, { exact: true });
      await expect(codeField).toBeVisible({ timeout: 20_000 });
      await expect(codeField).toBeFocused();
      await expectAccessibleAndFitting(page);
      await page.screenshot({ path: testInfo.outputPath(`code-step-${site.lang}-${site.viewport.width}.png`) });
      await codeField.fill(appCode(secret, 1));
      await page.getByRole("button", { name: w.verify, exact: true }).click();
      await expect(page.getByRole("button", { name: t.signOut })).toBeVisible({ timeout: 20_000 });

      // And with a recovery code, as if the phone were lost.
      await page.getByRole("button", { name: t.signOut }).click();
      await expect(page.getByRole("button", { name: t.submit, exact: true })).toBeVisible();
      await fillSignIn(page, site.lang, person);
      await page.getByRole("button", { name: w.useRecovery, exact: true }).click();
      await page.getByLabel(w.recoveryCode, { exact: true }).fill(recoveryCodes[0]!);
      await page.getByRole("button", { name: w.verify, exact: true }).click();
      await expect(page.getByRole("button", { name: t.signOut })).toBeVisible({ timeout: 20_000 });
    });
  });
}
