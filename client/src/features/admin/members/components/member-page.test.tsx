/**
 * A member's page: its sections in the admin's language, and a note that the server refuses or
 * cannot receive stays typed, with why it was not added; once added, the box empties. The API is
 * stubbed at fetch.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MemberPageResponse, MemberPaymentView } from "@shared/admin";
import { renderComponent } from "@/test/render-component";
import { json, stubApi } from "@/test/stub-api";
import { MemberPage } from "./member-page";

afterEach(() => vi.unstubAllGlobals());

const memberId = "0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a";
/** A FedaPay payment of 2026 that arrived after the year was paid by cash. */
const paidTwice: MemberPaymentView = {
  id: "33333333-3333-4333-8333-333333333333",
  payableKind: "membership_year",
  payableId: "44444444-4444-4444-8444-444444444444",
  provider: "fedapay",
  method: "mobile_money",
  providerRef: "fp_9",
  amount: 12_000,
  currency: "XOF",
  status: "succeeded",
  statusAt: "2026-01-21T09:00:00.000Z",
  paidAt: "2026-01-21T09:00:00.000Z",
  phone: null,
  operator: "mtn",
  operatorRef: null,
  failureReason: null,
  recordedByName: null,
  note: null,
  createdAt: "2026-01-21T08:59:00.000Z",
  duplicateOf: "22222222-2222-4222-8222-222222222222",
  reversal: null,
  reversedAt: null,
  reversalReason: null,
  reversedByName: null,
  receipt: { number: "2026-000005", cancelled: false },
  year: 2026,
};

const page = (notes: MemberPageResponse["notes"] = []): MemberPageResponse => ({
  member: {
    id: memberId,
    fullName: "Ama Koffi",
    email: "ama@example.org",
    country: "Benin",
    countryCode: "BJ",
    phone: null,
    language: "fr",
    category: "adherent_individual",
    consent: true,
    erasedAt: null,
    createdAt: "2025-03-10T09:00:00.000Z",
    updatedAt: "2025-03-10T09:00:00.000Z",
  },
  standing: { paidUp: true, inGrace: false, paidThrough: 2026, due: null },
  yearsPaid: [2026],
  years: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      year: 2026,
      category: "adherent_individual",
      duesAmount: 12_000,
      duesCurrency: "XOF",
      paidAt: "2026-01-20T11:00:00.000Z",
      renewalSentAt: null,
      payment: { id: "22222222-2222-4222-8222-222222222222", provider: "staff", method: "cash", reference: "CASH-1", status: "succeeded", reversal: null, paidTwice: false, operator: null, operatorRef: null, maskedNumber: null, paidAt: "2026-01-20T11:00:00.000Z", receiptNumber: "2026-000004" },
    },
  ],
  applications: [],
  gifts: [],
  messages: [],
  mails: [{ id: "33333333-3333-4333-8333-333333333333", template: "receipt", status: "sent", createdAt: "2026-01-20T11:00:00.000Z", sentAt: "2026-01-20T11:01:00.000Z" }],
  notes,
  history: [],
});

