/**
 * A visitor donates by card with the built-in test provider, in English and in French: an
 * impact tier in US dollars, and an amount of their own in CFA francs. The server stores and
 * charges minor units (cents; whole francs), and counts the payment once it is confirmed.
 */
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, holdScripts, test } from "./fixtures";

/**
 * Each test is a visitor of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 11;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.19.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

/** Where toasts appear (Radix also announces them from elsewhere in the page). */
const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

const languages = [
  {
    lang: "en",
    donate: "/donate",
    tier: /^Choose Train 1 Learner, \$50$/,
    tierName: "Train 1 Learner",
    fcfa: "CFA franc (FCFA)",
    customAmount: "Or give another amount (FCFA)",
    typed: "7,500",
    email: "Email address",
    submit: "Donate Now",
    summaryTier: "You are giving $50 — Train 1 Learner",
    summaryCustom: /^You are giving 7,500\sFCFA$/,
    stepTitle: "Complete Your Donation",
    custom: "Your own amount, for all our programs",
    created: "Donation Created",
    payTier: /^Pay \$50$/,
    payCustom: /^Pay 7,500\sFCFA$/,
    complete: "Donation Complete",
  },
  {
    lang: "fr",
    donate: "/fr/donate",
    tier: /^Choisir Former 1 apprenant, 50\s\$\sUS$/,
    tierName: "Former 1 apprenant",
    fcfa: "Franc CFA (FCFA)",
    customAmount: "Ou donnez un autre montant (FCFA)",
    typed: "7 500",
    email: "Adresse e-mail",
    submit: "Faire un don",
    summaryTier: /^Vous donnez 50\s\$\sUS — Former 1 apprenant$/,
    summaryCustom: /^Vous donnez 7\s500\sFCFA$/,
    stepTitle: "Finalisez votre don",
    custom: "Montant libre, pour l’ensemble de nos programmes",
    created: "Don enregistré",
    payTier: /^Payer 50\s\$\sUS$/,
    payCustom: /^Payer 7\s500\sFCFA$/,
    complete: "Don effectué",
  },
] as const;

type Site = (typeof languages)[number];

async function openForm(page: Page, site: Site) {
  await page.goto(site.donate);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The form's code comes when it is in view (it is, on this screen).
  await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
  await expect(page.getByRole("button", { name: site.submit, exact: true })).toBeDisabled();
}

type Intent = { clientSecret: string; paymentIntentId: string; amount: number; currency: string };

/** Sends the form; returns what the two requests (donation, then its payment) carried and got. */
async function donate(page: Page, site: Site) {
  const donationRequest = page.waitForRequest((r) => r.url().endsWith("/api/donations") && r.method() === "POST");
  const intentResponse = page.waitForResponse((r) => r.url().includes("/api/create-payment-intent") && r.request().method() === "POST");
  await page.getByRole("button", { name: site.submit, exact: true }).click();
  const donation = (await donationRequest).postDataJSON() as Record<string, unknown>;
  const response = await intentResponse;
  return { donation, intentRequest: response.request().postDataJSON() as Record<string, unknown>, intent: (await response.json()) as Intent };
}

async function paymentStatus(page: Page, intent: Intent) {
  const res = await page.request.get(`/api/payments/${intent.paymentIntentId}?client_secret=${encodeURIComponent(intent.clientSecret)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("a donor gives the 'Train 1 Learner' tier in US dollars", async ({ page }) => {
      await openForm(page, site);
      await page.getByRole("button", { name: site.tier }).click();
      await expect(page.getByRole("button", { name: site.tier })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(site.summaryTier)).toBeVisible();
      await page.getByLabel(site.email, { exact: true }).fill(`ama.${site.lang}@example.org`);

      const { donation, intentRequest, intent } = await donate(page, site);
      expect(donation).toEqual({ email: `ama.${site.lang}@example.org`, amount: 50, currency: "USD", impactTier: "train_learner", language: site.lang });
      expect(intentRequest).toMatchObject({ type: "donation", amount: 5_000, currency: "USD" });
      expect(intent).toMatchObject({ amount: 5_000, currency: "USD" });

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();
      await expect(notifications(page).getByText(site.created)).toBeVisible();
      await expect(step.getByText(site.tierName)).toBeVisible();

      await step.getByRole("button", { name: site.payTier }).click();

      await expect(notifications(page).getByText(site.complete)).toBeVisible();
      await expect(step).toHaveCount(0);
      await expect(page.getByRole("button", { name: site.tier })).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByLabel(site.email, { exact: true })).toHaveValue("");
      expect(await paymentStatus(page, intent)).toEqual({ id: intent.paymentIntentId, kind: "donation", status: "succeeded", amount: 5_000, currency: "USD" });
    });

    test("a donor gives 7,500 FCFA of their own choosing", async ({ page }) => {
      await openForm(page, site);
      await page.locator("label", { has: page.getByRole("radio", { name: site.fcfa }) }).click();
      await expect(page.getByRole("radio", { name: site.fcfa })).toBeChecked();
      await page.getByLabel(site.customAmount, { exact: true }).fill(site.typed);
      await expect(page.getByText(site.summaryCustom)).toBeVisible();
      await page.getByLabel(site.email, { exact: true }).fill(`kossi.${site.lang}@example.org`);

      const { donation, intentRequest, intent } = await donate(page, site);
      expect(donation).toEqual({ email: `kossi.${site.lang}@example.org`, amount: 7_500, currency: "XOF", impactTier: null, language: site.lang });
      expect(intentRequest).toMatchObject({ type: "donation", amount: 7_500, currency: "XOF" });

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByText(site.custom)).toBeVisible();
      await step.getByRole("button", { name: site.payCustom }).click();

      await expect(notifications(page).getByText(site.complete)).toBeVisible();
      await expect(step).toHaveCount(0);
      expect(await paymentStatus(page, intent)).toMatchObject({ kind: "donation", status: "succeeded", amount: 7_500, currency: "XOF" });
    });
  });
}

test("what a donor chose before the form's script ran is kept: currency, amount and e-mail", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/donate");
  await page.locator("label", { has: page.getByRole("radio", { name: "Euro (EUR)" }) }).click();
  await page.getByLabel("Or give another amount (USD)", { exact: true }).fill("75");
  await page.getByLabel("Email address", { exact: true }).fill("early@example.org");
  release();
  await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });

  await expect(page.getByRole("radio", { name: "Euro (EUR)" })).toBeChecked();
  await expect(page.getByLabel("Or give another amount (EUR)", { exact: true })).toHaveValue("75");
  await expect(page.getByLabel("Email address", { exact: true })).toHaveValue("early@example.org");
  await expect(page.getByText(/^You are giving €75$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Donate Now", exact: true })).toBeEnabled();
});
