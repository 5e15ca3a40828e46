/**
 * On a phone, in English and in French, the payment step takes a number as people type it, with
 * the built-in test provider (its "phone" is the Approve button on the page): the former 8 digits
 * (`97 12 34 56`) are the number with `01` in front, shown back so and sent so; a Celtiis number
 * chooses Celtiis and says where its request waits; a number of another country is told that
 * mobile money here is for Benin's numbers, with the card right there. And a gift in US dollars,
 * the card its only way, opens on the card form with nothing to press.
 */
import type { Page } from "@playwright/test";
import { expectAccessibleAndFitting } from "./admin";
import { expect, notifications, test } from "./fixtures";
import { answerWith, applyToPayDues, joinForm, payerOnAPhone, paymentStatus, startPayment } from "./payment-steps";

payerOnAPhone();

const languages = [
  {
    ...joinForm.en,
    lang: "en",
    donate: "/donate",
    phone: "Mobile money number",
    operator: "Operator",
    pay: "Pay 12,000\u00a0FCFA",
    confirmTitle: "Confirm on your phone",
    sentMtn: "We sent a payment request of 12,000\u00a0FCFA to your MTN number •• 34 56.",
    sentCeltiis: "We sent a payment request of 12,000\u00a0FCFA to your Celtiis number •• 34 56.",
    dialCeltiis: "Nothing on your screen? Open the Celtiis Cash menu on your phone and approve the request waiting there.",
    approve: "Approve (test)",
    phoneCountry: "Mobile money here takes Benin numbers only (+229). Enter the number of a mobile money account in Benin.",
    payByCard: "Pay by card instead",
    cardTestNotice: "Test mode — no card is charged",
    activated: "Membership Activated",
    tier: /^Choose Train 1 Learner, \$50$/,
    donateSubmit: "Donate now",
    donateTitle: "Complete Your Donation",
    continueCard: "Continue to card payment",
    payDollars: /^Pay \$50$/,
    donated: "Donation Complete",
  },
  {
    ...joinForm.fr,
    lang: "fr",
    donate: "/fr/donate",
    phone: "Numéro mobile money",
    operator: "Opérateur",
    pay: "Payer 12\u00a0000\u00a0FCFA",
    confirmTitle: "Validez sur votre téléphone",
    sentMtn: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro MTN •• 34 56.",
    sentCeltiis: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro Celtiis •• 34 56.",
    dialCeltiis: "Rien à l’écran\u00a0? Ouvrez le menu Celtiis Cash de votre téléphone et validez la demande qui vous y attend.",
    approve: "Valider (test)",
    phoneCountry: "Ici, le mobile money n’accepte que les numéros du Bénin (+229). Saisissez le numéro d’un compte mobile money au Bénin.",
    payByCard: "Payer plutôt par carte",
    cardTestNotice: "Mode test — aucune carte n’est débitée",
    activated: "Adhésion activée",
    tier: /^Choisir Former 1 apprenant, 50\s\$\sUS$/,
    donateSubmit: "Faire un don",
    donateTitle: "Finalisez votre don",
    continueCard: "Continuer vers le paiement par carte",
    payDollars: /^Payer 50\s\$\sUS$/,
    donated: "Don effectué",
  },
] as const;

type Site = (typeof languages)[number];

/** Presses the test provider's Approve, or a test card's Pay; expects the payment paid. */
async function approveWith(page: Page, press: () => Promise<void>) {
  expect((await answerWith(page, press)).status).toBe("succeeded");
}

