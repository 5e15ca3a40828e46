/**
 * The payment step: the payer chooses how to pay, then pays by mobile money (a request on the
 * phone, followed until the operator answers) or by card (Stripe's Payment Element or the test
 * provider's form). The API is stubbed at `fetch`; Stripe.js cannot be reached from tests (nor
 * from this machine): its loader is replaced at the module boundary, as it is fetched by the step.
 */
import { StrictMode, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadStripe } from "@stripe/stripe-js";
import type { PayableRef, PaymentStatusResponse, StartPaymentResponse } from "@shared/api-types";
import type { Language } from "@shared/domain";
import { formatMoney } from "@shared/money";
import type { ClientConfig } from "@shared/site";
import { Toaster } from "@/components/ui/toaster-host";
import { LanguageContext } from "@/i18n";
import { ConfigContext } from "@/lib/config";
import { makeQueryClient } from "@/lib/query-client";
import { testConfig } from "@/test/render";
import { json, stubApi, type Call } from "@/test/stub-api";
import { loadStripeCheckout } from "../load-stripe";
import { PHONE_REQUEST_EXPIRY_MS } from "./confirm-on-phone";
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

const methods = { USD: ["card"], EUR: ["card"], CAD: ["card"], XOF: ["mobile_money", "card"] } as const;
const testModeConfig: ClientConfig = { ...testConfig, payments: { methods, stripePublishableKey: null, testMode: true, testMethods: ["mobile_money", "card"] } };
const stripeConfig: ClientConfig = { ...testConfig, payments: { methods, stripePublishableKey: "pk_test_123", testMode: false, testMethods: [] } };

const fcfa: PayableRef = { kind: "donation", id: "d-1", token: "payable-proof", amount: 12_000, currency: "XOF", methods: ["mobile_money", "card"] };
const dollars: PayableRef = { kind: "donation", id: "d-2", token: "payable-proof", amount: 5_000, currency: "USD", methods: ["card"] };

const payment = (overrides: Partial<PaymentStatusResponse> = {}): PaymentStatusResponse => ({
  id: "pay-1",
  kind: "donation",
  status: "pending",
  amount: 12_000,
  currency: "XOF",
  method: "mobile_money",
  provider: "fedapay",
  operator: "mtn",
  phoneEnding: "•• 34 56",
  failureReason: null,
  confirmation: null,
  ...overrides,
});
const onPhone = (overrides: Partial<PaymentStatusResponse> = {}, fallbackUrl: string | null = null): StartPaymentResponse => ({
  payment: payment(overrides),
  token: "pay-1-proof",
  next: { type: "confirm_on_phone", fallbackUrl },
});
const byCard = (provider: "stripe" | "test", overrides: Partial<PaymentStatusResponse> = {}): StartPaymentResponse => ({
  payment: payment({ id: "pay-c", method: "card", provider, operator: null, phoneEnding: null, ...overrides }),
  token: "pay-c-proof",
  next: { type: "card", provider, clientSecret: "pi_123_secret_456" },
});

/** A text as the page shows it, with any of its spaces (formatMoney's are non-breaking) matching. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s")}$`);

function renderStep({
  lang = "en",
  payable = fcfa,
  config = testModeConfig,
  strict = false,
}: { lang?: Language; payable?: PayableRef; config?: ClientConfig; strict?: boolean } = {}) {
  const onSuccess = vi.fn();
  const onBack = vi.fn();
  // With fake timers (the tests of the polling), user-event's own waits move them on.
  const user = userEvent.setup({ advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)) });
  const step = (
    <ConfigContext.Provider value={config}>
      <LanguageContext.Provider value={lang}>
        <QueryClientProvider client={makeQueryClient()}>
          <PaymentStep title={lang === "fr" ? "Finalisez votre don" : "Complete Your Donation"} payable={payable} onSuccess={onSuccess} onBack={onBack}>
            <p>Summary</p>
          </PaymentStep>
          <Toaster />
        </QueryClientProvider>
      </LanguageContext.Provider>
    </ConfigContext.Provider>
  );
  render(strict ? <StrictMode>{step}</StrictMode> : step);
  return { user, onSuccess, onBack };
}

const starts = (calls: Call[]) => calls.filter((call) => call.url.startsWith("/api/payments?"));
const polls = (calls: Call[]) => calls.filter((call) => call.method === "GET");

/** Waits for the next poll of the payment's status (the first comes 3 seconds after the start). */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(3_000));

