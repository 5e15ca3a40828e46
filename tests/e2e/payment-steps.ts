/**
 * What the payment specs share: a payer of their own on a phone, the join form's words in both
 * languages, applying on /join as an individual member (12,000 FCFA of dues), starting a payment
 * on the payment step, the built-in test provider's answer, and the payment's status as the server
 * gives it to the payer.
 */
import type { APIRequestContext, Page, Response } from "@playwright/test";
import type { MembershipApplicationResponse, PaymentStatusResponse, StartPaymentResponse } from "../../shared/api-types";
import { viewports } from "./admin";
import { asOwnVisitor, expect, test } from "./fixtures";

/** Each test of the file is a visitor of its own (its own client address), on a phone. */
export function payerOnAPhone() {
  test.use({ viewport: viewports.phone });
  test.beforeEach(async ({ context }, testInfo) => asOwnVisitor(context, testInfo));
}

/** The membership form on /join and the payment step it opens, as a person reads them. */
export const joinForm = {
  en: {
    join: "/join",
    name: "Full name",
    email: "Email address",
    country: "Country",
    countryValue: "Benin",
    consent: /I consent to the processing of my personal data/,
    submit: "Submit application",
    stepTitle: "Complete Your Membership Payment",
  },
  fr: {
    join: "/fr/join",
    name: "Nom complet",
    email: "Adresse e-mail",
    country: "Pays",
    countryValue: "Bénin",
    consent: /J’accepte le traitement de mes données personnelles/,
    submit: "Envoyer ma demande",
    stepTitle: "Finalisez le paiement de votre adhésion",
  },
} as const;

export type JoinForm = (typeof joinForm)[keyof typeof joinForm];

/** A POST to the site's `path`, for `page.waitForResponse`. */
export const isPost = (path: string) => (r: Response) => new URL(r.url()).pathname === path && r.request().method() === "POST";

/** Fills and sends the application of an individual member on /join; returns the server's answer. */
export async function sendApplication(page: Page, form: JoinForm, who: { name: string; email: string }): Promise<Response> {
  await page.goto(form.join);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The form's code loads when the visitor scrolls down to it.
  const submit = page.getByRole("button", { name: form.submit });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeEnabled();
  await page.getByLabel(form.name, { exact: true }).fill(who.name);
  await page.getByLabel(form.email, { exact: true }).fill(who.email);
  await page.getByLabel(form.country, { exact: true }).fill(form.countryValue);
  await page.getByLabel(form.consent).check();
  const answered = page.waitForResponse(isPost("/api/memberships"));
  await submit.click();
  return answered;
}

/**
 * Applies as an individual member, whose 12,000 FCFA of dues are paid by mobile money or card;
 * returns the payment step, its heading focused, and the server's answer.
 */
export async function applyToPayDues(page: Page, form: JoinForm, who: { name: string; email: string }) {
  const application = (await (await sendApplication(page, form, who)).json()) as MembershipApplicationResponse;
  expect(application).toMatchObject({ requiresPayment: true, payable: { kind: "membership", amount: 12_000, currency: "XOF", methods: ["mobile_money", "card"] } });
  const step = page.getByRole("region", { name: form.stepTitle });
  await expect(step.getByRole("heading", { level: 2, name: form.stepTitle })).toBeFocused();
  return { step, application };
}

/** Presses a button that starts a payment; returns what it sent and the payment the server started. */
export async function startPayment(page: Page, press: () => Promise<void>) {
  const started = page.waitForResponse(isPost("/api/payments"));
  await press();
  const response = await started;
  expect(response.status()).toBe(201);
  return { sent: response.request().postDataJSON() as Record<string, unknown>, answer: (await response.json()) as StartPaymentResponse };
}

/** Presses one of the test provider's answers (Approve, Decline, a card's Pay); returns the status the server gave back. */
export async function answerWith(page: Page, press: () => Promise<void>) {
  const answered = page.waitForResponse((r) => /^\/api\/payments\/[^/]+\/test-confirm$/.test(new URL(r.url()).pathname));
  await press();
  const response = await answered;
  expect(response.status()).toBe(200);
  return (await response.json()) as PaymentStatusResponse;
}

/** The payment as the server tells the payer, its secret as proof. */
export async function paymentStatus(request: APIRequestContext, started: StartPaymentResponse) {
  const res = await request.get(`/api/payments/${started.payment.id}?client_secret=${encodeURIComponent(started.token)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as PaymentStatusResponse;
}
