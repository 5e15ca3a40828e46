/**
 * On a phone, a donor is asked how to pay only where there is a choice, in English and in
 * French: a gift in US dollars goes straight to the card form (with a word on where mobile money
 * is taken); a gift in CFA francs offers mobile money first, chosen already, and is paid by it,
 * approved on the built-in test provider's "phone".
 */
import type { Page, Response } from "@playwright/test";
import type { DonationResponse, PaymentStatusResponse, StartPaymentResponse } from "../../shared/api-types";
import { viewports } from "./admin";
import { asOwnVisitor, expect, notifications, test } from "./fixtures";

test.use({ viewport: viewports.phone });
test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

const languages = [
  {
    lang: "en",
    donate: "/donate",
    fcfa: "CFA franc (FCFA)",
    tier: /^Choose Train 1 Learner, /,
    customAmount: "Or give another amount (FCFA)",
    email: "Email address",
    submit: "Donate now",
    stepTitle: "Complete Your Donation",
    howToPay: "How would you like to pay?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Card",
    fcfaOnly: "Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.",
    phone: "Mobile money number",
    continueCard: "Continue to card payment",
    cardTestNotice: "Test mode — no card is charged",
    payDollars: "Pay $50",
    payFrancs: "Pay 5,000\u00a0FCFA",
    confirmTitle: "Confirm on your phone",
    approve: "Approve (test)",
    complete: "Donation Complete",
    thanksDollars: "Thank you! Your gift of $50 goes straight to training young people and women.",
    thanksFrancs: "Thank you! Your gift of 5,000\u00a0FCFA goes straight to training young people and women.",
  },
  {
    lang: "fr",
    donate: "/fr/donate",
    fcfa: "Franc CFA (FCFA)",
    tier: /^Choisir Former 1 apprenant, /,
    customAmount: "Ou donnez un autre montant (FCFA)",
    email: "Adresse e-mail",
    submit: "Faire un don",
    stepTitle: "Finalisez votre don",
    howToPay: "Comment souhaitez-vous payer\u00a0?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Carte bancaire",
    fcfaOnly: "Le mobile money (MTN, Moov, Celtiis) est proposé pour les montants en FCFA.",
    phone: "Numéro mobile money",
    continueCard: "Continuer vers le paiement par carte",
    cardTestNotice: "Mode test — aucune carte n’est débitée",
    payDollars: "Payer 50\u00a0$\u00a0US",
    payFrancs: "Payer 5\u00a0000\u00a0FCFA",
    confirmTitle: "Validez sur votre téléphone",
    approve: "Valider (test)",
    complete: "Don effectué",
    thanksDollars: "Merci\u00a0! Votre don de 50\u00a0$\u00a0US finance directement la formation de jeunes et de femmes.",
    thanksFrancs: "Merci\u00a0! Votre don de 5\u00a0000\u00a0FCFA finance directement la formation de jeunes et de femmes.",
  },
] as const;

type Site = (typeof languages)[number];

const isPost = (path: string) => (r: Response) => new URL(r.url()).pathname === path && r.request().method() === "POST";

async function openForm(page: Page, site: Site) {
  await page.goto(site.donate);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const submit = page.getByRole("button", { name: site.submit, exact: true });
  // The form's code comes when it is in view.
  await submit.scrollIntoViewIfNeeded();
  await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
}

/** Sends the form; returns the server's answer and the payment step. */
async function donate(page: Page, site: Site, email: string) {
  await page.getByLabel(site.email, { exact: true }).fill(email);
  const created = page.waitForResponse(isPost("/api/donations"));
  await page.getByRole("button", { name: site.submit, exact: true }).click();
  const answer = (await (await created).json()) as DonationResponse;
  const step = page.getByRole("region", { name: site.stepTitle });
  await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();
  return { answer, step };
}

/** Presses a button that starts a payment or answers one (test-confirm); returns the server's answer. */
async function pressAndRead<T>(page: Page, path: RegExp, press: () => Promise<void>): Promise<T> {
  const answered = page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === "POST");
  await press();
  const response = await answered;
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as T;
}

