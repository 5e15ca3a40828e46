/**
 * A visitor donates by card with the built-in test provider, in English and in French: an
 * impact tier in US dollars (card only: the card form comes at once), and an amount of their own
 * in CFA francs (mobile money is offered first; they choose the card). The server stores and
 * charges minor units (cents; whole francs), starts the payment only once the method is known
 * (chosen, or the only one), and counts it once confirmed.
 */
import type { Page } from "@playwright/test";
import type { DonationResponse, PaymentStatusResponse, StartPaymentResponse } from "../../shared/api-types";
import { asOwnVisitor, expect, holdScripts, notifications, test } from "./fixtures";
import { mailsWithSubject } from "./mail-folder";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

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
    submit: "Donate now",
    summaryTier: "You are giving $50 — Train 1 Learner",
    summaryCustom: /^You are giving 7,500\sFCFA$/,
    stepTitle: "Complete Your Donation",
    custom: "Your own amount, for all our programs",
    created: "Donation Created",
    howToPay: "How would you like to pay?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Card",
    fcfaOnly: "Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.",
    continueCard: "Continue to card payment",
    testNotice: "Test mode — no card is charged",
    payTier: /^Pay \$50$/,
    payCustom: "Pay 7,500\u00a0FCFA",
    complete: "Donation Complete",
    thanks: "Thank you — your payment is received",
    another: "Make another donation",
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
    howToPay: "Comment souhaitez-vous payer\u00a0?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Carte bancaire",
    fcfaOnly: "Le mobile money (MTN, Moov, Celtiis) est proposé pour les montants en FCFA.",
    continueCard: "Continuer vers le paiement par carte",
    testNotice: "Mode test — aucune carte n’est débitée",
    payTier: /^Payer 50\s\$\sUS$/,
    payCustom: "Payer 7\u00a0500\u00a0FCFA",
    complete: "Don effectué",
    thanks: "Merci — votre paiement est bien reçu",
    another: "Faire un autre don",
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

