import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultDuesAmounts, formatMoney } from "@shared/money";
import { renderApp } from "@/test/render";
import { json, stubApi } from "@/test/stub-api";

// Pages are lazy chunks and the form's schema is fetched on first use: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const membershipId = "9b0f1c1e-0000-4000-8000-000000000001";
const paymentId = "3c4d5e6f-0000-4000-8000-000000000001";
const paidApplication = (overrides: { category?: string; duesAmount?: number } = {}) =>
  json(201, {
    message: "Membership Application Submitted. Please complete payment to activate your membership.",
    requiresPayment: true,
    membership: {
      id: membershipId,
      fullName: "Koffi Mensah",
      category: "adherent_individual",
      status: "pending",
      duesAmount: 12_000,
      duesCurrency: "XOF",
      membershipYear: 2026,
      ...overrides,
    },
    payable: {
      kind: "membership",
      id: membershipId,
      token: "membership-proof",
      amount: overrides.duesAmount ?? 12_000,
      currency: "XOF",
      methods: ["mobile_money", "card"],
    },
  });
const paymentOf = (method: "card" | "mobile_money", status: string) => ({
  id: paymentId,
  kind: "membership",
  status,
  amount: 12_000,
  currency: "XOF",
  method,
  provider: "test",
  operator: method === "mobile_money" ? "moov" : null,
  phoneEnding: method === "mobile_money" ? "•• 34 56" : null,
  failureReason: null,
  confirmation: null,
});
/** The payment as GET /api/payments/:id answers it once it succeeded: with what the payer keeps. */
const paidStatus = () =>
  json(200, {
    ...paymentOf("mobile_money", "succeeded"),
    confirmation: {
      receiptNumber: "2026-000042",
      sentTo: "k•••@example.org",
      year: 2026,
      documents: { receipt: "/api/documents/r.receipt-link.pdf", attestation: "/api/documents/a.attestation-link.pdf" },
    },
  });
/** POST /api/payments with the test provider: a card form, or a request on the phone. */
const started = (body: Record<string, unknown>) =>
  json(201, {
    payment: paymentOf(body.method === "card" ? "card" : "mobile_money", "pending"),
    token: "payment-proof",
    next: body.method === "card" ? { type: "card", provider: "test", clientSecret: "test_pi_abc_secret_xyz" } : { type: "confirm_on_phone", fallbackUrl: null },
  });
const confirmed = (status: "succeeded" | "failed", method: "card" | "mobile_money" = "card") => () => json(200, paymentOf(method, status));

/** A text as the page shows it, with any of its spaces (formatMoney's are non-breaking) matching. */
const spaced = (text: string, { end = false, exact = false } = {}) =>
  new RegExp(`${exact ? "^" : ""}${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[ \u00a0]/g, "\\s")}${end || exact ? "$" : ""}`);

type User = ReturnType<typeof renderApp>["user"];

