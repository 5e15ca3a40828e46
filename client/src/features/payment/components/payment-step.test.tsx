/**
 * The payment step with the Stripe provider. Stripe.js cannot be reached from tests (nor from
 * this machine): its loader is replaced at the module boundary, as it is fetched by the step.
 */
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadStripe } from "@stripe/stripe-js";
import type { ClientConfig } from "@shared/site";
import type { Language } from "@shared/domain";
import { Toaster } from "@/components/ui/toaster-host";
import { LanguageContext } from "@/i18n";
import { ConfigContext } from "@/lib/config";
import { makeQueryClient } from "@/lib/query-client";
import { testConfig } from "@/test/render";
import { loadStripeCheckout } from "../load-stripe";
import { PaymentStep } from "./payment-step";

vi.mock("@stripe/stripe-js", () => ({ loadStripe: vi.fn(async () => null) }));

/** Stripe's React bindings, faked: the Payment Element is ready at once, confirmPayment is ours to script. */
const confirmPayment = vi.fn();
vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => <>{children}</>,
  PaymentElement: ({ onReady }: { onReady?: () => void }) => {
    queueMicrotask(() => onReady?.());
    return <div data-testid="payment-element" />;
  },
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ fake: "elements" }),
}));

configure({ asyncUtilTimeout: 5000 });

const stripeConfig: ClientConfig = { ...testConfig, payments: { provider: "stripe", publishableKey: "pk_test_123" } };
const payment = { paymentIntentId: "pi_123", clientSecret: "pi_123_secret_456", amount: 5_000, currency: "USD" as const };

function renderStep(lang: Language = "en") {
  const onSuccess = vi.fn();
  const onBack = vi.fn();
  const user = userEvent.setup();
  render(
    <ConfigContext.Provider value={stripeConfig}>
      <LanguageContext.Provider value={lang}>
        <QueryClientProvider client={makeQueryClient()}>
          <PaymentStep title={lang === "fr" ? "Finalisez votre don" : "Complete Your Donation"} payment={payment} onSuccess={onSuccess} onBack={onBack}>
            <p>Summary</p>
          </PaymentStep>
          <Toaster />
        </QueryClientProvider>
      </LanguageContext.Provider>
    </ConfigContext.Provider>,
  );
  return { user, onSuccess, onBack };
}

beforeEach(() => {
  vi.mocked(loadStripe).mockReset().mockResolvedValue(null);
  confirmPayment.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the payment step with Stripe", () => {
  it("says the secure payment form could not be loaded, and retries on demand", async () => {
    const { user } = renderStep();

    expect(screen.getByRole("heading", { level: 2, name: "Complete Your Donation" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("Loading the secure payment form...");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The secure payment form could not be loaded");
    expect(alert).toHaveTextContent("Check your internet connection and try again");
    expect(loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(screen.queryByText("Test mode — no card is charged")).not.toBeInTheDocument();

    // Stripe.js still unreachable: the message stays, with its button.
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(loadStripe).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("button", { name: "Retry" })).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("The secure payment form could not be loaded");

    // Reachable again: the card form appears.
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("payment-element")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says it in French, and a rejected load is a failure too", async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error("Failed to load Stripe.js"));
    renderStep("fr");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Le formulaire de paiement sécurisé n’a pas pu être chargé");
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Revenir au formulaire" })).toBeEnabled();
  });

  it("gives up on Stripe.js after 15 seconds without an answer", async () => {
    vi.useFakeTimers();
    vi.mocked(loadStripe).mockReturnValue(new Promise(() => {}));

    const attempt = loadStripeCheckout("pk_test_123");
    const failure = expect(attempt).rejects.toThrow("Stripe.js could not be loaded: no answer within 15000 ms");
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void attempt.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
  });

  it("confirms in place, returning to /payment-success in the page's language, then reports success", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const { user, onSuccess } = renderStep("fr");

    const pay = await screen.findByRole("button", { name: "Payer 50\u00a0$\u00a0US" });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText(/traités de façon sécurisée par Stripe/)).toBeInTheDocument();
    await user.click(pay);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded"));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { fake: "elements" },
      confirmParams: { return_url: "http://localhost:5000/fr/payment-success" },
      redirect: "if_required",
    });
  });

  it("passes on a payment still processing at the bank as a success", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValue({ paymentIntent: { status: "processing" } });
    const { user, onSuccess } = renderStep();

    const pay = await screen.findByRole("button", { name: "Pay $50" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("processing"));
  });

  it("shows the provider's refusal as 'Payment Failed' and keeps the step open", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValueOnce({ error: { type: "card_error", message: "Your card has insufficient funds." } });
    confirmPayment.mockResolvedValueOnce({ error: { type: "card_error" } });
    const { user, onSuccess } = renderStep();

    const pay = await screen.findByRole("button", { name: "Pay $50" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card has insufficient funds.")).toBeInTheDocument();
    await waitFor(() => expect(pay).toBeEnabled());

    await user.click(pay);
    expect(await screen.findByText("Payment failed")).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Complete Your Donation" })).toBeInTheDocument();
  });

  it("shows an unexpected exception as 'Payment Error'", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockRejectedValueOnce(new Error("Network request failed"));
    confirmPayment.mockRejectedValueOnce("no message");
    const { user } = renderStep();

    const pay = await screen.findByRole("button", { name: "Pay $50" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("Network request failed")).toBeInTheDocument();

    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText("An unexpected error occurred")).toBeInTheDocument();
  });
});
