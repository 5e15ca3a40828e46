/**
 * A visitor goes through the site as usual — the menu on a phone, a program, the membership
 * form, the statutes' citations, a donation paid through the test provider (by card, and by
 * mobile money on a phone), a missing page — in English and in French, and the browser refuses nothing under the pages' Content-Security-Policy
 * (server/ssr/content-security-policy.ts: a page's own <style> by its hash, no inline style or
 * script otherwise, no eval). What scripts add at run time must keep to it too: Radix's dialog,
 * tooltip and toast, the forms' validation, the payment step.
 */
import type { Page } from "@playwright/test";
import { signIn } from "./admin";
import { expect, test } from "./fixtures";

declare global {
  interface Window {
    reportViolation?: (violation: string) => void;
  }
}

/** Every violation the browser reports in the test's pages, as "directive: what (where)". */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (violation: string) => void violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportViolation?.(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()["content-security-policy"], path).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

const languages = [
  {
    lang: "en",
    prefix: "",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    email: "Email address",
    invalidEmail: "Invalid email",
    submitApplication: "Submit application",
    citation: /View Citation/,
    tier: /^Choose Train 1 Learner, \$50$/,
    submitDonation: "Donate now",
    testNotice: "Test mode — no card is charged",
    pay: /^Pay \$50$/,
    complete: "Donation Complete",
    fcfa: "CFA franc (FCFA)",
    customAmount: "Or give another amount (FCFA)",
    phone: "Mobile money number",
    phoneFormat: /^Enter a Benin mobile number of 10 digits/,
    payFrancs: /^Pay 5,000\sFCFA$/,
    confirmTitle: "Confirm on your phone",
    approve: "Approve (test)",
    notFound: /not found/i,
    newArticle: "New Article",
  },
  {
    lang: "fr",
    prefix: "/fr",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    email: "Adresse e-mail",
    invalidEmail: "Adresse e-mail invalide",
    submitApplication: "Envoyer ma demande",
    citation: /Voir la citation/,
    tier: /^Choisir Former 1 apprenant, 50\s\$\sUS$/,
    submitDonation: "Faire un don",
    testNotice: "Mode test — aucune carte n’est débitée",
    pay: /^Payer 50\s\$\sUS$/,
    complete: "Don effectué",
    fcfa: "Franc CFA (FCFA)",
    customAmount: "Ou donnez un autre montant (FCFA)",
    phone: "Numéro mobile money",
    phoneFormat: /^Saisissez un numéro mobile du Bénin de 10\schiffres/,
    payFrancs: /^Payer 5\s000\sFCFA$/,
    confirmTitle: "Validez sur votre téléphone",
    approve: "Valider (test)",
    notFound: /introuvable/i,
    newArticle: "Nouvel article",
  },
] as const;

for (const site of languages) {
  test.describe(`in ${site.prefix ? "French" : "English"}`, () => {
    test("on a phone, the home page, the menu and a program page apply no refused style", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const violations = await watchViolations(page);
      await open(page, `${site.prefix}/`);
      await page.getByRole("button", { name: site.openMenu }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // The dialog's scroll lock (react-remove-scroll's rules, through the CSSOM) holds the page.
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.getByRole("button", { name: site.closeMenu }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

      await open(page, `${site.prefix}/programs/code-for-change`);
      await page.mouse.wheel(0, 5000);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(violations).toEqual([]);
    });

    test("the membership form validates, and a citation opens, without eval or refused style", async ({ page }) => {
      const violations = await watchViolations(page);
      await open(page, `${site.prefix}/join`);
      const email = page.getByLabel(site.email, { exact: true });
      // The first focus loads the form's rules (zod); sent, a bad address is refused by them.
      await email.fill("not an address");
      await page.getByRole("button", { name: site.submitApplication }).click();
      await expect(page.getByText(site.invalidEmail)).toBeVisible();

      await open(page, `${site.prefix}/statutes`);
      await page.getByRole("button", { name: site.citation }).first().click();
      await expect(page.getByRole("tooltip")).toBeVisible();
      expect(violations).toEqual([]);
    });

    test("a donation is paid through the test provider, its toasts shown, and a missing page is styled", async ({ page, browserProblems }) => {
      const violations = await watchViolations(page);
      await open(page, `${site.prefix}/donate`);
      await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
      await page.getByRole("button", { name: site.tier }).click();
      await page.getByLabel(site.email, { exact: true }).fill(`policy${site.prefix.replace("/", ".")}@example.org`);
      await page.getByRole("button", { name: site.submitDonation, exact: true }).click();
      // Dollars are paid by card only: the card form comes without a press.
      // No Stripe keys: the built-in test provider, in the page itself (no Stripe frame).
      await expect(page.getByText(site.testNotice)).toBeVisible();
      await expect(page.locator('iframe[src*="stripe"]')).toHaveCount(0);
      await page.getByRole("button", { name: site.pay }).click();
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(site.complete)).toBeVisible();

      browserProblems.expectAt(/\/no-such-page$/);
      const response = await page.goto(`${site.prefix}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.notFound);
      // Its inline styles apply: the page is laid out by them, not left unstyled.
      expect(await page.evaluate(() => document.styleSheets[0]?.ownerNode?.nodeName)).toBe("STYLE");
      expect(await page.evaluate(() => document.styleSheets[0]!.cssRules.length)).toBeGreaterThan(10);
      expect(violations).toEqual([]);
    });

    test("on a phone, a donation paid by mobile money — the choice, a refused number, 'confirm on your phone' — applies no refused style", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const violations = await watchViolations(page);
      await open(page, `${site.prefix}/donate`);
      await page.getByRole("button", { name: site.submitDonation, exact: true }).scrollIntoViewIfNeeded();
      await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
      await page.locator("label", { has: page.getByRole("radio", { name: site.fcfa }) }).click();
      await page.getByLabel(site.customAmount, { exact: true }).fill("5000");
      await page.getByLabel(site.email, { exact: true }).fill(`policy.mobile${site.prefix.replace("/", ".")}@example.org`);
      await page.getByRole("button", { name: site.submitDonation, exact: true }).click();

      const phone = page.getByLabel(site.phone, { exact: true });
      await phone.fill("12 34");
      await page.getByRole("button", { name: site.payFrancs }).click();
      await expect(page.getByRole("alert").filter({ hasText: site.phoneFormat })).toBeVisible();
      await phone.fill("01 97 12 34 56");
      await page.getByRole("button", { name: site.payFrancs }).click();
      await expect(page.getByRole("heading", { level: 3, name: site.confirmTitle })).toBeVisible();
      await page.getByRole("button", { name: site.approve }).click();
      await expect(page.getByRole("region", { name: /^Notifications/ }).getByText(site.complete)).toBeVisible();
      expect(violations).toEqual([]);
    });

    test("an administrator signs in and opens an editor (a dialog) without eval or refused style", async ({ page, browserProblems }) => {
      // Signed out, /admin asks who is signed in: the 401 is the answer.
      browserProblems.expectAt(/\/api\/auth\/me(\?.*)?$/);
      const violations = await watchViolations(page);
      await signIn(page, site.lang, "research");
      await page.getByRole("button", { name: site.newArticle }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(violations).toEqual([]);
    });
  });
}
