import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@shared/money";
import { renderApp } from "@/test/render";
import { json, stubApi } from "@/test/stub-api";

// Pages are lazy chunks and the form's schema is fetched on first use: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const donationId = "5d1c6a4e-0000-4000-8000-000000000001";
const paymentId = "7a2b0c9d-0000-4000-8000-000000000001";
/**
 * The API as the server answers: the donation stored in minor units with what pays it, then,
 * once the donor chose how, its payment (a card form, or a request on the phone) with the
 * test provider.
 */
const donationApi = (minor: number, currency: string, impactTier: string | null) => {
  const payment = (method: string, status: string) => ({
    id: paymentId,
    kind: "donation",
    status,
    amount: minor,
    currency,
    method,
    provider: "test",
    operator: method === "mobile_money" ? "mtn" : null,
    phoneEnding: method === "mobile_money" ? "•• 34 56" : null,
    failureReason: null,
    confirmation: null,
  });
  let method = "card";
  return stubApi([
    ["/test-confirm", (body) => json(200, payment(method, String(body.outcome)))],
    // Asked again once paid: the receipt's number, where it went, its link.
    [
      `/api/payments/${paymentId}?client_secret=payment-proof`,
      () =>
        json(200, {
          ...payment(method, "succeeded"),
          confirmation: { receiptNumber: "2026-000043", sentTo: "a•••@example.org", year: null, documents: { receipt: "/api/documents/r.gift-link.pdf", attestation: null } },
        }),
    ],
    [
      "/api/donations",
      () =>
        json(201, {
          message: "Donation Created. Please complete your payment to finalize the donation.",
          donation: { id: donationId, amount: minor, currency, impactTier, status: "pending" },
          payable: {
            kind: "donation",
            id: donationId,
            token: "donation-proof",
            amount: minor,
            currency,
            methods: currency === "XOF" ? ["mobile_money", "card"] : ["card"],
          },
        }),
    ],
    [
      "/api/payments?",
      (body) =>
        json(201, {
          payment: payment((method = String(body.method)), "pending"),
          token: "payment-proof",
          next: body.method === "card" ? { type: "card", provider: "test", clientSecret: "test_pi_d1_secret_abc" } : { type: "confirm_on_phone", fallbackUrl: null },
        }),
    ],
  ]);
};

/** A text as the page shows it, with any of its spaces (formatMoney's are non-breaking) matching. */
const spaced = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s")}$`);

const tierButton = (name: RegExp) => screen.getByRole("button", { name });
const summary = () => document.querySelector("p[aria-live]");

