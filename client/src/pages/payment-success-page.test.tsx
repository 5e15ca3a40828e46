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

const address = "/payment-success?payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x%2By&redirect_status=succeeded";
const status = (overrides: Record<string, unknown>) => () =>
  json(200, { id: "pi_3Abc", kind: "donation", status: "succeeded", amount: 5_000, currency: "USD", ...overrides });

/** A text as the page shows it, with any of its spaces (formatMoney's are non-breaking) matching. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s")}$`);

describe("the /payment-success page", { timeout: 15_000 }, () => {
  it("checks the payment with its client secret, then shows the success, the amount and the way on", async () => {
    const fetch = stubFetch(status({}));
    renderApp(address);

    expect(await screen.findByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/payments/pi_3Abc?client_secret=pi_3Abc_secret_x%2By", { credentials: "include" });
    expect(screen.getByText("Your payment has been processed successfully.")).toBeInTheDocument();
    expect(screen.getByText("Amount: $50")).toBeInTheDocument();
    expect(screen.getByText(/^Thank you for supporting the training of young people and women/)).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    expect(within(main).getByRole("link", { name: "Learn more about us" })).toHaveAttribute("href", "/about");
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

  it("says the same without asking the server when the address lacks the payment or its secret", async () => {
    const fetch = stubFetch(status({}));
    renderApp("/payment-success?payment_intent=pi_3Abc");

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