/** Sends the form; returns what the donation request carried and what the server answered. */
async function donate(page: Page, site: Site) {
  const created = page.waitForResponse((r) => r.url().endsWith("/api/donations") && r.request().method() === "POST");
  await page.getByRole("button", { name: site.submit, exact: true }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return { sent: response.request().postDataJSON() as Record<string, unknown>, answer: (await response.json()) as DonationResponse };
}

/** Presses the button that starts the payment; returns what it sent and the payment the server started. */
async function startPayment(page: Page, press: () => Promise<void>) {
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/payments" && r.request().method() === "POST");
  await press();
  const response = await started;
  expect(response.status()).toBe(201);
  return { sent: response.request().postDataJSON() as Record<string, unknown>, answer: (await response.json()) as StartPaymentResponse };
}

/** Where the payment stands on the server, asked with the payer's proof as the return page does. */
async function paymentStatus(page: Page, started: StartPaymentResponse) {
  const res = await page.request.get(`/api/payments/${started.payment.id}?client_secret=${encodeURIComponent(started.token)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PaymentStatusResponse;
}

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("a donor gives the 'Train 1 Learner' tier in US dollars, by card", async ({ page }) => {
      await openForm(page, site);
      await page.getByRole("button", { name: site.tier }).click();
      await expect(page.getByRole("button", { name: site.tier })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(site.summaryTier)).toBeVisible();
      await page.getByLabel(site.email, { exact: true }).fill(`ama.${site.lang}@example.org`);

      // Dollars are paid by card only: its payment starts as the step opens, without a press.
      const starting = startPayment(page, async () => {});
      const { sent, answer } = await donate(page, site);
      expect(sent).toEqual({ email: `ama.${site.lang}@example.org`, amount: 50, currency: "USD", impactTier: "train_learner", language: site.lang });
      expect(answer.payable).toMatchObject({ kind: "donation", id: answer.donation.id, amount: 5_000, currency: "USD", methods: ["card"] });

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();
      await expect(notifications(page).getByText(site.created)).toBeVisible();
      await expect(step.getByText(site.tierName)).toBeVisible();
      const { sent: start, answer: started } = await starting;
      expect(start).toMatchObject({ payable: { kind: "donation", id: answer.donation.id, token: answer.payable.token }, method: "card" });
      expect(started).toMatchObject({ payment: { amount: 5_000, currency: "USD", status: "pending" }, next: { type: "card", provider: "test" } });
      await expect(step.getByText(site.testNotice)).toBeVisible();
      // Dollars: no choice to make, nothing to press to reach the card, and a word on where mobile money is taken.
      await expect(step.getByRole("group", { name: site.howToPay })).toHaveCount(0);
      await expect(step.getByRole("radio", { name: site.mobileMoney })).toHaveCount(0);
      await expect(step.getByRole("button", { name: site.continueCard })).toHaveCount(0);
      await expect(step.getByText(site.fcfaOnly)).toBeVisible();

      await step.getByRole("button", { name: site.payTier }).click();

      await expect(notifications(page).getByText(site.complete)).toBeVisible();
      await expect(step).toHaveCount(0);
      // The confirmation stays in the form's place; the form behind it is emptied, as the specification resets it.
      const confirmation = page.getByRole("region", { name: site.thanks });
      await expect(confirmation.getByText(/^\d{4}-\d{6}$/)).toBeVisible();
      await confirmation.getByRole("button", { name: site.another }).click();
      await expect(page.getByRole("button", { name: site.tier })).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByLabel(site.email, { exact: true })).toHaveValue("");
      expect(await paymentStatus(page, started)).toEqual({
        id: started.payment.id,
        kind: "donation",
        status: "succeeded",
        amount: 5_000,
        currency: "USD",
        method: "card",
        provider: "test",
        operator: null,
        phoneEnding: null,
        failureReason: null,
        confirmation: expect.objectContaining({ receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/), year: null }),
      });
    });

    test("a donor gives 7,500 FCFA of their own choosing, by card rather than mobile money", async ({ page }) => {
      await openForm(page, site);
      await page.locator("label", { has: page.getByRole("radio", { name: site.fcfa }) }).click();
      await expect(page.getByRole("radio", { name: site.fcfa })).toBeChecked();
      await page.getByLabel(site.customAmount, { exact: true }).fill(site.typed);
      await expect(page.getByText(site.summaryCustom)).toBeVisible();
      await page.getByLabel(site.email, { exact: true }).fill(`kossi.${site.lang}@example.org`);

      const { sent, answer } = await donate(page, site);
      expect(sent).toEqual({ email: `kossi.${site.lang}@example.org`, amount: 7_500, currency: "XOF", impactTier: null, language: site.lang });
      expect(answer.payable).toMatchObject({ amount: 7_500, currency: "XOF", methods: ["mobile_money", "card"] });

      const step = page.getByRole("region", { name: site.stepTitle });
      await expect(step.getByText(site.custom)).toBeVisible();
      const methods = step.getByRole("group", { name: site.howToPay }).getByRole("radio");
      await expect(methods).toHaveCount(2);
      await expect(methods.nth(0)).toHaveAccessibleName(site.mobileMoney);
      await expect(methods.nth(0)).toBeChecked();
      await expect(methods.nth(1)).toHaveAccessibleName(site.card);
      await expect(step.getByText(site.fcfaOnly)).toHaveCount(0);

      await step.getByRole("radio", { name: site.card, exact: true }).check();
      const { answer: started } = await startPayment(page, () => step.getByRole("button", { name: site.continueCard }).click());
      expect(started).toMatchObject({ payment: { amount: 7_500, currency: "XOF", method: "card" }, next: { type: "card", provider: "test" } });
      await step.getByRole("button", { name: site.payCustom, exact: true }).click();

      await expect(notifications(page).getByText(site.complete)).toBeVisible();
      await expect(step).toHaveCount(0);
      expect(await paymentStatus(page, started)).toMatchObject({ kind: "donation", status: "succeeded", amount: 7_500, currency: "XOF", method: "card" });
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
  await expect(page.getByRole("button", { name: "Donate now", exact: true })).toBeEnabled();
});

/**
 * On a phone (390×844): the donor gives their name, a WhatsApp number and ticks "give anonymously";
 * the fields are large enough to tap and the page does not scroll sideways; the receipt's mail
 * greets them by name.
 */
const onAPhone = [
  {
    lang: "en",
    donate: "/donate",
    name: "Your name (optional)",
    phone: "Phone or WhatsApp (optional)",
    anonymous: "Give anonymously",
    greeting: "Dear Awa Diallo,",
    subject: /^Your donation receipt/,
  },
  {
    lang: "fr",
    donate: "/fr/donate",
    name: "Votre nom (facultatif)",
    phone: "Téléphone ou WhatsApp (facultatif)",
    anonymous: "Donner anonymement",
    greeting: "Bonjour Awa Diallo,",
    subject: /^Votre reçu de don/,
  },
] as const;

for (const phoneSite of onAPhone) {
  const site = languages.find((l) => l.lang === phoneSite.lang)!;
  test.describe(`on a phone, in ${site.lang.toUpperCase()}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a donor gives their name and WhatsApp number, anonymously, and the receipt greets them by name", async ({ page }) => {
      const email = `awa.${site.lang}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
      await openForm(page, site);
      await page.locator("label", { has: page.getByRole("radio", { name: site.fcfa }) }).click();
      await page.getByLabel(site.customAmount, { exact: true }).fill(site.typed);
      await page.getByLabel(site.email, { exact: true }).fill(email);
      const name = page.getByLabel(phoneSite.name, { exact: true });
      const phone = page.getByLabel(phoneSite.phone, { exact: true });
      const anonymous = page.getByRole("checkbox", { name: phoneSite.anonymous });
      await expect(name).toHaveAttribute("autocomplete", "name");
      await expect(phone).toHaveAttribute("inputmode", "tel");
      await name.fill("Awa Diallo");
      await phone.fill("97 12 34 56");
      await anonymous.check();
      // Large enough to tap, and nothing wider than the screen.
      for (const field of [name, phone]) expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const { sent } = await donate(page, site);
      expect(sent).toEqual({
        email,
        donorName: "Awa Diallo",
        phone: "+229 01 97 12 34 56",
        anonymous: true,
        amount: 7_500,
        currency: "XOF",
        impactTier: null,
        language: site.lang,
      });
      const step = page.getByRole("region", { name: site.stepTitle });
      await step.getByRole("radio", { name: site.card, exact: true }).check();
      await startPayment(page, () => step.getByRole("button", { name: site.continueCard }).click());
      await step.getByRole("button", { name: site.payCustom, exact: true }).click();
      await expect(notifications(page).getByText(site.complete)).toBeVisible();

      const receipts = async () =>
        (await mailsWithSubject((subject) => phoneSite.subject.test(subject))).filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
      await expect.poll(async () => (await receipts()).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await receipts();
      expect(mail!.text).toContain(`${phoneSite.greeting}\n`);
    });
  });
}