describe("the donation form on /donate", { timeout: 20_000 }, () => {
  it("starts in US dollars with no amount: no summary, the submit button disabled", async () => {
    renderApp("/donate");

    expect(await screen.findByRole("radio", { name: "US dollar (USD)" })).toBeChecked();
    expect(screen.getByLabelText("Or give another amount (USD)")).toHaveValue("");
    expect(screen.getByLabelText("Or give another amount (USD)")).toHaveAccessibleDescription("A whole amount, at least $1.");
    expect(summary()).toHaveTextContent("");
    expect(screen.getByRole("button", { name: "Donate now" })).toBeDisabled();
    for (const name of [/^Choose Train 1 Learner, \$50$/, /^Choose Equip a Lab Seat, \$200$/, /^Choose Fund a Women Cohort, \$1,000$/]) {
      expect(tierButton(name)).toHaveAttribute("aria-pressed", "false");
    }
  });

  it("chooses a tier: its amount, the summary line, and the amount follows the currency", async () => {
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Train 1 Learner/ }));

    expect(tierButton(/^Choose Train 1 Learner/)).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Or give another amount (USD)")).toHaveValue("50");
    expect(summary()).toHaveTextContent("You are giving $50 — Train 1 Learner");
    expect(screen.getByRole("button", { name: "Donate now" })).toBeEnabled();

    await user.click(screen.getByRole("radio", { name: "Euro (EUR)" }));
    expect(screen.getByLabelText("Or give another amount (EUR)")).toHaveValue("45");
    expect(summary()).toHaveTextContent("You are giving €45 — Train 1 Learner");

    await user.click(screen.getByRole("radio", { name: "CFA franc (FCFA)" }));
    expect(screen.getByLabelText("Or give another amount (FCFA)")).toHaveValue("30000");
    expect(summary()).toHaveTextContent(spaced(`You are giving ${formatMoney(30_000, "XOF", "en")} — Train 1 Learner`));
    expect(tierButton(/^Choose Fund a Women Cohort/)).toHaveAccessibleName(`Choose Fund a Women Cohort, ${formatMoney(600_000, "XOF", "en")}`);

    await user.click(tierButton(/^Choose Fund a Women Cohort/));
    expect(screen.getByLabelText("Or give another amount (FCFA)")).toHaveValue("600000");
    expect(tierButton(/^Choose Train 1 Learner/)).toHaveAttribute("aria-pressed", "false");
  });

  it("marks a typed amount as custom: the tier is cleared, the summary has no tier", async () => {
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Equip a Lab Seat/ }));
    const amount = screen.getByLabelText("Or give another amount (USD)");

    await user.clear(amount);
    await user.type(amount, "75");

    expect(tierButton(/^Choose Equip a Lab Seat/)).toHaveAttribute("aria-pressed", "false");
    expect(summary()).toHaveTextContent(/^You are giving \$75$/);
    // A new currency keeps the typed amount.
    await user.click(screen.getByRole("radio", { name: "Canadian dollar (CAD)" }));
    expect(screen.getByLabelText("Or give another amount (CAD)")).toHaveValue("75");
    expect(summary()).toHaveTextContent(/^You are giving C\$75$/);
  });

  it("keeps the submit button disabled at zero and below, and says when an amount is not whole", async () => {
    const { user } = renderApp("/donate");
    const amount = await screen.findByLabelText("Or give another amount (USD)");
    const submit = screen.getByRole("button", { name: "Donate now" });

    await user.type(amount, "0");
    expect(submit).toBeDisabled();
    expect(summary()).toHaveTextContent("");

    await user.clear(amount);
    await user.type(amount, "-5");
    expect(submit).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, "12.50");
    expect(submit).toBeDisabled();
    expect(amount).toHaveAccessibleDescription("A whole amount, at least $1. Enter a whole amount, without decimals");

    await user.clear(amount);
    await user.type(amount, "1,250");
    expect(submit).toBeEnabled();
    expect(summary()).toHaveTextContent(/^You are giving \$1,250$/);
  });

  it("checks the amount against the currency's minimum before sending anything", async () => {
    const calls = stubApi([]);
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("radio", { name: "CFA franc (FCFA)" }));
    await user.type(screen.getByLabelText("Or give another amount (FCFA)"), "100");
    await user.type(screen.getByLabelText("Email address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Donate now" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Or give another amount (FCFA)")).toHaveAccessibleDescription(
        spaced(`A whole amount, at least ${formatMoney(500, "XOF", "en")}. The amount must be at least ${formatMoney(500, "XOF", "en")}`),
      ),
    );
    expect(calls).toEqual([]);
  });

  it("creates the donation, then its payment (in minor units), pays it and resets the form", async () => {
    const calls = donationApi(5_000, "USD", "train_learner");
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Train 1 Learner/ }));
    await user.type(screen.getByLabelText("Email address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Donate now" }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Complete Your Donation" });
    expect(heading).toHaveFocus();
    expect(calls[0]).toEqual({
      url: "/api/donations",
      method: "POST",
      body: { email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" },
    });
    expect(await screen.findByText("Donation Created")).toBeInTheDocument();
    expect(screen.getByText("Please complete your payment to finalize the donation.")).toBeInTheDocument();
    const step = screen.getByRole("region", { name: "Complete Your Donation" });
    expect(within(step).getByText("$50")).toBeInTheDocument();
    expect(within(step).getByText("Train 1 Learner")).toBeInTheDocument();
    expect(within(step).getByText("Mobile money (MTN, Moov, Celtiis) is available for amounts in FCFA.")).toBeInTheDocument();

    // Dollars are paid by card only: the card form comes without a press.
    expect(await within(step).findByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(within(step).queryByRole("button", { name: "Continue to card payment" })).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(calls[1]).toEqual({
      url: "/api/payments?lang=en",
      method: "POST",
      body: { payable: { kind: "donation", id: donationId, token: "donation-proof" }, method: "card", idempotencyKey: expect.any(String) },
    });

    await user.click(within(step).getByRole("button", { name: "Pay $50" }));

    expect(await screen.findByText("Donation Complete")).toBeInTheDocument();
    expect(screen.getByText("Thank you! Your gift of $50 goes straight to training young people and women.")).toBeInTheDocument();
    expect(calls[2]).toEqual({
      url: `/api/payments/${paymentId}/test-confirm?lang=en`,
      method: "POST",
      body: { clientSecret: "payment-proof", outcome: "succeeded" },
    });
    expect(screen.queryByRole("heading", { name: "Complete Your Donation" })).not.toBeInTheDocument();

    // The confirmation stays where the form was: focused, announced, the server's receipt number and links.
    const title = await screen.findByRole("heading", { level: 2, name: "Thank you — your payment is received" });
    await waitFor(() => expect(title).toHaveFocus());
    const confirmation = screen.getByRole("region", { name: "Thank you — your payment is received" });
    expect(within(confirmation).getByRole("status")).toHaveTextContent("$50 received: A gift to the foundation.");
    expect(within(confirmation).getByText("2026-000043")).toBeInTheDocument();
    expect(within(confirmation).getByText("a•••@example.org")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Download the receipt (PDF)" })).toHaveAttribute("href", "/api/documents/r.gift-link.pdf");
    expect(within(confirmation).queryByRole("link", { name: /certificate/ })).not.toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Your membership page" })).toHaveAttribute("href", "/my-membership");
    expect(screen.queryByRole("button", { name: "Donate now" })).not.toBeInTheDocument();

    // Another gift: the form, emptied as the specification resets it.
    await user.click(within(confirmation).getByRole("button", { name: "Make another donation" }));
    expect(screen.getByRole("heading", { level: 2, name: "Choose your impact" })).toHaveFocus();
    expect(screen.getByLabelText("Or give another amount (USD)")).toHaveValue("");
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(tierButton(/^Choose Train 1 Learner/)).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Donate now" })).toBeDisabled();
  });

  it("gives a custom amount in CFA francs by mobile money, in French", async () => {
    const calls = donationApi(7_500, "XOF", null);
    const { user } = renderApp("/fr/donate");
    await user.click(await screen.findByRole("radio", { name: "Franc CFA (FCFA)" }));
    await user.type(screen.getByLabelText("Ou donnez un autre montant (FCFA)"), "7 500");
    expect(summary()).toHaveTextContent(spaced(`Vous donnez ${formatMoney(7_500, "XOF", "fr")}`));
    await user.type(screen.getByLabelText("Adresse e-mail"), "awa@example.org");
    await user.click(screen.getByRole("button", { name: "Faire un don" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Finalisez votre don" })).toHaveFocus();
    expect(calls[0]?.body).toEqual({ email: "awa@example.org", amount: 7_500, currency: "XOF", impactTier: null, language: "fr" });
    expect(await screen.findByText("Don enregistré")).toBeInTheDocument();
    expect(screen.getByText("Montant libre, pour l’ensemble de nos programmes")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Mobile money (MTN, Moov, Celtiis)" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Carte bancaire" })).not.toBeChecked();

    await user.type(screen.getByLabelText("Numéro mobile money"), "01 97 12 34 56");
    expect(screen.getByRole("radio", { name: "MTN" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: `Payer ${formatMoney(7_500, "XOF", "fr")}` }));

    expect(await screen.findByRole("heading", { level: 3, name: "Validez sur votre téléphone" })).toHaveFocus();
    expect(calls[1]).toEqual({
      url: "/api/payments?lang=fr",
      method: "POST",
      body: {
        payable: { kind: "donation", id: donationId, token: "donation-proof" },
        method: "mobile_money",
        phone: "0197123456",
        operator: "mtn",
        idempotencyKey: expect.any(String),
      },
    });
    await user.click(screen.getByRole("button", { name: "Valider (test)" }));

    expect(await screen.findByText("Don effectué")).toBeInTheDocument();
    expect(calls[2]).toEqual({
      url: `/api/payments/${paymentId}/test-confirm?lang=fr`,
      method: "POST",
      body: { clientSecret: "payment-proof", outcome: "succeeded" },
    });
    const title = await screen.findByRole("heading", { level: 2, name: "Merci — votre paiement est bien reçu" });
    await waitFor(() => expect(title).toHaveFocus());
    const confirmation = screen.getByRole("region", { name: "Merci — votre paiement est bien reçu" });
    expect(within(confirmation).getByRole("status")).toHaveTextContent(new RegExp(spaced(`${formatMoney(7_500, "XOF", "fr")} reçus : Un don à la fondation.`).source.slice(1)));
    expect(within(confirmation).getByText("2026-000043")).toBeInTheDocument();
    expect(within(confirmation).getByText("a•••@example.org")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Télécharger le reçu (PDF)" })).toHaveAttribute("href", "/api/documents/r.gift-link.pdf");
    expect(within(confirmation).getByRole("link", { name: "Votre page de membre" })).toHaveAttribute("href", "/fr/my-membership");
    expect(within(confirmation).getByRole("button", { name: "Faire un autre don" })).toBeInTheDocument();
    expect(screen.getByLabelText("Ou donnez un autre montant (USD)")).toHaveValue("");
  });

  it("asks the donor's name and an optional phone/WhatsApp number, with 'Give anonymously', and sends them", async () => {
    const calls = donationApi(5_000, "USD", "train_learner");
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Train 1 Learner/ }));
    const name = screen.getByLabelText("Your name (optional)");
    const phone = screen.getByLabelText("Phone or WhatsApp (optional)");
    const anonymous = screen.getByRole("checkbox", { name: "Give anonymously" });
    expect(name).toHaveAttribute("autocomplete", "name");
    expect(name).toHaveAccessibleDescription("For your receipt, which greets you by name.");
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription("Your name stays on your receipt and in our accounts, but is never shown publicly.");

    await user.type(screen.getByLabelText("Email address"), "awa@example.org");
    await user.type(name, "Awa Diallo");
    await user.type(phone, "+33 6 12 34 56 78");
    await user.click(anonymous);
    await user.click(screen.getByRole("button", { name: "Donate now" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Complete Your Donation" })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: "awa@example.org",
      donorName: "Awa Diallo",
      phone: "+33 6 12 34 56 78",
      anonymous: true,
      amount: 50,
      currency: "USD",
      impactTier: "train_learner",
      language: "en",
    });
  });

  it("starts the mobile-money number from the phone the donor gave, not typed twice", async () => {
    const calls = donationApi(7_500, "XOF", null);
    const { user } = renderApp("/fr/donate");
    await user.click(await screen.findByRole("radio", { name: "Franc CFA (FCFA)" }));
    await user.type(screen.getByLabelText("Ou donnez un autre montant (FCFA)"), "7 500");
    await user.type(screen.getByLabelText("Adresse e-mail"), "awa@example.org");
    await user.type(screen.getByLabelText("Téléphone ou WhatsApp (facultatif)"), "97 12 34 56");
    await user.click(screen.getByRole("button", { name: "Faire un don" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Finalisez votre don" })).toHaveFocus();
    expect(calls[0]?.body).toMatchObject({ phone: "+229 01 97 12 34 56" });
    expect(await screen.findByLabelText("Numéro mobile money")).toHaveValue("01 97 12 34 56");
    expect(screen.getByRole("radio", { name: "MTN" })).toBeChecked();
  });

  it("says in French that a phone number is not one, and sends nothing", async () => {
    const calls = stubApi([]);
    const { user } = renderApp("/fr/donate");
    await user.click(await screen.findByRole("button", { name: /^Choisir Former 1 apprenant/ }));
    expect(screen.getByRole("checkbox", { name: "Donner anonymement" })).not.toBeChecked();
    await user.type(screen.getByLabelText("Adresse e-mail"), "awa@example.org");
    await user.type(screen.getByLabelText("Votre nom (facultatif)"), "Awa Diallo");
    await user.type(screen.getByLabelText("Téléphone ou WhatsApp (facultatif)"), "06 12 34 56 78");
    await user.click(screen.getByRole("button", { name: "Faire un don" }));
    await waitFor(() =>
      expect(screen.getByLabelText("Téléphone ou WhatsApp (facultatif)")).toHaveAccessibleDescription(
        /Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif \(\+33\u00a06\u00a012\u00a034\u00a056\u00a078\)$/,
      ),
    );
    expect(calls).toEqual([]);
  });

  it("goes back to the form as it was left", async () => {
    donationApi(20_000, "USD", "equip_lab");
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Equip a Lab Seat/ }));
    await user.type(screen.getByLabelText("Email address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Donate now" }));
    await screen.findByRole("heading", { name: "Complete Your Donation" });

    await user.click(screen.getByRole("button", { name: "Back to the form" }));

    expect(screen.getByRole("heading", { level: 2, name: "Choose your impact" })).toHaveFocus();
    expect(tierButton(/^Choose Equip a Lab Seat/)).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Or give another amount (USD)")).toHaveValue("200");
    expect(screen.getByLabelText("Email address")).toHaveValue("ama@example.org");
  });

  it("shows Processing... while the donation is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderApp("/donate");
    await user.click(await screen.findByRole("button", { name: /^Choose Train 1 Learner/ }));
    await user.type(screen.getByLabelText("Email address"), "ama@example.org");
    await user.click(screen.getByRole("button", { name: "Donate now" }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    answer(json(503, { message: "The service is temporarily unavailable. Please try again in a moment." }));
    expect(await screen.findByText("The service is temporarily unavailable. Please try again in a moment.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Donate now" })).toBeEnabled();
  });
});
