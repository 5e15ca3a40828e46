/**
 * On a phone, an applicant joins as an individual member and pays the 12,000 FCFA of dues by
 * mobile money, in English and in French, with the built-in test provider (its "phone" is the
 * Approve and Decline buttons on the page): the number typed as Beninese write it, the operator
 * shown from it, "confirm on your phone" following the payment until it is approved. A number
 * that cannot receive a request is refused under the field before anything is sent; a request
 * declined on the phone can be paid by card instead.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { PaymentStatusResponse } from "../../shared/api-types";
import { E2E_ADMIN, expectAccessibleAndFitting } from "./admin";
import { expect, notifications, ownRequestContext, test } from "./fixtures";
import { answerWith, applyToPayDues, joinForm, payerOnAPhone, paymentStatus, startPayment } from "./payment-steps";

payerOnAPhone();

const languages = [
  {
    ...joinForm.en,
    lang: "en",
    howToPay: "How would you like to pay?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Card",
    phone: "Mobile money number",
    operator: "Operator",
    mobileTestNotice: "Test mode — no money moves",
    pay: "Pay 12,000\u00a0FCFA",
    phoneRequired: "Enter the number of your mobile money account",
    phoneFormat: "Enter a Benin mobile number of 10 digits starting with 01, for example 01\u00a097\u00a012\u00a034\u00a056",
    phoneOperator: "Choose the operator of this number",
    confirmTitle: "Confirm on your phone",
    sentMtn: "We sent a payment request of 12,000\u00a0FCFA to your MTN number •• 34 56.",
    sentMoov: "We sent a payment request of 12,000\u00a0FCFA to your Moov number •• 78 90.",
    dialMtn: "Nothing on your screen? Dial *880# and enter your PIN to find the request.",
    dialMoov: "Nothing on your screen? Dial *855# and enter your PIN to find the request.",
    waiting: "Waiting for your confirmation…",
    approve: "Approve (test)",
    decline: "Decline (test)",
    failedTitle: "The payment did not go through",
    reason: "The request was declined on the phone.",
    nothingTaken: "Nothing has been taken from your account.",
    retry: "Try again",
    changeNumber: "Change the number",
    payByCard: "Pay by card instead",
    cardTestNotice: "Test mode — no card is charged",
    submitted: "Membership Application Submitted",
    activated: "Membership Activated",
    activatedText: (name: string) => `Thank you, ${name}: your dues are paid and your membership is active.`,
  },
  {
    ...joinForm.fr,
    lang: "fr",
    howToPay: "Comment souhaitez-vous payer\u00a0?",
    mobileMoney: "Mobile money (MTN, Moov, Celtiis)",
    card: "Carte bancaire",
    phone: "Numéro mobile money",
    operator: "Opérateur",
    mobileTestNotice: "Mode test — aucun argent n’est prélevé",
    pay: "Payer 12\u00a0000\u00a0FCFA",
    phoneRequired: "Saisissez le numéro de votre compte mobile money",
    phoneFormat: "Saisissez un numéro mobile du Bénin de 10\u00a0chiffres commençant par 01, par exemple 01\u00a097\u00a012\u00a034\u00a056",
    phoneOperator: "Choisissez l’opérateur de ce numéro",
    confirmTitle: "Validez sur votre téléphone",
    sentMtn: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro MTN •• 34 56.",
    sentMoov: "Nous avons envoyé une demande de paiement de 12\u00a0000\u00a0FCFA à votre numéro Moov •• 78 90.",
    dialMtn: "Rien à l’écran\u00a0? Composez le *880# et saisissez votre code secret pour retrouver la demande.",
    dialMoov: "Rien à l’écran\u00a0? Composez le *855# et saisissez votre code secret pour retrouver la demande.",
    waiting: "En attente de votre validation…",
    approve: "Valider (test)",
    decline: "Refuser (test)",
    failedTitle: "Le paiement n’a pas abouti",
    reason: "La demande a été refusée sur le téléphone.",
    nothingTaken: "Aucun montant n’a été prélevé sur votre compte.",
    retry: "Réessayer",
    changeNumber: "Changer de numéro",
    payByCard: "Payer plutôt par carte",
    cardTestNotice: "Mode test — aucune carte n’est débitée",
    submitted: "Demande d’adhésion envoyée",
    activated: "Adhésion activée",
    activatedText: (name: string) => `Merci, ${name}\u00a0: votre cotisation est réglée et votre adhésion est active.`,
  },
] as const;

type Site = (typeof languages)[number];

/** Applies as an individual member: the application is acknowledged, and the payment step opens. */
async function apply(page: Page, site: Site, who: { name: string; email: string }) {
  const applied = await applyToPayDues(page, site, who);
  await expect(notifications(page).getByText(site.submitted)).toBeVisible();
  return applied;
}