beforeEach(() => {
  vi.mocked(loadStripe).mockReset().mockResolvedValue(null);
  confirmPayment.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("choosing how to pay", () => {
  it("offers mobile money first, chosen, and card for an amount in FCFA", async () => {
    const { user } = renderStep();

    expect(screen.getByRole("heading", { level: 2, name: "Complete Your Donation" })).toHaveFocus();
    const group = screen.getByRole("group", { name: "How would you like to pay?" });
    const [mobileMoney, card] = within(group).getAllByRole("radio");
    expect(mobileMoney).toHaveAccessibleName("Mobile money (MTN, Moov, Celtiis)");
    expect(mobileMoney).toHaveAccessibleDescription("A payment request is sent to your phone: you approve it with your PIN.");
    expect(mobileMoney).toBeChecked();
    expect(card).toHaveAccessibleName("Card");
    expect(card).not.toBeChecked();
    expect(screen.getByLabelText("Mobile money number")).toHaveAttribute("type", "tel");
    expect(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) })).toBeInTheDocument();
    expect(screen.getByText("Test mode — no money moves")).toBeInTheDocument();

    await user.click(card!);
    expect(screen.queryByLabelText("Mobile money number")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue to card payment" })).toBeInTheDocument();
  });

  it("goes straight to the card form for US dollars, the only way, saying that mobile money takes FCFA", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, byCard("test", { amount: 5_000, currency: "USD" }))]]);
    renderStep({ payable: dollars });

    expect(screen.getByRole("heading", { level: 2, name: "Complete Your Donation" })).toHaveFocus();
    expect(screen.queryByRole("group", { name: "How would you like to pay?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(screen.getByText("Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.")).toBeInTheDocument();
    // Nothing to choose, nothing to press: the card payment starts as the step opens.
    expect(screen.getByRole("status")).toHaveTextContent("Loading the secure payment form...");
    expect(screen.queryByRole("button", { name: "Continue to card payment" })).not.toBeInTheDocument();

    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(starts(calls)).toEqual([
      {
        url: "/api/payments?lang=en",
        method: "POST",
        body: { payable: { kind: "donation", id: "d-2", token: "payable-proof" }, method: "card", idempotencyKey: expect.any(String) },
      },
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Complete Your Donation" })).toHaveFocus();
    expect(screen.getByText("Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Choose another way to pay" })).not.toBeInTheDocument();
  });

  it("starts the card payment once, opened in StrictMode", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, byCard("test", { amount: 5_000, currency: "USD" }))]]);
    renderStep({ payable: dollars, strict: true });

    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(starts(calls)).toHaveLength(1);
  });

  it("offers Continue to try the card again when its automatic start failed, in French", async () => {
    let answer = () => json(503, { message: "Le paiement par carte ne répond pas. Réessayez dans un instant." });
    const calls = stubApi([["/api/payments?", () => answer()]]);
    const { user } = renderStep({ lang: "fr", payable: dollars });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Le paiement n’a pas pu être lancé");
    expect(alert).toHaveTextContent("Le paiement par carte ne répond pas. Réessayez dans un instant.");
    expect(alert).toHaveFocus();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    answer = () => json(201, byCard("test", { amount: 5_000, currency: "USD" }));
    await user.click(screen.getByRole("button", { name: "Continuer vers le paiement par carte" }));
    expect(await screen.findByText("Mode test — aucune carte n’est débitée")).toBeInTheDocument();
    expect(starts(calls)).toHaveLength(2);
  });

  it("says so when nothing takes the amount online, and goes back to the form", async () => {
    const { user, onBack } = renderStep({ lang: "fr", payable: { ...dollars, methods: [] } });

    expect(screen.getByRole("alert")).toHaveTextContent("Le paiement en ligne n’est pas disponible pour ce montant");
    expect(screen.queryByRole("button", { name: /^Payer|^Continuer/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revenir au formulaire" }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe("the mobile money number", () => {
  it("says what is wrong with a number, in English, and sends nothing", async () => {
    const calls = stubApi([]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");
    const pay = screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) });

    await user.click(pay);
    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription(spaced("A Benin number, for example 01 97 12 34 56. Enter the number of your mobile money account"));
    expect(number).toHaveFocus();

    await user.type(number, "97 12 34");
    expect(number).toHaveAccessibleDescription(/Enter a Benin mobile number of 10 digits starting with 01, for example 01\s97\s12\s34\s56$/);
    await user.click(pay);
    expect(calls).toEqual([]);

    // Corrected, the message goes.
    await user.clear(number);
    await user.type(number, "+229 01 97 12 34 56");
    expect(number).not.toHaveAttribute("aria-invalid");
    expect(number).toHaveAccessibleDescription(spaced("A Benin number, for example 01 97 12 34 56."));
  });

  it("says it in French", async () => {
    const calls = stubApi([]);
    const { user } = renderStep({ lang: "fr" });
    const number = screen.getByLabelText("Numéro mobile money");

    await user.type(number, "12345");
    await user.click(screen.getByRole("button", { name: spaced(`Payer ${formatMoney(12_000, "XOF", "fr")}`) }));

    expect(number).toHaveAccessibleDescription(
      spaced(
        "Un numéro du Bénin, par exemple 01 97 12 34 56. Saisissez un numéro mobile du Bénin de 10 chiffres commençant par 01, par exemple 01 97 12 34 56",
      ),
    );
    expect(screen.getByText("Mode test — aucun argent n’est prélevé")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("chooses the operator from the number, lets the payer change it, and asks for it when the prefix is unknown", async () => {
    const calls = stubApi([]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");
    const operators = screen.getByRole("group", { name: "Operator" });
    const mtn = within(operators).getByRole("radio", { name: "MTN" });
    const moov = within(operators).getByRole("radio", { name: "Moov" });
    expect(mtn).not.toBeChecked();
    expect(moov).not.toBeChecked();

    await user.type(number, "01 97 12 34 56");
    expect(mtn).toBeChecked();
    await user.clear(number);
    await user.type(number, "0195123456");
    expect(moov).toBeChecked();

    // A ported number: the payer's choice stays while the prefix is the same.
    await user.click(mtn);
    expect(mtn).toBeChecked();
    await user.type(number, "{Backspace}7");
    expect(mtn).toBeChecked();

    // Celtiis' prefixes (40, 41, 43, 44).
    const celtiis = within(operators).getByRole("radio", { name: "Celtiis" });
    await user.clear(number);
    await user.type(number, "01 40 12 34 56");
    expect(celtiis).toBeChecked();

    // A prefix no operator was given (a fixed line's, Cotonou's 21): the operator must be chosen.
    await user.clear(number);
    await user.type(number, "01 21 12 34 56");
    expect(mtn).not.toBeChecked();
    expect(moov).not.toBeChecked();
    expect(celtiis).not.toBeChecked();
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    expect(operators).toHaveAccessibleDescription(
      "Chosen from your number. Change it if your number has moved to another operator. Choose the operator of this number",
    );
    expect(mtn).toHaveFocus();
    expect(calls).toEqual([]);

    await user.click(moov);
    expect(screen.queryByText("Choose the operator of this number")).not.toBeInTheDocument();
  });

  it("takes the former 8 digits, shows the number as it is written now and sends that", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, onPhone({ provider: "test" }))]]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");

    await user.type(number, "97 12 34 56");
    expect(screen.getByRole("radio", { name: "MTN" })).toBeChecked();
    // Leaving the field, the payer sees the number with its 01.
    await user.tab();
    expect(number).toHaveValue("01 97 12 34 56");
    expect(number).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    await screen.findByRole("heading", { level: 3, name: "Confirm on your phone" });
    expect(starts(calls)[0]?.body).toMatchObject({ method: "mobile_money", phone: "0197123456", operator: "mtn" });
    expect(screen.getByText(spaced(`We sent a payment request of ${formatMoney(12_000, "XOF", "en")} to your MTN number •• 34 56.`))).toBeInTheDocument();
  });

  it("takes the former 8 digits sent with Enter from the field, and shows them with their 01 on Change the number", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, onPhone({ provider: "test", status: "failed", failureReason: "test_declined" }))]]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "+229 97 12 34 56{Enter}");
    await screen.findByRole("heading", { level: 3, name: "The request could not be sent" });
    expect(starts(calls)[0]?.body).toMatchObject({ phone: "0197123456", operator: "mtn" });

    await user.click(screen.getByRole("button", { name: "Change the number" }));
    expect(screen.getByLabelText("Mobile money number")).toHaveValue("01 97 12 34 56");
  });

  it("chooses Celtiis from its numbers, and says how to find its request, in French", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, onPhone({ provider: "test", operator: "celtiis" }))]]);
    const { user } = renderStep({ lang: "fr" });
    expect(screen.getByRole("radio", { name: "Mobile money (MTN, Moov, Celtiis)" })).toBeChecked();
    const operators = within(screen.getByRole("group", { name: "Opérateur" })).getAllByRole("radio");
    expect(operators.map((radio) => radio.getAttribute("value"))).toEqual(["mtn", "moov", "celtiis"]);

    await user.type(screen.getByLabelText("Numéro mobile money"), "01 40 12 34 56");
    expect(screen.getByRole("radio", { name: "Celtiis" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: spaced(`Payer ${formatMoney(12_000, "XOF", "fr")}`) }));

    await screen.findByRole("heading", { level: 3, name: "Validez sur votre téléphone" });
    expect(starts(calls)[0]?.body).toMatchObject({ phone: "0140123456", operator: "celtiis" });
    expect(screen.getByText(spaced(`Nous avons envoyé une demande de paiement de ${formatMoney(12_000, "XOF", "fr")} à votre numéro Celtiis •• 34 56.`))).toBeInTheDocument();
    expect(
      screen.getByText("Rien à l’écran\u00a0? Ouvrez le menu Celtiis Cash de votre téléphone et validez la demande qui vous y attend.", { normalizer: (text) => text }),
    ).toBeInTheDocument();
  });

  it("says a number of another country cannot take mobile money here, and offers the card right there", async () => {
    const calls = stubApi([["/api/payments?", () => json(201, byCard("test"))]]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");
    await user.type(number, "+33 6 12 34 56 78");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    expect(number).toHaveAttribute("aria-invalid", "true");
    expect(number).toHaveAccessibleDescription(/Mobile money here takes Benin numbers only \(\+229\)\. Enter the number of a mobile money account in Benin\.$/);
    expect(number).toHaveFocus();
    expect(starts(calls)).toEqual([]);

    // The next Tab: the card.
    await user.tab();
    const card = screen.getByRole("button", { name: "Pay by card instead" });
    expect(card).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(starts(calls)).toEqual([
      {
        url: "/api/payments?lang=en",
        method: "POST",
        body: { payable: { kind: "donation", id: "d-1", token: "payable-proof" }, method: "card", idempotencyKey: expect.any(String) },
      },
    ]);
  });

  it("says it in French, and offers no card when cards are not taken", async () => {
    const calls = stubApi([]);
    const { user } = renderStep({ lang: "fr", payable: { ...fcfa, methods: ["mobile_money"] } });
    const number = screen.getByLabelText("Numéro mobile money");
    await user.type(number, "00225 07 12 34 56 78");
    await user.click(screen.getByRole("button", { name: spaced(`Payer ${formatMoney(12_000, "XOF", "fr")}`) }));

    expect(screen.getByRole("alert").textContent).toBe(
      "Ici, le mobile money n’accepte que les numéros du Bénin (+229). Saisissez le numéro d’un compte mobile money au Bénin.",
    );
    expect(screen.queryByRole("button", { name: "Payer plutôt par carte" })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("puts the server's refusal of the number under the field", async () => {
    stubApi([
      ["/api/payments?", () => json(400, { message: "Some fields are invalid", errors: [{ path: "phone", message: "This number cannot receive mobile money payments" }] })],
    ]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");
    await user.type(number, "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    await waitFor(() => expect(number).toHaveAccessibleDescription(/This number cannot receive mobile money payments$/));
    expect(number).toHaveFocus();
    expect(number).toHaveValue("01 97 12 34 56");
  });

  it("starts one payment of a double tap on Pay, however fast the second tap comes", async () => {
    const calls = stubApi([
      ["/api/payments/pay-1", () => json(200, payment())],
      ["/api/payments?", () => json(201, onPhone())],
    ]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    const pay = screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) });
    // Both taps in one task, before React could show the first one as pending.
    act(() => {
      pay.click();
      pay.click();
    });
    expect(await screen.findByRole("heading", { level: 3, name: "Confirm on your phone" })).toBeInTheDocument();
    expect(starts(calls)).toHaveLength(1);
  });

  it("says when the provider cannot be reached, and pays on the next press with a new key", async () => {
    let answer = () => json(503, { message: "Mobile money is not answering. Try again in a moment, or pay by card." });
    const calls = stubApi([
      ["/test-confirm", () => json(200, payment({ provider: "test", status: "succeeded" }))],
      ["/api/payments?", () => answer()],
    ]);
    const { user, onSuccess } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    const pay = screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) });
    await user.click(pay);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The payment could not be started");
    expect(alert).toHaveTextContent("Mobile money is not answering. Try again in a moment, or pay by card.");

    answer = () => json(201, onPhone({ provider: "test" }));
    await user.click(pay);
    await user.click(await screen.findByRole("button", { name: "Approve (test)" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded", { id: "pay-1", token: "pay-1-proof" }));
    const [first, second] = starts(calls).map((call) => call.body as { idempotencyKey: string });
    expect(first?.idempotencyKey).not.toEqual(second?.idempotencyKey);
  });
});

describe("confirming on the phone", () => {
  it("starts the payment, says what to do on the phone, follows it and reports success", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: PaymentStatusResponse["status"] = "pending";
    const calls = stubApi([
      ["/api/payments/pay-1", () => json(200, payment({ status }))],
      ["/api/payments?", () => json(201, onPhone({}, "https://sandbox-process.fedapay.com/pay-1"))],
    ]);
    const { user, onSuccess } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "+229 01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    expect(await screen.findByRole("heading", { level: 3, name: "Confirm on your phone" })).toHaveFocus();
    expect(starts(calls)).toEqual([
      {
        url: "/api/payments?lang=en",
        method: "POST",
        body: {
          payable: { kind: "donation", id: "d-1", token: "payable-proof" },
          method: "mobile_money",
          phone: "0197123456",
          operator: "mtn",
          idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
    expect(screen.getByText(spaced(`We sent a payment request of ${formatMoney(12_000, "XOF", "en")} to your MTN number •• 34 56.`))).toBeInTheDocument();
    expect(screen.getByText("Nothing on your screen? Dial *880# and enter your PIN to find the request.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Waiting for your confirmation…");
    expect(screen.getByRole("link", { name: "Pay on FedaPay’s secure page" })).toHaveAttribute("href", "https://sandbox-process.fedapay.com/pay-1");
    expect(screen.queryByRole("button", { name: "Approve (test)" })).not.toBeInTheDocument();

    await nextPoll();
    expect(polls(calls).map((call) => call.url)).toEqual(["/api/payments/pay-1?client_secret=pay-1-proof&lang=en"]);
    expect(onSuccess).not.toHaveBeenCalled();

    status = "succeeded";
    await nextPoll();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded", { id: "pay-1", token: "pay-1-proof" }));

    // Final: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls(calls)).toHaveLength(2);
  });

  it("does not ask while the page is hidden", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi([
      ["/api/payments/pay-1", () => json(200, payment())],
      ["/api/payments?", () => json(201, onPhone())],
    ]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    await screen.findByRole("heading", { name: "Confirm on your phone" });

    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(polls(calls)).toHaveLength(0);

    visibility.mockReturnValue("visible");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
    await waitFor(() => expect(polls(calls)).toHaveLength(1));
  });

  it("says why a declined payment failed, and offers Try again, Change the number and Pay by card", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let tries = 0;
    const calls = stubApi([
      ["/api/payments/pay-1", () => json(200, payment({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" }))],
      ["/api/payments/pay-2", () => json(200, payment({ id: "pay-2" }))],
      ["/api/payments/pay-3", () => json(200, payment({ id: "pay-3", status: "canceled" }))],
      ["/api/payments?", (body) => json(201, body.method === "card" ? byCard("test") : onPhone({ id: `pay-${++tries}` }))],
    ]);
    const { user, onSuccess } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    await screen.findByRole("heading", { name: "Confirm on your phone" });

    await nextPoll();
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("The payment did not go through"));
    expect(status).toHaveTextContent("There was not enough money in the account.");
    expect(status).toHaveTextContent("Nothing has been taken from your account.");
    expect(onSuccess).not.toHaveBeenCalled();

    // Try again: the same number, a new payment.
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(starts(calls)).toHaveLength(2));
    const [before, again] = starts(calls).map((call) => call.body as { idempotencyKey: string; phone: string });
    expect(again?.phone).toBe("0197123456");
    expect(again?.idempotencyKey).not.toBe(before?.idempotencyKey);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Waiting for your confirmation…"));
    expect(screen.getByRole("heading", { name: "Confirm on your phone" })).toHaveFocus();

    // Change the number: back to the form, the number kept.
    await act(() => vi.advanceTimersByTimeAsync(PHONE_REQUEST_EXPIRY_MS));
    expect(screen.getByRole("status")).toHaveTextContent("the request may have expired on your phone");
    await user.click(screen.getByRole("button", { name: "Change the number" }));
    const number = screen.getByLabelText("Mobile money number");
    expect(number).toHaveValue("01 97 12 34 56");
    expect(number).toHaveFocus();
    expect(screen.getByRole("radio", { name: "Mobile money (MTN, Moov, Celtiis)" })).toBeChecked();

    // Pay by card instead, from a declined request.
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    await screen.findByRole("heading", { name: "Confirm on your phone" });
    await nextPoll();
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("The payment was canceled"));
    expect(screen.getByRole("status")).not.toHaveTextContent("Reason:");
    await user.click(screen.getByRole("button", { name: "Pay by card instead" }));
    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(starts(calls).at(-1)?.body).toEqual({
      payable: { kind: "donation", id: "d-1", token: "payable-proof" },
      method: "card",
      idempotencyKey: expect.any(String),
    });
  });

  it("says at once that the service could not send the request, and offers FedaPay's page", async () => {
    const calls = stubApi([
      ["/api/payments?", (body) => json(201, body.method === "card" ? byCard("test") : onPhone({ status: "failed", failureReason: "push_unavailable" }, "https://sandbox-process.fedapay.com/pay-1"))],
    ]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    expect(await screen.findByRole("heading", { level: 3, name: "The request could not be sent" })).toBeInTheDocument();
    expect(screen.getByText(spaced(`We could not send the payment request of ${formatMoney(12_000, "XOF", "en")} to your MTN number •• 34 56.`))).toBeInTheDocument();
    const outcome = screen.getByRole("status");
    // Not left on the Pay button, gone with the form.
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveTextContent("The payment did not go through");
    expect(outcome).toHaveTextContent(
      "The mobile money service could not send the request just now. This is not your doing: try again in a moment, pay on FedaPay’s secure page, or pay by card.",
    );
    expect(outcome).not.toHaveTextContent(/refused/);
    expect(screen.queryByText(/Look at your phone/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pay on FedaPay’s secure page" })).toHaveAttribute("href", "https://sandbox-process.fedapay.com/pay-1");
    await user.tab();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Change the number" })).toBeInTheDocument();

    // Nothing is followed: the answer is final.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(polls(calls)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Pay by card instead" }));
    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
  });

  it("says at once that there was not enough money, with no FedaPay page: the payer can act", async () => {
    stubApi([["/api/payments?", () => json(201, onPhone({ status: "failed", failureReason: "INSUFFICIENT_FUND_ERROR" }, "https://sandbox-process.fedapay.com/pay-1"))]]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    const outcome = await screen.findByRole("status");
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveTextContent("There was not enough money in the account.");
    expect(screen.queryByRole("link", { name: "Pay on FedaPay’s secure page" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("says a number without an account could not receive the request, and what to do, in French", async () => {
    stubApi([["/api/payments?", () => json(201, onPhone({ status: "failed", failureReason: "push_number_refused" }, "https://sandbox-process.fedapay.com/pay-1"))]]);
    const { user } = renderStep({ lang: "fr" });
    await user.type(screen.getByLabelText("Numéro mobile money"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Payer ${formatMoney(12_000, "XOF", "fr")}`) }));

    expect(await screen.findByRole("heading", { level: 3, name: "La demande n’a pas pu être envoyée" })).toBeInTheDocument();
    const outcome = screen.getByRole("status");
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveTextContent(
      "Ce numéro n’a pas pu recevoir la demande : il n’a peut-être pas de compte mobile money chez l’opérateur choisi. Vérifiez le numéro et l’opérateur, ou changez de numéro.",
    );
    expect(screen.queryByRole("link", { name: "Payer sur la page sécurisée de FedaPay" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Changer de numéro" })).toBeInTheDocument();
  });

  it("offers FedaPay's page after a failure for a reason it does not know, but not after the payer's decline", async () => {
    let reason = "SOMETHING_NEW";
    let tries = 0;
    stubApi([["/api/payments?", () => json(201, onPhone({ id: `pay-${++tries}`, status: "failed", failureReason: reason }, "https://sandbox-process.fedapay.com/pay"))]]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    expect(await screen.findByRole("link", { name: "Pay on FedaPay’s secure page" })).toBeInTheDocument();

    reason = "DECLINED";
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("The request was declined on the phone."));
    expect(screen.queryByRole("link", { name: "Pay on FedaPay’s secure page" })).not.toBeInTheDocument();
  });

  it("approves the test provider's request from the page, in French", async () => {
    const calls = stubApi([
      ["/test-confirm", () => json(200, payment({ provider: "test", operator: "moov", status: "succeeded" }))],
      ["/api/payments?", () => json(201, onPhone({ provider: "test", operator: "moov", phoneEnding: "•• 34 56" }))],
    ]);
    const { user, onSuccess } = renderStep({ lang: "fr" });
    await user.type(screen.getByLabelText("Numéro mobile money"), "01 95 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Payer ${formatMoney(12_000, "XOF", "fr")}`) }));

    expect(await screen.findByRole("heading", { level: 3, name: "Validez sur votre téléphone" })).toBeInTheDocument();
    expect(screen.getByText(spaced(`Nous avons envoyé une demande de paiement de ${formatMoney(12_000, "XOF", "fr")} à votre numéro Moov •• 34 56.`))).toBeInTheDocument();
    expect(screen.getByText(/Composez le \*855#/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Valider (test)" }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded", { id: "pay-1", token: "pay-1-proof" }));
    expect(calls.at(-1)).toEqual({
      url: "/api/payments/pay-1/test-confirm?lang=fr",
      method: "POST",
      body: { clientSecret: "pay-1-proof", outcome: "succeeded" },
    });
  });
});

describe("on a narrow screen and from the keyboard", () => {
  it("keeps a number whole on one line: the example under the field and the number the request went to", async () => {
    stubApi([["/api/payments?", () => json(201, onPhone({ provider: "test" }))]]);
    const { user } = renderStep();
    const number = screen.getByLabelText("Mobile money number");
    // Non-breaking spaces: at 390 px a plain space let "56." fall alone onto the next line.
    expect(number).toHaveAccessibleDescription(expect.stringContaining("01\u00a097\u00a012\u00a034\u00a056"));
    await user.type(number, "97 12 34");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    // (jest-dom's toHaveTextContent reads a non-breaking space as a space: the text itself is compared.)
    expect(screen.getByRole("alert").textContent).toMatch(/for example 01\u00a097\u00a012\u00a034\u00a056$/);

    await user.clear(number);
    await user.type(number, "01 97 12 34 56");
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));
    await screen.findByRole("heading", { name: "Confirm on your phone" });
    expect(screen.getByText(/^We sent a payment request/).textContent).toMatch(/ number ••\u00a034\u00a056\.$/);
  });

  it("gives the focus to the outcome when the test provider's Decline, which held it, goes away", async () => {
    stubApi([
      ["/test-confirm", () => json(200, payment({ provider: "test", status: "failed", failureReason: "test_declined" }))],
      ["/api/payments?", () => json(201, onPhone({ provider: "test" }))],
    ]);
    const { user } = renderStep();
    await user.type(screen.getByLabelText("Mobile money number"), "01 97 12 34 56");
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Confirm on your phone" });
    screen.getByRole("button", { name: "Decline (test)" }).focus();
    await user.keyboard("{Enter}");

    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("The payment did not go through"));
    // Not lost to the page's top: the next Tab reaches Try again.
    expect(status).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
  });
});

describe("paying by card with the test provider", () => {
  it("starts the card payment only when asked where there is a choice, then confirms it", async () => {
    const calls = stubApi([
      ["/test-confirm", () => json(200, payment({ id: "pay-c", method: "card", provider: "test", status: "succeeded" }))],
      ["/api/payments?", () => json(201, byCard("test"))],
    ]);
    const { user, onSuccess } = renderStep();
    await user.click(screen.getByRole("radio", { name: "Card" }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Continue to card payment" }));
    expect(await screen.findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(starts(calls)[0]?.body).toMatchObject({ payable: { kind: "donation", id: "d-1", token: "payable-proof" }, method: "card" });
    await user.click(screen.getByRole("button", { name: spaced(`Pay ${formatMoney(12_000, "XOF", "en")}`) }));

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded", { id: "pay-c", token: "pay-c-proof" }));
    expect(calls.at(-1)).toEqual({
      url: "/api/payments/pay-c/test-confirm?lang=en",
      method: "POST",
      body: { clientSecret: "pay-c-proof", outcome: "succeeded" },
    });
  });
});

describe("paying by card with Stripe", () => {
  /** The step for $50 with Stripe: the card the only way, the payment starts at once, and its card form loads. */
  async function openCardForm(lang: Language = "en") {
    const calls = stubApi([["/api/payments?", () => json(201, byCard("stripe", { amount: 5_000, currency: "USD" }))]]);
    const rendered = renderStep({ lang, payable: dollars, config: stripeConfig });
    await waitFor(() => expect(starts(calls)).toHaveLength(1));
    return { ...rendered, calls };
  }

  it("says the secure payment form could not be loaded, and retries on demand", async () => {
    const { user } = await openCardForm();

    expect(await screen.findByRole("status")).toHaveTextContent("Loading the secure payment form...");
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
    await openCardForm("fr");

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

  it("confirms in place, returning to /payment-success with our payment in the page's language, then reports success", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const { user, onSuccess } = await openCardForm("fr");

    const pay = await screen.findByRole("button", { name: "Payer 50\u00a0$\u00a0US" });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText(/traités de façon sécurisée par Stripe/)).toBeInTheDocument();
    await user.click(pay);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("succeeded", { id: "pay-c", token: "pay-c-proof" }));
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { fake: "elements" },
      confirmParams: { return_url: "http://localhost:5000/fr/payment-success?payment=pay-c&token=pay-c-proof" },
      redirect: "if_required",
    });
  });

  it("passes on a payment still processing at the bank as a success", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValue({ paymentIntent: { status: "processing" } });
    const { user, onSuccess } = await openCardForm();

    const pay = await screen.findByRole("button", { name: "Pay $50" });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("processing", { id: "pay-c", token: "pay-c-proof" }));
  });

  it("shows the provider's refusal as 'Payment Failed' and keeps the step open", async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    confirmPayment.mockResolvedValueOnce({ error: { type: "card_error", message: "Your card has insufficient funds." } });
    confirmPayment.mockResolvedValueOnce({ error: { type: "card_error" } });
    const { user, onSuccess } = await openCardForm();

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
    const { user } = await openCardForm();

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
