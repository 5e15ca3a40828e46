import { configure, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@shared/money";
import { renderApp } from "@/test/render";
import { json } from "@/test/stub-api";

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});


/** Stubs fetch with answers given in turn (the last one repeats); returns the spy. */
function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answers[Math.min(call++, answers.length - 1)]!());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Where our card form and FedaPay's hosted page send the payer back: our payment and its proof. */
const address = "/payment-success?payment=pay-1&token=pay-1_proof%2Bx";
const asked = "/api/payments/pay-1?client_secret=pay-1_proof%2Bx";
/** Where Stripe sent payers back before our payments had ids of their own. */
const stripeAddress = "/payment-success?payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x%2By&redirect_status=succeeded";
const status = (overrides: Record<string, unknown>) => () =>
  json(200, {
    id: "pay-1",
    kind: "donation",
    status: "succeeded",
    amount: 5_000,
    currency: "USD",
    method: "card",
    provider: "stripe",
    operator: null,
    phoneEnding: null,
    failureReason: null,
    // Once succeeded, what the payer keeps: the receipt's number, where it went, its link.
    confirmation:
      (overrides.status ?? "succeeded") === "succeeded"
        ? { receiptNumber: "2026-000044", sentTo: "a•••@example.org", year: null, documents: { receipt: "/api/documents/r.link.pdf", attestation: null } }
        : null,
    ...overrides,
  });
const mobileMoney = { amount: 12_000, currency: "XOF", method: "mobile_money", provider: "fedapay", operator: "mtn", phoneEnding: "•• 34 56" };

/** A text as the page shows it, with any of its spaces (formatMoney's are non-breaking) matching. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s")}$`);

describe("the /payment-success page", { timeout: 15_000 }, () => {
  it("asks our server about our payment with its proof, then shows the success, the amount and the way on", async () => {
    const fetch = stubFetch(status({}));
    renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`${asked}&lang=en`, { credentials: "include", signal: expect.any(AbortSignal) });
    expect(screen.getByText("Your payment has been processed successfully.")).toBeInTheDocument();
    expect(screen.getByText("Amount: $50")).toBeInTheDocument();
    expect(screen.getByText(/^Thank you for supporting the training of young people and women/)).toBeInTheDocument();
    // The same confirmation as on the page paid from, from the same answer (asked once).
    const confirmation = await screen.findByRole("region", { name: "Thank you — your payment is received" });
    expect(within(confirmation).getByRole("status")).toHaveTextContent("$50 received: A gift to the foundation.");
    expect(within(confirmation).getByText("2026-000044")).toBeInTheDocument();
    expect(within(confirmation).getByText("a•••@example.org")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Download the receipt (PDF)" })).toHaveAttribute("href", "/api/documents/r.link.pdf");
    expect(fetch).toHaveBeenCalledTimes(1);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(main).getByRole("link", { name: "Learn more about us" })).toHaveAttribute("href", "/about");
  });

  it("still reads Stripe's own return address, with the PaymentIntent's client secret as the proof", async () => {
    const fetch = stubFetch(status({ id: "pi_3Abc" }));
    renderApp(stripeAddress);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/payments/pi_3Abc?client_secret=pi_3Abc_secret_x%2By&lang=en", expect.anything());
  });

  it("asks about our payment when Stripe added its own parameters to our return address", async () => {
    const fetch = stubFetch(status({}));
    renderApp(`${address}&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded`);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`${asked}&lang=en`, expect.anything());
  });

  it("believes our server, not the status FedaPay's page puts in the address", async () => {
    const fetch = stubFetch(status({ ...mobileMoney, status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" }));
    renderApp(`${address}&id=104833&status=approved`);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`${asked}&lang=en`, expect.anything());
    expect(screen.getByText("There was not enough money in the account.")).toBeInTheDocument();
    expect(screen.getByText(/^The payment did not go through and nothing has been taken from your account/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the donation page" })).toHaveAttribute("href", "/donate");
  });

  it("says a mobile money payment FedaPay has not confirmed yet is being processed, in French", async () => {
    stubFetch(status({ ...mobileMoney, kind: "membership", status: "pending" }), status({ ...mobileMoney, kind: "membership" }));
    const { user } = renderApp(`/fr${address}&id=104833&status=pending`);

    expect(await screen.findByRole("heading", { level: 1, name: "Votre paiement est en cours de traitement" })).toBeInTheDocument();
    expect(screen.getByText(/^Votre opérateur n’a pas encore confirmé le paiement/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Vérifier à nouveau" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Paiement réussi\u00a0!" })).toBeInTheDocument();
  });

  it("shows 'Checking your payment…' until the server answers", async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "Checking your payment…" })).toBeInTheDocument();
    answer(status({})());
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
  });

  it("says it in French, with the amount as French writes it", async () => {
    stubFetch(status({ kind: "membership", amount: 12_000, currency: "XOF" }));
    renderApp(`/fr${address}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Paiement réussi\u00a0!" })).toBeInTheDocument();
    expect(screen.getByText(spaced(`Montant : ${formatMoney(12_000, "XOF", "fr")}`))).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr/");
  });

  it("says a processing payment is being processed, and checks again on demand", async () => {
    const fetch = stubFetch(status({ status: "processing" }), status({ status: "processing" }), status({}));
    const { user } = renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "Your payment is being processed" })).toBeInTheDocument();
    expect(screen.getByText(/^Your bank has not confirmed the payment yet/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("button", { name: "Check again" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Your payment is being processed" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Check again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("says a failed donation was not completed, with a way back to the donation page", async () => {
    stubFetch(status({ status: "failed" }));
    renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment not completed" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the donation page" })).toHaveAttribute("href", "/donate");
  });

  it("says a pending membership payment was not completed, with a way back to /join, in French", async () => {
    stubFetch(status({ status: "pending", kind: "membership", amount: 12_000, currency: "XOF" }));
    renderApp(`/fr${address}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Paiement non effectué" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Revenir à la page d’adhésion" })).toHaveAttribute("href", "/fr/join");
  });

  it("says an unknown payment cannot be found, with links home and to the contact page", async () => {
    stubFetch(() => json(404, { message: "Payment not found" }));
    renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "We could not find this payment" })).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(main).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("says the same without asking the server when the address lacks the payment or its proof", async () => {
    const fetch = stubFetch(status({}));
    const { unmount } = renderApp("/payment-success?payment_intent=pi_3Abc");
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find this payment" })).toBeInTheDocument();
    unmount();

    renderApp("/payment-success?payment=pay-1&id=104833&status=approved");
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find this payment" })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("offers to try again when the server does not answer", async () => {
    stubFetch(() => json(503, { message: "The service is temporarily unavailable." }), status({}));
    const { user } = renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "We could not check your payment" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
  });
});