/** A message as the accessible description ends with it (whitespace, non-breaking included, read as spaces). */
const endsWith = (message: string) => new RegExp(`${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}$`);

for (const site of languages) {
  test.describe(`in ${site.lang.toUpperCase()}`, () => {
    test("an individual joins and pays 12,000 FCFA by mobile money, approved on the phone: the membership is active", async ({
      page,
      playwright,
      baseURL,
    }, testInfo) => {
      // The form, the payment step, the phone's approval and the confirmation, each checked for accessibility: near 30 s alone.
      test.setTimeout(60_000);
      // Found by the board by this address: one of its own, whatever ran before on this server.
      const email = `afi.${site.lang}.${randomUUID().slice(0, 8)}@example.org`;
      const { step } = await apply(page, site, { name: "Afi Houngbo", email });

      // Mobile money comes first and is chosen; its form is there at once.
      const methods = step.getByRole("group", { name: site.howToPay }).getByRole("radio");
      await expect(methods).toHaveCount(2);
      await expect(methods.nth(0)).toHaveAccessibleName(site.mobileMoney);
      await expect(methods.nth(0)).toBeChecked();
      await expect(methods.nth(1)).toHaveAccessibleName(site.card);
      await expect(step.getByText(site.mobileTestNotice)).toBeVisible();

      const operators = step.getByRole("group", { name: site.operator });
      await expect(operators.getByRole("radio")).toHaveCount(3);
      await expect(operators.getByRole("radio", { checked: true })).toHaveCount(0);
      await step.getByLabel(site.phone, { exact: true }).fill("01 97 12 34 56");
      await expect(operators.getByRole("radio", { name: "MTN", exact: true })).toBeChecked();
      await expect(operators.getByRole("radio", { name: "Moov", exact: true })).not.toBeChecked();

      const pay = step.getByRole("button", { name: site.pay, exact: true });
      // Written as the language writes amounts, never broken across lines.
      expect(await pay.textContent()).toBe(site.pay);
      const { sent, answer: started } = await startPayment(page, () => pay.click());
      expect(sent).toMatchObject({ method: "mobile_money", phone: "0197123456", operator: "mtn" });
      expect(started).toMatchObject({
        payment: { kind: "membership", status: "pending", method: "mobile_money", operator: "mtn", phoneEnding: "•• 34 56", amount: 12_000, currency: "XOF" },
        next: { type: "confirm_on_phone", fallbackUrl: null },
      });

      await expect(step.getByRole("heading", { level: 3, name: site.confirmTitle })).toBeFocused();
      await expect(step.getByText(site.sentMtn, { exact: true })).toBeVisible();
      await expect(step.getByText(site.dialMtn, { exact: true })).toBeVisible();
      await expect(step.getByRole("status").filter({ hasText: site.waiting })).toBeVisible();
      await expect(step.getByRole("button", { name: site.retry })).toHaveCount(0);
      await expectAccessibleAndFitting(page);

      // The page follows the payment: it asks the server again while waiting.
      const polled = await page.waitForResponse(
        (r) => new URL(r.url()).pathname === `/api/payments/${started.payment.id}` && r.request().method() === "GET",
      );
      expect(((await polled.json()) as PaymentStatusResponse).status).toBe("pending");

      const approved = await answerWith(page, () => step.getByRole("button", { name: site.approve }).click());
      expect(approved).toMatchObject({ id: started.payment.id, status: "succeeded" });

      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible();
      await expect(notifications(page).getByText(site.activatedText("Afi Houngbo"), { exact: true })).toBeVisible();
      await expect(step).toHaveCount(0);
      await expect(page.getByLabel(site.name, { exact: true })).toHaveValue("");

      expect(await paymentStatus(page.request, started)).toEqual({
        id: started.payment.id,
        kind: "membership",
        status: "succeeded",
        amount: 12_000,
        currency: "XOF",
        method: "mobile_money",
        provider: "test",
        operator: "mtn",
        phoneEnding: "•• 34 56",
        failureReason: null,
        confirmation: expect.objectContaining({ receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/), year: expect.any(Number) }),
      });

      // As the board sees it: the member is active.
      const admin = await ownRequestContext(playwright, baseURL, testInfo);
      try {
        expect((await admin.post("/api/auth/login", { data: E2E_ADMIN })).status()).toBe(200);
        const members = await admin.get(`/api/memberships?q=${encodeURIComponent(email)}`);
        expect(members.status()).toBe(200);
        const { items } = (await members.json()) as { items: { email: string; status: string; category: string }[] };
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ email, category: "adherent_individual", status: "active" });
      } finally {
        await admin.dispose();
      }
    });

    test("a number that cannot receive a request is refused under the field, and nothing is sent", async ({ page }) => {
      const { step } = await apply(page, site, { name: "Sena Dossou", email: `sena.${site.lang}@example.org` });
      const starts: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/payments") && request.method() === "POST") starts.push(request.url());
      });
      const phone = step.getByLabel(site.phone, { exact: true });
      const pay = step.getByRole("button", { name: site.pay, exact: true });
      const underField = (message: string) => step.getByRole("alert").filter({ hasText: message });

      await pay.click();
      await expect(underField(site.phoneRequired)).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription(endsWith(site.phoneRequired));

      // Too short to be a number, in the 10 digits of today or the 8 of before November 2024.
      await phone.fill("97 12 34");
      await expect(underField(site.phoneFormat)).toBeVisible();
      await pay.click();
      await expect(underField(site.phoneFormat)).toBeVisible();
      await expect(phone).toHaveAccessibleDescription(endsWith(site.phoneFormat));
      await expectAccessibleAndFitting(page);

      // A whole number, but of no operator that takes mobile money (a fixed line's): the payer must say which.
      await phone.fill("01 21 12 34 56");
      await expect(underField(site.phoneFormat)).toHaveCount(0);
      await expect(phone).not.toHaveAttribute("aria-invalid");
      await pay.click();
      await expect(underField(site.phoneOperator)).toBeVisible();
      await expect(step.getByRole("group", { name: site.operator }).getByRole("radio", { name: "MTN", exact: true })).toBeFocused();

      expect(starts).toEqual([]);
      await expect(step.getByRole("heading", { level: 3, name: site.confirmTitle })).toHaveCount(0);
    });

    test("declined on the phone, the applicant pays by card instead and the membership is paid", async ({ page }) => {
      const { step } = await apply(page, site, { name: "Kodjo Ahouansou", email: `kodjo.${site.lang}@example.org` });
      await step.getByLabel(site.phone, { exact: true }).fill("+229 01 95 34 78 90");
      await expect(step.getByRole("group", { name: site.operator }).getByRole("radio", { name: "Moov", exact: true })).toBeChecked();

      const { answer: byPhone } = await startPayment(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
      expect(byPhone.payment).toMatchObject({ method: "mobile_money", operator: "moov", phoneEnding: "•• 78 90" });
      await expect(step.getByText(site.sentMoov, { exact: true })).toBeVisible();
      await expect(step.getByText(site.dialMoov, { exact: true })).toBeVisible();

      const declined = await answerWith(page, () => step.getByRole("button", { name: site.decline }).click());
      expect(declined).toMatchObject({ status: "failed", failureReason: "test_declined" });

      const outcome = step.getByRole("status");
      await expect(outcome.getByText(site.failedTitle, { exact: true })).toBeVisible();
      await expect(outcome.getByText(site.reason, { exact: true })).toBeVisible();
      await expect(outcome.getByText(site.nothingTaken, { exact: true })).toBeVisible();
      await expect(step.getByRole("button", { name: site.approve })).toHaveCount(0);
      await expect(step.getByRole("button", { name: site.retry, exact: true })).toBeVisible();
      await expect(step.getByRole("button", { name: site.changeNumber, exact: true })).toBeVisible();

      const { sent, answer: byCard } = await startPayment(page, () => step.getByRole("button", { name: site.payByCard, exact: true }).click());
      expect(sent).toMatchObject({ method: "card" });
      expect(sent).not.toHaveProperty("phone");
      expect(byCard).toMatchObject({ payment: { method: "card", status: "pending", amount: 12_000, currency: "XOF" }, next: { type: "card", provider: "test" } });
      await expect(step.getByText(site.cardTestNotice, { exact: true })).toBeVisible();
      await expect(step.getByRole("heading", { level: 2, name: site.stepTitle })).toBeFocused();

      const paid = await answerWith(page, () => step.getByRole("button", { name: site.pay, exact: true }).click());
      expect(paid).toMatchObject({ id: byCard.payment.id, status: "succeeded" });
      await expect(notifications(page).getByText(site.activated, { exact: true })).toBeVisible();
      await expect(step).toHaveCount(0);

      expect(await paymentStatus(page.request, byCard)).toMatchObject({ status: "succeeded", method: "card" });
      expect(await paymentStatus(page.request, byPhone)).toMatchObject({ status: "failed", method: "mobile_money", failureReason: "test_declined" });
    });
  });
}