const paymentsPath = /^\/api\/payments$/;
const testConfirmPath = /^\/api\/payments\/[^/]+\/test-confirm$/;

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("a donor giving US dollars, the card the only way, lands in the card form and pays by card", async ({ page }) => {
      await openForm(page, site);
      await page.getByRole("button", { name: site.tier }).click();
      // Nothing to choose: the card payment starts as the step opens, without a press.
      const starting = page.waitForResponse((r) => paymentsPath.test(new URL(r.url()).pathname) && r.request().method() === "POST");
      const { answer, step } = await donate(page, site, `yao.${site.lang}@example.org`);
      expect(answer.payable).toMatchObject({ amount: 5_000, currency: "USD", methods: ["card"] });
      const started = (await (await starting).json()) as StartPaymentResponse;
      expect(started).toMatchObject({ payment: { method: "card", amount: 5_000, currency: "USD" }, next: { type: "card", provider: "test" } });

      await expect(step.getByText(site.cardTestNotice, { exact: true })).toBeVisible();
      await expect(step.getByText(site.fcfaOnly, { exact: true })).toBeVisible();
      await expect(step.getByRole("button", { name: site.continueCard })).toHaveCount(0);
      await expect(step.getByRole("group", { name: site.howToPay })).toHaveCount(0);
      await expect(step.getByRole("radio")).toHaveCount(0);
      await expect(step.getByLabel(site.phone)).toHaveCount(0);
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();

      const paid = await pressAndRead<PaymentStatusResponse>(page, testConfirmPath, () => step.getByRole("button", { name: site.payDollars, exact: true }).click());
      expect(paid).toMatchObject({ id: started.payment.id, status: "succeeded" });
      await expect(notifications(page).getByText(site.complete, { exact: true })).toBeVisible();
      await expect(notifications(page).getByText(site.thanksDollars, { exact: true })).toBeVisible();
      await expect(step).toHaveCount(0);
    });

    test("a donor giving CFA francs is offered mobile money first, and pays by it", async ({ page }) => {
      await openForm(page, site);
      await page.locator("label", { has: page.getByRole("radio", { name: site.fcfa }) }).click();
      await page.getByLabel(site.customAmount, { exact: true }).fill("5000");
      const { answer, step } = await donate(page, site, `akouvi.${site.lang}@example.org`);
      expect(answer.payable).toMatchObject({ amount: 5_000, currency: "XOF", methods: ["mobile_money", "card"] });

      const methods = step.getByRole("group", { name: site.howToPay }).getByRole("radio");
      await expect(methods).toHaveCount(2);
      await expect(methods.nth(0)).toHaveAccessibleName(site.mobileMoney);
      await expect(methods.nth(0)).toBeChecked();
      await expect(methods.nth(1)).toHaveAccessibleName(site.card);
      await expect(step.getByText(site.fcfaOnly)).toHaveCount(0);

      // Typed without spaces, as a phone's contact card may hold it.
      await step.getByLabel(site.phone, { exact: true }).fill("0166123456");
      await expect(step.getByRole("radio", { name: "MTN", exact: true })).toBeChecked();
      const pay = step.getByRole("button", { name: site.payFrancs, exact: true });
      expect(await pay.textContent()).toBe(site.payFrancs);
      const started = await pressAndRead<StartPaymentResponse>(page, paymentsPath, () => pay.click());
      expect(started).toMatchObject({
        payment: { kind: "donation", method: "mobile_money", operator: "mtn", amount: 5_000, currency: "XOF" },
        next: { type: "confirm_on_phone" },
      });

      await expect(step.getByRole("heading", { level: 3, name: site.confirmTitle })).toBeFocused();
      const approved = await pressAndRead<PaymentStatusResponse>(page, testConfirmPath, () => step.getByRole("button", { name: site.approve }).click());
      expect(approved).toMatchObject({ id: started.payment.id, kind: "donation", status: "succeeded", method: "mobile_money" });
      await expect(notifications(page).getByText(site.complete, { exact: true })).toBeVisible();
      await expect(notifications(page).getByText(site.thanksFrancs, { exact: true })).toBeVisible();
      await expect(step).toHaveCount(0);
    });
  });
}