async function fill(user: User, label: string | RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

const labels = {
  en: {
    name: "Full name",
    email: "Email address",
    country: "Country",
    category: "Membership category",
    amount: "Your yearly contribution (FCFA)",
    consent: /^I consent to the processing of my personal data in accordance with the privacy policy/,
    submit: "Submit application",
  },
  fr: {
    name: "Nom complet",
    email: "Adresse e-mail",
    country: "Pays",
    category: "Catégorie de membre",
    amount: "Votre contribution annuelle (FCFA)",
    consent: /^J’accepte le traitement de mes données personnelles conformément à la politique de confidentialité/,
    submit: "Envoyer ma demande",
  },
};

async function fillApplication(user: User, lang: "en" | "fr" = "en", consent = true) {
  const l = labels[lang];
  await fill(user, l.name, "Koffi Mensah");
  await fill(user, l.email, "koffi@example.org");
  await fill(user, l.country, lang === "fr" ? "Bénin" : "Benin");
  if (consent) await user.click(screen.getByLabelText(l.consent));
}

describe("the membership application on /join", { timeout: 20_000 }, () => {
  it("shows the form with its defaults: individual category, consent unchecked, no contribution field", async () => {
    renderApp("/join");

    const form = await screen.findByRole("region", { name: "Apply for membership" });
    // The form is an island: its code loads after the page's (longer on a busy machine).
    const category = await within(form).findByLabelText(labels.en.category, {}, { timeout: 10_000 });
    expect(category).toHaveValue("adherent_individual");
    expect(within(category).getAllByRole("option").map((o) => o.textContent)).toEqual([
      `Individual (natural person) — ${formatMoney(12_000, "XOF", "en")} / year`,
      `Organization (legal person) — ${formatMoney(120_000, "XOF", "en")} / year`,
      `Patron (benefactor) — From ${formatMoney(500_000, "XOF", "en")} / year`,
      "Founder — No dues",
      "Honorary — No dues",
      "Active Member — Variable",
    ]);
    expect(screen.getByLabelText(labels.en.consent)).not.toBeChecked();
    const privacy = screen.getByRole("link", { name: "privacy policy (opens in a new tab)" });
    expect(privacy).toHaveAttribute("href", "/legal/privacy");
    expect(screen.queryByLabelText(labels.en.amount)).not.toBeInTheDocument();
    expect(screen.getByLabelText(labels.en.country)).toHaveAttribute("list");
    expect(document.querySelector("datalist")?.querySelectorAll("option")).toHaveLength(16);
    expect(screen.getByRole("button", { name: "Submit application" })).toBeEnabled();
  });

  it("names the categories in French, links the French privacy policy", async () => {
    renderApp("/fr/join");

    const category = await screen.findByLabelText(labels.fr.category);
    expect(within(category).getAllByRole("option").map((o) => o.textContent)).toEqual([
      `Individuel — ${formatMoney(12_000, "XOF", "fr")} / an`,
      `Organisation — ${formatMoney(120_000, "XOF", "fr")} / an`,
      `Bienfaiteur — À partir de ${formatMoney(500_000, "XOF", "fr")} / an`,
      "Fondateur — Sans cotisation",
      "Honneur — Sans cotisation",
      "Membre actif — Variable",
    ]);
    expect(screen.getByRole("link", { name: "politique de confidentialité (s’ouvre dans un nouvel onglet)" })).toHaveAttribute(
      "href",
      "/fr/legal/privacy",
    );
  });

  it("shows Required, Invalid email and the consent message, and sends nothing", async () => {
    const calls = stubApi([]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);

    await fill(user, labels.en.email, "not-an-email");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    await waitFor(() => expect(screen.getByLabelText(labels.en.email)).toHaveAccessibleDescription("Invalid email"));
    expect(screen.getByLabelText(labels.en.name)).toHaveAccessibleDescription("For an organisation, the name of the organisation. Required");
    expect(screen.getByLabelText(labels.en.country)).toHaveAccessibleDescription("Where you live, or where your organisation is based. Required");
    const consent = screen.getByLabelText(labels.en.consent);
    expect(consent).toHaveAttribute("aria-invalid", "true");
    expect(consent).toHaveAccessibleDescription("You must consent to the processing of your personal data to apply");
    expect(calls).toEqual([]);
  });

  it("shows the validation messages in French", async () => {
    const { user } = renderApp("/fr/join");
    await screen.findByLabelText(labels.fr.name);

    await fill(user, labels.fr.email, "pas-une-adresse");
    await user.click(screen.getByRole("button", { name: labels.fr.submit }));

    await waitFor(() => expect(screen.getByLabelText(labels.fr.email)).toHaveAccessibleDescription("Adresse e-mail invalide"));
    expect(screen.getByLabelText(labels.fr.name)).toHaveAccessibleDescription(/Obligatoire$/);
    expect(screen.getByLabelText(labels.fr.consent)).toHaveAccessibleDescription(
      "Vous devez consentir au traitement de vos données personnelles pour adhérer",
    );
  });

  it("asks a patron for a contribution of at least 500,000 FCFA, in both languages", async () => {
    const calls = stubApi([]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);

    await user.selectOptions(screen.getByLabelText(labels.en.category), "patron");
    const amount = screen.getByLabelText(labels.en.amount);
    expect(amount).toHaveAccessibleDescription(`A whole amount in CFA francs, at least ${formatMoney(500_000, "XOF", "en")}.`);

    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    expect(amount).toHaveAccessibleDescription(/Enter the yearly contribution you wish to make as a patron$/);

    await user.type(amount, "400000");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(spaced("Patrons contribute at least 500,000 FCFA a year", { end: true })));

    await user.clear(amount);
    await user.type(amount, "500000.50");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter a whole amount, without decimals$/));
    expect(calls).toEqual([]);
  });

  it("says the patron minimum in French", async () => {
    const { user } = renderApp("/fr/join");
    await screen.findByLabelText(labels.fr.name);
    await fillApplication(user, "fr");

    await user.selectOptions(screen.getByLabelText(labels.fr.category), "patron");
    const amount = screen.getByLabelText(labels.fr.amount);
    await user.type(amount, "100 000");
    await user.click(screen.getByRole("button", { name: labels.fr.submit }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(spaced("Les bienfaiteurs versent au moins 500 000 FCFA par an", { end: true })));
  });

  it("sends a patron's contribution in whole FCFA, and no contribution for the other categories", async () => {
    const calls = stubApi([
      ["/api/memberships", () => paidApplication({ category: "patron", duesAmount: 750_000 })],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.selectOptions(screen.getByLabelText(labels.en.category), "patron");
    await user.type(screen.getByLabelText(labels.en.amount), "750,000");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    expect(await screen.findByRole("button", { name: `Pay ${formatMoney(750_000, "XOF", "en")}` })).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: "/api/memberships?payment=later",
      method: "POST",
      body: {
        fullName: "Koffi Mensah",
        email: "koffi@example.org",
        country: "Benin",
        category: "patron",
        consent: true,
        language: "en",
        contributionAmount: 750_000,
      },
    });
    expect(screen.getByText("Yearly contribution")).toBeInTheDocument();
  });

  it("opens the payment step for individual dues, pays them by mobile money with the test provider, resets the form and confirms what was paid", async () => {
    const calls = stubApi([
      ["/test-confirm", confirmed("succeeded", "mobile_money")],
      ["/api/memberships", () => paidApplication()],
      ["/api/payments?", started],
      [`/api/payments/${paymentId}?client_secret=payment-proof`, paidStatus],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Complete Your Membership Payment" });
    expect(heading).toHaveFocus();
    expect(await screen.findByText("Membership Application Submitted")).toBeInTheDocument();
    expect(screen.getByText("Please complete payment to activate your membership.")).toBeInTheDocument();
    const step = screen.getByRole("region", { name: "Complete Your Membership Payment" });
    expect(within(step).getByText("Koffi Mensah")).toBeInTheDocument();
    expect(within(step).getByText("Individual (natural person)")).toBeInTheDocument();
    expect(within(step).getByText(spaced(formatMoney(12_000, "XOF", "en"), { exact: true }))).toBeInTheDocument();
    // The year is named before anything is paid.
    expect(within(step).getByText("Dues 2026 — valid until December 31, 2026")).toBeInTheDocument();
    expect(within(step).getByRole("radio", { name: "Mobile money (MTN, Moov, Celtiis)" })).toBeChecked();
    // The form is hidden, not gone.
    expect(screen.queryByRole("region", { name: "Apply for membership" })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.type(within(step).getByLabelText("Mobile money number"), "01 95 12 34 56");
    expect(within(step).getByRole("radio", { name: "Moov" })).toBeChecked();
    await user.click(within(step).getByRole("button", { name: `Pay ${formatMoney(12_000, "XOF", "en")}` }));

    expect(await within(step).findByRole("heading", { level: 3, name: "Confirm on your phone" })).toHaveFocus();
    expect(calls[1]).toEqual({
      url: "/api/payments?lang=en",
      method: "POST",
      body: {
        payable: { kind: "membership", id: membershipId, token: "membership-proof" },
        method: "mobile_money",
        phone: "0195123456",
        operator: "moov",
        idempotencyKey: expect.any(String),
      },
    });
    expect(within(step).getByText(/Dial \*855#/)).toBeInTheDocument();
    await user.click(within(step).getByRole("button", { name: "Approve (test)" }));

    expect(await screen.findByText("Membership Activated")).toBeInTheDocument();
    expect(screen.getByText("Thank you, Koffi Mensah: your dues are paid and your membership is active.")).toBeInTheDocument();
    expect(calls[2]).toEqual({
      url: `/api/payments/${paymentId}/test-confirm?lang=en`,
      method: "POST",
      body: { clientSecret: "payment-proof", outcome: "succeeded" },
    });
    expect(screen.queryByRole("heading", { name: "Complete Your Membership Payment" })).not.toBeInTheDocument();

    // The confirmation stays in the form's place (the toast is a toast): focused, announced, from the server's answer.
    const title = await screen.findByRole("heading", { level: 2, name: "Thank you — your payment is received" });
    await waitFor(() => expect(title).toHaveFocus());
    const confirmation = screen.getByRole("region", { name: "Thank you — your payment is received" });
    const announced = within(confirmation).getByRole("status");
    expect(announced).toHaveAttribute("aria-live", "polite");
    expect(announced).toHaveTextContent(spaced(`${formatMoney(12_000, "XOF", "en")} received: Dues 2026 — valid until December 31, 2026.`, { end: true }));
    expect(within(confirmation).getByText("2026-000042")).toBeInTheDocument();
    expect(within(confirmation).getByText("k•••@example.org")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Download the receipt (PDF)" })).toHaveAttribute("href", "/api/documents/r.receipt-link.pdf");
    expect(within(confirmation).getByRole("link", { name: "Download the membership certificate (PDF)" })).toHaveAttribute("href", "/api/documents/a.attestation-link.pdf");
    expect(within(confirmation).getByRole("link", { name: "Your membership page" })).toHaveAttribute("href", "/my-membership");
    expect(screen.queryByRole("region", { name: "Apply for membership" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("paid:join")).toBe(JSON.stringify({ id: paymentId, token: "payment-proof" }));

    // Another application: the emptied form, focused.
    await user.click(within(confirmation).getByRole("button", { name: "Fill in another application" }));
    expect(screen.getByRole("heading", { level: 2, name: "Apply for membership" })).toHaveFocus();
    expect(screen.queryByRole("region", { name: "Thank you — your payment is received" })).not.toBeInTheDocument();
    expect(screen.getByLabelText(labels.en.name)).toHaveValue("");
    expect(screen.getByLabelText(labels.en.email)).toHaveValue("");
    expect(screen.getByLabelText(labels.en.consent)).not.toBeChecked();
    expect(screen.getByLabelText(labels.en.category)).toHaveValue("adherent_individual");
    expect(window.sessionStorage.getItem("paid:join")).toBeNull();
  });

  it("still confirms the dues paid after a reload, in French, asking the server with the payment's proof", async () => {
    window.sessionStorage.setItem("paid:join", JSON.stringify({ id: paymentId, token: "payment-proof" }));
    const calls = stubApi([[`/api/payments/${paymentId}?client_secret=payment-proof`, paidStatus]]);
    renderApp("/fr/join");

    const title = await screen.findByRole("heading", { level: 2, name: "Merci — votre paiement est bien reçu" });
    await waitFor(() => expect(title).toHaveFocus());
    const confirmation = screen.getByRole("region", { name: "Merci — votre paiement est bien reçu" });
    expect(within(confirmation).getByRole("status")).toHaveTextContent(
      spaced(`${formatMoney(12_000, "XOF", "fr")} reçus : Cotisation 2026 — valable jusqu’au 31 décembre 2026.`, { end: true }),
    );
    expect(within(confirmation).getByText("Numéro du reçu")).toBeInTheDocument();
    expect(within(confirmation).getByText("2026-000042")).toBeInTheDocument();
    expect(within(confirmation).getByText("Reçu envoyé à")).toBeInTheDocument();
    expect(within(confirmation).getByText("k•••@example.org")).toBeInTheDocument();
    expect(within(confirmation).getByRole("link", { name: "Télécharger le reçu (PDF)" })).toHaveAttribute("href", "/api/documents/r.receipt-link.pdf");
    expect(within(confirmation).getByRole("link", { name: "Télécharger l’attestation d’adhésion (PDF)" })).toHaveAttribute("href", "/api/documents/a.attestation-link.pdf");
    expect(within(confirmation).getByRole("link", { name: "Votre page de membre" })).toHaveAttribute("href", "/fr/my-membership");
    // No empty form to pay again from.
    expect(screen.queryByRole("button", { name: labels.fr.submit })).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/payments/${paymentId}?client_secret=payment-proof&lang=fr`);
  });

  it.each(["failed", "refunded"])("forgets a remembered payment the server does not count as paid (%s), and shows the form", async (state) => {
    window.sessionStorage.setItem("paid:join", JSON.stringify({ id: paymentId, token: "payment-proof" }));
    stubApi([[`/api/payments/${paymentId}?`, () => json(200, paymentOf("card", state))]]);
    renderApp("/join");

    expect(await screen.findByRole("button", { name: labels.en.submit })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Thank you — your payment is received" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem("paid:join")).toBeNull();
  });

  it("pays by card, all in French: 'Finalisez le paiement', 'Payer 12 000 FCFA', 'Adhésion activée'", async () => {
    const calls = stubApi([
      ["/test-confirm", confirmed("succeeded")],
      ["/api/memberships", () => paidApplication()],
      ["/api/payments?", started],
    ]);
    const { user } = renderApp("/fr/join");
    await screen.findByLabelText(labels.fr.name);
    await fillApplication(user, "fr");
    await user.click(screen.getByRole("button", { name: labels.fr.submit }));

    expect(await screen.findByRole("heading", { level: 2, name: "Finalisez le paiement de votre adhésion" })).toHaveFocus();
    expect(await screen.findByText("Demande d’adhésion envoyée")).toBeInTheDocument();
    expect((calls[0]?.body as { language: string }).language).toBe("fr");
    expect(screen.getByRole("group", { name: "Comment souhaitez-vous payer\u00a0?" })).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Carte bancaire" }));
    await user.click(screen.getByRole("button", { name: "Continuer vers le paiement par carte" }));
    expect(await screen.findByText("Mode test — aucune carte n’est débitée")).toBeInTheDocument();
    expect(calls[1]?.url).toBe("/api/payments?lang=fr");
    await user.click(screen.getByRole("button", { name: `Payer ${formatMoney(12_000, "XOF", "fr")}` }));

    expect(await screen.findByText("Adhésion activée")).toBeInTheDocument();
    expect(calls[2]?.url).toBe(`/api/payments/${paymentId}/test-confirm?lang=fr`);
    expect(screen.getByLabelText(labels.fr.name)).toHaveValue("");
  });

  it("keeps the step open after a declined card, so the applicant can pay again", async () => {
    let outcome: "failed" | "succeeded" = "failed";
    const calls = stubApi([
      ["/test-confirm", () => confirmed(outcome)()],
      ["/api/memberships", () => paidApplication()],
      ["/api/payments?", started],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await screen.findByRole("heading", { name: "Complete Your Membership Payment" });
    await user.click(screen.getByRole("radio", { name: "Card" }));
    await user.click(screen.getByRole("button", { name: "Continue to card payment" }));

    await user.click(await screen.findByRole("button", { name: "Simulate a declined card" }));

    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("The card was declined and nothing has been charged. You can try again.")).toBeInTheDocument();
    expect(calls[2]?.body).toEqual({ clientSecret: "payment-proof", outcome: "failed" });
    expect(screen.getByRole("heading", { name: "Complete Your Membership Payment" })).toBeInTheDocument();

    outcome = "succeeded";
    await user.click(screen.getByRole("button", { name: `Pay ${formatMoney(12_000, "XOF", "en")}` }));
    expect(await screen.findByText("Membership Activated")).toBeInTheDocument();
  });

  it("goes back to the form as it was left", async () => {
    stubApi([["/api/memberships", () => paidApplication()]]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await screen.findByRole("heading", { name: "Complete Your Membership Payment" });

    await user.click(screen.getByRole("button", { name: "Back to the form" }));

    expect(screen.getByRole("heading", { level: 2, name: "Apply for membership" })).toHaveFocus();
    expect(screen.getByLabelText(labels.en.name)).toHaveValue("Koffi Mensah");
    expect(screen.getByLabelText(labels.en.email)).toHaveValue("koffi@example.org");
    expect(screen.getByLabelText(labels.en.consent)).toBeChecked();
  });

  it("in December offers the two years the server gives, with the rule, and sends the year chosen", async () => {
    const calls = stubApi([["/api/memberships", () => paidApplication()]]);
    const { user } = renderApp("/join", { data: { "/api/site-settings": { dues: defaultDuesAmounts, nextAgm: "2027-01", graceDays: 30, payableYears: [2026, 2027] } } });
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    const years = screen.getByRole("group", { name: "Membership year" });
    expect(years).toHaveAccessibleDescription(/^Dues paid in December may pay the coming year: choose 2027/);
    expect(within(years).getByRole("radio", { name: "2026" })).toBeChecked();
    await user.click(within(years).getByRole("radio", { name: "2027" }));
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ membershipYear: 2027 }));
  });

  it("offers no year outside December, nor to a category without dues online", async () => {
    const { user } = renderApp("/join", { data: { "/api/site-settings": { dues: defaultDuesAmounts, nextAgm: "2027-01", graceDays: 30, payableYears: [2026] } } });
    await screen.findByLabelText(labels.en.name);
    expect(screen.queryByRole("group", { name: "Membership year" })).toBeNull();
    await user.selectOptions(screen.getByLabelText(labels.en.category), "founder");
    expect(screen.queryByRole("group", { name: "Membership year" })).toBeNull();
  });

  it("files a free category for the board: the server's message, no payment, an empty form", async () => {
    const pending = "Thank you for your application! It is now pending review by the board; we will write to you by e-mail.";
    const calls = stubApi([
      [
        "/api/memberships",
        () =>
          json(201, {
            message: pending,
            requiresPayment: false,
            membership: { id: "m2", fullName: "Koffi Mensah", category: "honorary", status: "pending", duesAmount: 0, duesCurrency: "XOF" },
          }),
      ],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.selectOptions(screen.getByLabelText(labels.en.category), "honorary");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    expect(await screen.findByText(pending)).toBeInTheDocument();
    expect(screen.getByText("Membership Application Submitted")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty("contributionAmount");
    expect(screen.queryByRole("heading", { name: "Complete Your Membership Payment" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labels.en.name)).toHaveValue(""));
    expect(screen.getByLabelText(labels.en.category)).toHaveValue("adherent_individual");
  });

  it("asks an optional phone/WhatsApp number, sends it when given and says in the visitor's language when it is not one", async () => {
    const calls = stubApi([
      [
        "/api/memberships",
        () =>
          json(201, {
            message: "Filed.",
            requiresPayment: false,
            membership: { id: "m3", fullName: "Koffi Mensah", category: "honorary", status: "pending", duesAmount: 0, duesCurrency: "XOF" },
          }),
      ],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    const phone = screen.getByLabelText("Phone or WhatsApp (optional)");
    // A phone's keypad, and the number the browser knows.
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(phone).toHaveAccessibleDescription("Without a country code: a number in Benin, such as 01\u00a097\u00a012\u00a034\u00a056.");
    await fillApplication(user);
    await user.selectOptions(screen.getByLabelText(labels.en.category), "honorary");
    await fill(user, "Phone or WhatsApp (optional)", "12 34");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Enter a phone number, such as 01\u00a097\u00a012\u00a034\u00a056, or another country’s with its code \(\+33\u00a06\u00a012\u00a034\u00a056\u00a078\)$/));
    expect(calls).toEqual([]);

    await user.clear(phone);
    await fill(user, "Phone or WhatsApp (optional)", "97 12 34 56");
    await user.click(screen.getByRole("button", { name: labels.en.submit }));
    expect(await screen.findByText("Filed.")).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ email: "koffi@example.org", phone: "+229 01 97 12 34 56" });
  });

  it("says a bad phone number in French", async () => {
    const calls = stubApi([]);
    const { user } = renderApp("/fr/join");
    await screen.findByLabelText(labels.fr.name);
    await fillApplication(user, "fr");
    await fill(user, "Téléphone ou WhatsApp (facultatif)", "appelez-moi");
    await user.click(screen.getByRole("button", { name: labels.fr.submit }));
    await waitFor(() =>
      expect(screen.getByLabelText("Téléphone ou WhatsApp (facultatif)")).toHaveAccessibleDescription(
        /Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif \(\+33\u00a06\u00a012\u00a034\u00a056\u00a078\)$/,
      ),
    );
    expect(calls).toEqual([]);
  });

  it("shows Processing... while the application is on its way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    answer(paidApplication());
    expect(await screen.findByRole("heading", { name: "Complete Your Membership Payment" })).toBeInTheDocument();
  });

  it("shows a refusal as an error toast with the server's message and keeps what was typed", async () => {
    stubApi([["/api/memberships", () => json(429, { message: "Too many requests. Please wait a moment and try again." })]]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    expect(await screen.findByText("Too many requests. Please wait a moment and try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByLabelText(labels.en.name)).toHaveValue("Koffi Mensah");
  });

  it.each([
    {
      lang: "en" as const,
      path: "/join",
      message: "You are already a member until December 31, 2027: your dues are paid.",
      shown: "You are a member until December 31, 2027.",
      myPage: ["Your membership page", "/my-membership"],
      title: "You are already a member",
      help: "There is nothing to pay now: your next dues will be asked for by e-mail. A question? Write to us.",
      contact: ["Write to us", "/contact"],
    },
    {
      lang: "fr" as const,
      path: "/fr/join",
      message: "Vous êtes déjà membre jusqu’au 31\u00a0décembre 2027\u00a0: votre cotisation est réglée.",
      shown: "Vous êtes membre jusqu’au 31\u00a0décembre 2027.",
      myPage: ["Votre page de membre", "/fr/my-membership"],
      title: "Vous êtes déjà membre",
      help: "Il n’y a rien à payer maintenant\u00a0: votre prochaine cotisation vous sera demandée par courriel. Une question\u00a0? Écrivez-nous.",
      contact: ["Écrivez-nous", "/fr/contact"],
    },
  ])("tells a member paid up until the end of the year that they are one, in the form, and opens no payment ($lang)", async ({ lang, path, message, shown, myPage, title, help, contact }) => {
    const calls = stubApi([["/api/memberships", () => json(409, { message, paidThrough: 2027 })]]);
    const { user } = renderApp(path);
    await screen.findByLabelText(labels[lang].name);
    await fillApplication(user, lang);
    await user.click(screen.getByRole("button", { name: labels[lang].submit }));

    const alert = await screen.findByRole("alert", { name: title });
    // Until when, from the server's paidThrough, and the way to the member's own page.
    expect(within(alert).getByText(spaced(shown, { exact: true }))).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: myPage[0] })).toHaveAttribute("href", myPage[1]);
    expect(alert).toHaveTextContent(spaced(help, { end: true }));
    expect(within(alert).getByRole("link", { name: contact[0] })).toHaveAttribute("href", contact[1]);
    // Said once, in the form (not in an error toast besides); no payment step; what was typed stays.
    expect(screen.getAllByText(spaced(shown, { exact: true }))).toHaveLength(1);
    expect(screen.queryByText(spaced(message, { exact: true }))).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Complete Your Membership Payment|Finalisez le paiement/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(labels[lang].email)).toHaveValue("koffi@example.org");
    expect(calls).toHaveLength(1);

    // Sent again: one notice, the latest answer's.
    await user.click(screen.getByRole("button", { name: labels[lang].submit }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findAllByRole("alert", { name: title })).toHaveLength(1);
  });

  it("puts the server's field errors on the fields", async () => {
    stubApi([
      [
        "/api/memberships",
        () => json(400, { message: "Some fields are invalid", errors: [{ path: "country", message: "String must contain at most 80 character(s)" }] }),
      ],
    ]);
    const { user } = renderApp("/join");
    await screen.findByLabelText(labels.en.name);
    await fillApplication(user);
    await user.click(screen.getByRole("button", { name: labels.en.submit }));

    await waitFor(() =>
      expect(screen.getByLabelText(labels.en.country)).toHaveAccessibleDescription(/String must contain at most 80 character\(s\)$/),
    );
  });
});