/** Applies as an individual member; returns the payment step. */
async function apply(page: Page, site: Site, who: { name: string; email: string }) {
  return (await applyToPayDues(page, site, who)).step;
}

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("an applicant types the former 8 digits, 97 12 34 56: the request goes to the MTN number 01 97 12 34 56", async ({ page }) => {
      const step = await apply(page, site, { name: "Afi Houngbo", email: `afi.eight.${site.lang}@example.org` });
      const phone = step.getByLabel(site.phone, { exact: true });
      await phone.fill("97 12 34 56");
      await expect(step.getByRole("group", { name: site.operator }).getByRole("radio", { name: "MTN", exact: true })).toBeChecked();
      // Leaving the field, the number is shown as it is written since November 2024.
      await phone.blur();
      await expect(phone).toHaveValue("01 97 12 34 56");
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await expect(step.getByRole("alert")).toHaveCount(0);

      const { sent, answer: started } = await startPayment(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
      expect(sent).toMatchObject({ method: "mobile_money", phone: "0197123456", operator: "mtn" });
      expect(started.payment).toMatchObject({ status: "pending", operator: "mtn", phoneEnding: "•• 34 56" });
      await expect(step.getByRole("heading", { level: 3, name: site.confirmTitle })).toBeFocused();
      await expect(step.getByText(site.sentMtn, { exact: true })).toBeVisible();

      await approveWith(page, () => step.getByRole("button", { name: site.approve }).click());
      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible();
      expect(await paymentStatus(page.request, started)).toMatchObject({
        status: "succeeded",
        method: "mobile_money",
        provider: "test",
        operator: "mtn",
        phoneEnding: "•• 34 56",
      });
    });

    test("a Celtiis payer sees Celtiis chosen from the number, and where its request waits", async ({ page }) => {
      const step = await apply(page, site, { name: "Kossi Adé", email: `kossi.celtiis.${site.lang}@example.org` });
      const operators = step.getByRole("group", { name: site.operator });
      await expect(operators.getByRole("radio")).toHaveCount(3);
      await step.getByLabel(site.phone, { exact: true }).fill("01 40 12 34 56");
      await expect(operators.getByRole("radio", { name: "Celtiis", exact: true })).toBeChecked();
      // Three operators, one under the other: nothing wider than the phone.
      await expectAccessibleAndFitting(page);

      const { sent, answer: started } = await startPayment(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
      expect(sent).toMatchObject({ method: "mobile_money", phone: "0140123456", operator: "celtiis" });
      expect(started.payment).toMatchObject({ operator: "celtiis", phoneEnding: "•• 34 56" });
      await expect(step.getByText(site.sentCeltiis, { exact: true })).toBeVisible();
      await expect(step.getByText(site.dialCeltiis, { exact: true })).toBeVisible();
      await expectAccessibleAndFitting(page);

      await approveWith(page, () => step.getByRole("button", { name: site.approve }).click());
      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible();
    });

    test("a number of another country is told mobile money here is for Benin's numbers, and pays by card from there", async ({ page }) => {
      const step = await apply(page, site, { name: "Claire Martin", email: `claire.abroad.${site.lang}@example.org` });
      const starts: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/payments" && request.method() === "POST") starts.push(request.url());
      });
      const phone = step.getByLabel(site.phone, { exact: true });
      await phone.fill("+33 6 12 34 56 78");
      await step.getByRole("button", { name: site.pay, exact: true }).click();

      await expect(step.getByRole("alert").filter({ hasText: site.phoneCountry })).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expectAccessibleAndFitting(page);
      expect(starts).toEqual([]);

      // The card is the next stop from the keyboard.
      await page.keyboard.press("Tab");
      const byCard = step.getByRole("button", { name: site.payByCard, exact: true });
      await expect(byCard).toBeFocused();
      const { sent, answer: started } = await startPayment(page, () => page.keyboard.press("Enter"));
      expect(sent).toMatchObject({ method: "card" });
      expect(sent).not.toHaveProperty("phone");
      expect(started).toMatchObject({ payment: { method: "card", amount: 12_000, currency: "XOF" }, next: { type: "card", provider: "test" } });
      await expect(step.getByText(site.cardTestNotice, { exact: true })).toBeVisible();

      await approveWith(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible();
    });

    test("a donor giving US dollars, the card the only way, opens on the card form with nothing to press", async ({ page }) => {
      await page.goto(site.donate);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const submit = page.getByRole("button", { name: site.donateSubmit, exact: true });
      await submit.scrollIntoViewIfNeeded();
      await page.locator('[data-island="donation-form"][data-live]').waitFor({ state: "attached" });
      await page.getByRole("button", { name: site.tier }).click();
      await page.getByLabel(site.email, { exact: true }).fill(`yao.dollars.${site.lang}@example.org`);

      const { sent, answer: started } = await startPayment(page, () => submit.click());
      expect(sent).toMatchObject({ method: "card" });
      expect(started).toMatchObject({ payment: { method: "card", amount: 5_000, currency: "USD" }, next: { type: "card", provider: "test" } });
      const step = page.getByRole("region", { name: site.donateTitle });
      await expect(step.getByText(site.cardTestNotice, { exact: true })).toBeVisible();
      await expect(step.getByRole("heading", { level: 2, name: site.donateTitle })).toBeFocused();
      await expect(step.getByRole("button", { name: site.continueCard })).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      await approveWith(page, () => step.getByRole("button", { name: site.payDollars }).click());
      await expect(notifications(page).getByText(site.donated, { exact: true })).toBeVisible();
    });
  });
}
