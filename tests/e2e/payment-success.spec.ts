/**
 * The address a card payment returns to (/payment-success?payment_intent=…&payment_intent_client_secret=…)
 * shows the payment's real state, asked of the server with the client secret: paid, not
 * completed (with the way back) or unknown. The server's HTML only says it is checking.
 * ('Processing' cannot be produced by the test provider: the component tests cover it.)
 */
import type { APIRequestContext, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Each test is a visitor of its own: the API limits form submissions per client, and the server
 * (behind a proxy on loopback) takes the client's address from X-Forwarded-For.
 */
async function asOwnVisitor(context: BrowserContext, testInfo: TestInfo) {
  let hash = 13;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${(hash >>> 8) % 256}.${(hash % 254) + 1}` });
}

test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));

type Payment = { id: string; secret: string };

/** A $50 donation and its payment, started through the API as the donation page does, left unpaid. */
async function startDonation(request: APIRequestContext, lang: "en" | "fr"): Promise<Payment> {
  const created = await request.post("/api/donations", {
    data: { email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: lang },
  });
  expect(created.status()).toBe(201);
  const { donation } = (await created.json()) as { donation: { id: string; amount: number; currency: string } };
  const intent = await request.post("/api/create-payment-intent", {
    data: { donationId: donation.id, type: "donation", amount: donation.amount, currency: donation.currency },
  });
  expect(intent.status()).toBe(200);
  const { paymentIntentId, clientSecret } = (await intent.json()) as { paymentIntentId: string; clientSecret: string };
  return { id: paymentIntentId, secret: clientSecret };
}

/** An individual membership application (12,000 FCFA of dues), left unpaid. */
async function startMembership(request: APIRequestContext, lang: "en" | "fr"): Promise<Payment> {
  const res = await request.post("/api/memberships", {
    data: { fullName: "Koffi Mensah", email: "koffi@example.org", country: "Benin", category: "adherent_individual", consent: true, language: lang },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { paymentIntentId: string; clientSecret: string };
  return { id: body.paymentIntentId, secret: body.clientSecret };
}

async function confirm(request: APIRequestContext, payment: Payment, outcome: "succeeded" | "failed") {
  const res = await request.post(`/api/payments/${payment.id}/test-confirm`, { data: { clientSecret: payment.secret, outcome } });
  expect(res.status()).toBe(200);
}

const returnAddress = (prefix: string, payment: Payment) =>
  `${prefix}/payment-success?payment_intent=${payment.id}&payment_intent_client_secret=${encodeURIComponent(payment.secret)}&redirect_status=succeeded`;

async function open(page: Page, address: string) {
  const response = await page.goto(address);
  expect(response?.status()).toBe(200);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

test("the server's HTML says it is checking, without asking for the payment itself", async ({ page }) => {
  const payment = await startDonation(page.request, "en");
  await confirm(page.request, payment, "succeeded");

  const html = await (await page.request.get(returnAddress("", payment))).text();
  expect(html).toMatch(/<h1[^>]*>Checking your payment…<\/h1>/);
  expect(html).not.toContain("Payment Successful!</h1>");
});

test.describe("in EN", () => {
  test("a paid donation: 'Payment Successful!', its amount, and the way home and to the about page", async ({ page }) => {
    const payment = await startDonation(page.request, "en");
    await confirm(page.request, payment, "succeeded");

    await open(page, returnAddress("", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment Successful!");
    await expect(page.getByText("Your payment has been processed successfully.")).toBeVisible();
    await expect(page.getByText("Amount: $50")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "Learn more about us" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("an unpaid donation: 'Payment not completed', with the way back to the donation page", async ({ page }) => {
    const payment = await startDonation(page.request, "en");

    await open(page, returnAddress("", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment not completed");
    await page.getByRole("main").getByRole("link", { name: "Back to the donation page" }).click();
    await expect(page).toHaveURL("/donate");
  });

  test("an unknown payment: 'We could not find this payment', with links home and to the contact page", async ({ page, browserProblems }) => {
    // The server's 404 for the unknown payment is the point here.
    browserProblems.expectAt(/\/api\/payments\/test_pi_0000/);

    await open(page, "/payment-success?payment_intent=test_pi_0000&payment_intent_client_secret=test_pi_0000_secret_nope");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this payment");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("in FR", () => {
  test("paid dues: 'Paiement réussi !' and the amount as French writes it", async ({ page }) => {
    const payment = await startMembership(page.request, "fr");
    await confirm(page.request, payment, "succeeded");

    await open(page, returnAddress("/fr", payment));

    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement réussi\u00a0!");
    await expect(page.getByText(/^Montant\s:\s12\s000\sFCFA$/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr/");
  });

  test("declined dues: 'Paiement non effectué', with the way back to the membership page", async ({ page }) => {
    const payment = await startMembership(page.request, "fr");
    await confirm(page.request, payment, "failed");

    await open(page, returnAddress("/fr", payment));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement non effectué");
    await page.getByRole("main").getByRole("link", { name: "Revenir à la page d’adhésion" }).click();
    await expect(page).toHaveURL("/fr/join");
  });

  test("an address without its secret: 'Nous n’avons pas trouvé ce paiement'", async ({ page }) => {
    await open(page, "/fr/payment-success?payment_intent=test_pi_0000");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous n’avons pas trouvé ce paiement");
    await expect(page.getByRole("main").getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/fr/contact");
  });
});