describe("a member's page", () => {
  it("shows the year paid with its receipt and the mails, in French", async () => {
    stubApi([
      [`/api/admin/members/${memberId}/payments`, () => json(200, { items: [paidTwice] })],
      [`/api/admin/members/${memberId}`, () => json(200, page())],
    ]);
    renderComponent(<MemberPage memberId={memberId} />, "fr");
    const years = await screen.findByRole("region", { name: "Années et paiements" });
    expect(years).toHaveTextContent("Payée le 20 janvier 2026");
    expect(within(years).getByRole("link", { name: "Télécharger le reçu de 2026" })).toHaveTextContent("Reçu 2026-000004");
    expect(screen.getByRole("region", { name: "Courriels envoyés" })).toHaveTextContent("Reçu, au donateur ou au membre");
    expect(screen.getByRole("region", { name: "Dons" })).toHaveTextContent("Aucun don de cette adresse.");
    // A payment made twice for the year: flagged, to refund (docs/decisions/016-paid-twice-refunds-and-voids.md).
    const payments = await screen.findByRole("region", { name: "Paiements" });
    expect(payments).toHaveTextContent("Cotisation 2026");
    expect(payments).toHaveTextContent("Payé deux fois — à rembourser");
    expect(within(payments).getByRole("button", { name: /^Marquer remboursé le paiement de 12\u00a0000\u00a0FCFA/ })).toBeInTheDocument();
    expect(within(payments).queryByRole("button", { name: /^Annuler le paiement/ })).toBeNull();
  });

  it("says “Membre depuis” from the first dues paid, and only when some were", async () => {
    const unpaid = page();
    unpaid.years = [];
    let shown = page();
    stubApi([
      [`/api/admin/members/${memberId}/payments`, () => json(200, { items: [] })],
      [`/api/admin/members/${memberId}`, () => json(200, shown)],
    ]);
    renderComponent(<MemberPage memberId={memberId} />, "fr");
    expect(await screen.findByText("Membre depuis")).toBeInTheDocument();
    expect(screen.getByText("20 janvier 2026")).toBeInTheDocument();
    cleanup();

    shown = unpaid;
    renderComponent(<MemberPage memberId={memberId} />, "fr");
    expect(await screen.findByText("Fiche créée le")).toBeInTheDocument();
    expect(screen.queryByText("Membre depuis")).toBeNull();
    expect(screen.getByText("10 mars 2025")).toBeInTheDocument();
  });

  it("shows the phone/WhatsApp number the member gave, and marks a gift given anonymously", async () => {
    const withPhone = page();
    withPhone.member.phone = "+229 01 97 12 34 56";
    withPhone.gifts = [
      { id: "55555555-5555-4555-8555-555555555555", amount: 30_000, currency: "XOF", status: "succeeded", impactTier: null, anonymous: true, createdAt: "2026-02-01T10:00:00.000Z", paidAt: "2026-02-01T10:05:00.000Z", payment: null },
    ];
    stubApi([
      [`/api/admin/members/${memberId}/payments`, () => json(200, { items: [] })],
      [`/api/admin/members/${memberId}`, () => json(200, withPhone)],
    ]);
    renderComponent(<MemberPage memberId={memberId} />, "en");
    const details = await screen.findByRole("region", { name: "Details" });
    expect(within(details).getByText("Phone / WhatsApp")).toBeInTheDocument();
    expect(within(details).getByRole("link", { name: "+229 01 97 12 34 56" })).toHaveAttribute("href", "tel:+2290197123456");
    expect(within(screen.getByRole("region", { name: "Gifts" })).getByText("Anonymous")).toBeInTheDocument();
  });

  it("keeps a note the server refused, says why, and empties the box once it is added", async () => {
    let refuse = true;
    const calls = stubApi([
      [
        `/api/admin/members/${memberId}/notes`,
        (body) =>
          refuse
            ? json(400, { message: "Some fields are invalid", errors: [{ path: "body", message: "Too long" }] })
            : json(201, { note: { id: "n1", memberId, body: body.body, authorId: null, authorName: "admin", createdAt: "2026-11-26T09:00:00.000Z" } }),
      ],
      [`/api/admin/members/${memberId}/payments`, () => json(200, { items: [] })],
      [`/api/admin/members/${memberId}`, () => json(200, page(refuse ? [] : [{ id: "n1", memberId, body: "Pays at the office", authorId: null, authorName: "admin", createdAt: "2026-11-26T09:00:00.000Z" }]))],
    ]);
    const { user } = renderComponent(<MemberPage memberId={memberId} />, "en");
    const notes = await screen.findByRole("region", { name: "Notes" });
    const box = within(notes).getByLabelText("A note about this member");
    await user.type(box, "Pays at the office");
    await user.click(within(notes).getByRole("button", { name: "Add the note" }));
    expect(await within(notes).findByRole("alert")).toHaveTextContent("The note was not added. What you typed is still here. Too long");
    expect(box).toHaveValue("Pays at the office");
    expect(box).toHaveAttribute("aria-invalid", "true");

    refuse = false;
    await user.click(within(notes).getByRole("button", { name: "Add the note" }));
    expect(await within(notes).findByText("Pays at the office", { selector: "p" })).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ body: "Pays at the office" }, { body: "Pays at the office" }]);
  });
});
