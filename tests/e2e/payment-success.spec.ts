/**
 * The address a payment returns to (/payment-success?payment=…&token=…, where our card form and
 * FedaPay's hosted page send the payer back) shows the payment's real state, asked of the server
 * with the payer's proof: paid, not completed (with the reason of a mobile-money decline and the
 * way back) or unknown. Stripe's own parameters (payment_intent and its client secret) are still
 * read. The server's HTML only says it is checking.
 * ('Processing' cannot be produced by the test provider: the component tests cover it.)
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { DonationResponse, MembershipApplicationResponse, PayableRef, StartPaymentResponse } from "../../shared/api-types";
import { asOwnVisitor, expect, test } from "./fixtures";

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

type Payment = { id: string; token: string; next: StartPaymentResponse["next"] };
type Method = { method: "card" } | { method: "mobile_money"; phone: string };

/** Starts a payment of a payable as the payment step does, once the payer has chosen how. */
async function startPayment(request: APIRequestContext, payable: PayableRef, how: Method): Promise<Payment> {
  const res = await request.post("/api/payments", {
    data: { payable: { kind: payable.kind, id: payable.id, token: payable.token }, ...how, idempotencyKey: randomUUID() },
  });
  expect(res.status()).toBe(201);
  const { payment, token, next } = (await res.json()) as StartPaymentResponse;
  return { id: payment.id, token, next };
}

/** A $50 donation and its card payment, started through the API as the donation page does, left unpaid. */
async function startDonation(request: APIRequestContext, lang: "en" | "fr"): Promise<Payment> {
  const created = await request.post("/api/donations", {
    data: { email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: lang },
  });
  expect(created.status()).toBe(201);
  const { payable } = (await created.json()) as DonationResponse;
  return startPayment(request, payable, { method: "card" });
}

/** An individual membership application (12,000 FCFA of dues) and its mobile-money payment, left unanswered. */
async function startMembership(request: APIRequestContext, lang: "en" | "fr"): Promise<Payment> {
  const res = await request.post("/api/memberships?payment=later", {
    // An applicant of their own each time: a member whose year is paid is not charged again.
    data: { fullName: "Koffi Mensah", email: `koffi.${randomUUID().slice(0, 8)}@example.org`, country: "Benin", category: "adherent_individual", consent: true, language: lang },
  });
  expect(res.status()).toBe(201);
  const { payable } = (await res.json()) as MembershipApplicationResponse;
  if (!payable) throw new Error("an individual application has dues to pay");
  return startPayment(request, payable, { method: "mobile_money", phone: "01 97 12 34 56" });
}

/** The test provider's answer: a card confirmed or declined, a phone's Approve or Decline. */
async function answer(request: APIRequestContext, payment: Payment, outcome: "succeeded" | "failed") {
  const res = await request.post(`/api/payments/${payment.id}/test-confirm`, { data: { clientSecret: payment.token, outcome } });
  expect(res.status()).toBe(200);
}

const returnAddress = (prefix: string, payment: Payment) => `${prefix}/payment-success?payment=${payment.id}&token=${encodeURIComponent(payment.token)}`;

async function open(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("the server's HTML says it is checking, without asking for the payment itself", async ({ page }) => {
  const payment = await startDonation(page.request, "en");
  await answer(page.request, payment, "succeeded");

  const html = await (await page.request.get(returnAddress("", payment))).text();
  expect(html).toMatch(/<h1[^>]*>Checking your payment…<\/h1>/);
  expect(html).not.toContain("Payment Successful!</h1>");
});

test.describe("in EN", () => {
  test("a paid donation: 'Payment Successful!', its amount, and the way home and to the about page", async ({ page }) => {
    const payment = await startDonation(page.request, "en");
    await answer(page.request, payment, "succeeded");

    await open(page, returnAddress("", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    await expect(page.getByText("Your payment has been processed successfully.")).toBeVisible();
    await expect(page.getByText("Amount: $50")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "Learn more about us" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("Stripe's return address (payment_intent and its client secret) still finds the payment", async ({ page }) => {
    const payment = await startDonation(page.request, "en");
    await answer(page.request, payment, "succeeded");
    if (payment.next.type !== "card") throw new Error("a card payment gives a card form");
    // The provider's reference is the part of its client secret before `_secret_`, as with Stripe.
    const { clientSecret } = payment.next;
    const reference = clientSecret.slice(0, clientSecret.indexOf("_secret_"));

    await open(page, `/payment-success?payment_intent=${reference}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}&redirect_status=succeeded`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    await expect(page.getByText("Amount: $50")).toBeVisible();
  });

  test("an unpaid donation: 'Payment not completed', with the way back to the donation page", async ({ page }) => {
    const payment = await startDonation(page.request, "en");

    await open(page, returnAddress("", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
    await expect(page.getByText("You can try again with the same card or another one.", { exact: false })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to the donation page" }).click();
    await expect(page).toHaveURL("/donate");
  });

  test("an unknown payment: 'We could not find this payment', with links home and to the contact page", async ({ page, browserProblems }) => {
    const unknown = randomUUID();
    // The server's 404 for the unknown payment is the point here.
    browserProblems.expectAt(new RegExp(`/api/payments/${unknown}`));

    await open(page, `/payment-success?payment=${unknown}&token=not-its-token`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this payment");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("in FR", () => {
  test("dues paid by mobile money: 'Paiement réussi !' and the amount as French writes it", async ({ page }) => {
    const payment = await startMembership(page.request, "fr");
    await answer(page.request, payment, "succeeded");

    await open(page, returnAddress("/fr", payment));

    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
    await expect(page.getByText("Montant\u00a0: 12\u00a0000\u00a0FCFA", { exact: true })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr/");
  });

  test("dues declined on the phone: 'Paiement non effectué', the reason, and the way back to the membership page", async ({ page }) => {
    const payment = await startMembership(page.request, "fr");
    await answer(page.request, payment, "failed");

    await open(page, returnAddress("/fr", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement non effectué");
    await expect(page.getByText("La demande a été refusée sur le téléphone.", { exact: true })).toBeVisible();
    await expect(page.getByText(/Vous pouvez réessayer, par mobile money ou par carte\.$/)).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Revenir à la page d’adhésion" }).click();
    await expect(page).toHaveURL("/fr/join");
  });

  test("an address without its token: 'Nous n’avons pas trouvé ce paiement'", async ({ page }) => {
    await open(page, `/fr/payment-success?payment=${randomUUID()}`);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous n’avons pas trouvé ce paiement");
    await expect(page.getByRole("main").getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/fr/contact");
  });
});
