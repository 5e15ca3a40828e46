/**
 * Every mail the site sends, rendered in English and in French from fixed data, held against the
 * stored copy (__snapshots__/every-mail.txt): moving the templates around must not change a byte of
 * what a reader receives. A new template needs its cases here, or the first test says so.
 */
import { describe, expect, it } from "vitest";
import { languages } from "../../shared/domain";
import { isFromPublicForm, isGathered, renderMail, templates, type MailContext } from "./templates";

const publicUrl = "https://foundation.example";
/** A sender that makes documents and privacy links, as the outbox is. */
const context: MailContext = {
  siteName: "Test Foundation",
  contactEmail: "hello@foundation.example",
  publicUrl,
  documentLink: (target) => `${publicUrl}/d/${target.kind}/${target.id}?sig=abc`,
  privacy: {
    page: `${publicUrl}/privacy/me?t=page`,
    copy: (id) => `${publicUrl}/privacy/copy/${id}?t=file`,
    readableCopy: (id) => `${publicUrl}/privacy/copy/${id}.pdf?t=read`,
    membership: `${publicUrl}/my-membership?t=me`,
  },
};
/** A sender without the readable copy or the member's page. */
const plainer: MailContext = { ...context, privacy: { page: `${publicUrl}/privacy/me?t=page`, copy: (id) => `${publicUrl}/privacy/copy/${id}?t=file` } };

const paid = {
  paymentId: "00000000-0000-4000-8000-000000000001",
  number: "2026-000123",
  amount: 12_000,
  currency: "XOF",
  paidAt: "2026-03-14T09:30:00.000Z",
  method: "mobile_money",
  operator: "mtn",
};
const member = { membershipId: "00000000-0000-4000-8000-000000000002", name: "Awa Diallo", category: "active", year: 2026 };
const renewal = {
  yearId: "00000000-0000-4000-8000-000000000003",
  name: "Kofi Mensah",
  category: "adherent_organization",
  year: 2027,
  amount: 25,
  currency: "EUR",
  round: "opening",
  graceEnd: "2027-03-31",
  url: `${publicUrl}/renew/abc`,
  linkEnds: "2027-04-30T23:00:00.000Z",
};
const privacyRequest = { requestId: "00000000-0000-4000-8000-000000000004", kind: "copy", requestedAt: "2026-05-02T08:00:00.000Z", dueAt: "2026-06-01T08:00:00.000Z" };

/** Each template's cases: a name for the case, its data, and the sender when not the usual one. */
const cases: Record<string, [string, unknown, MailContext?][]> = {
  "staff-contact": [
    ["message", { contactId: "c1", name: "Ama <b>", email: "ama@example.org", subject: "Hello & more", message: "Line one\nLine \"two\"", language: "fr", volunteer: false }],
    ["volunteer", { contactId: "c2", name: "Yao", email: "yao@example.org", subject: "Help", message: "I can teach.", language: "en", volunteer: true }],
  ],
  "staff-membership": [
    ["online dues", { membershipId: "m1", memberId: "p1", name: "Awa", email: "awa@example.org", category: "active", duesAmount: 12_000, duesCurrency: "XOF", payable: true, language: "fr" }],
    ["offline dues, no member", { membershipId: "m2", name: "Kofi", email: "kofi@example.org", category: "honorary", duesAmount: 0, duesCurrency: "USD", payable: false, language: "en" }],
  ],
  "membership-applied": [
    ["payable", { membershipId: "m1", category: "active", duesAmount: 12_000, duesCurrency: "XOF", payable: true }],
    ["not payable", { membershipId: "m2", category: "honorary", duesAmount: 0, duesCurrency: "USD", payable: false, name: "left out" }],
  ],
  "contact-reply": [
    ["reply", { contactId: "c1", name: "Ama", subject: "Question", message: "Is it open?\nThanks", receivedAt: "2026-02-10T15:45:00.000Z", body: "Yes, from Monday.\nBest" }],
  ],
  receipt: [
    ["donation with tier", { ...paid, kind: "donation", name: "Awa Diallo", tier: "equip_lab", category: null, year: null }],
    ["donation, no name, resent", { ...paid, method: "card", operator: null, currency: "USD", amount: 5_000, kind: "donation", name: null, tier: null, category: null, year: null, resent: true }],
    ["dues", { ...paid, kind: "membership_year", name: "www.evil.example", tier: null, category: "active", year: 2026 }],
  ],
  "membership-welcome": [
    ["paid", { ...member, paid }],
    ["activated by staff", { ...member, paid: null }, plainer],
  ],
  attestation: [["again", member]],
  "staff-sign-in-failures": [["failures", { username: "admin", failures: 12, minutes: 15, until: "2026-07-01T18:20:00.000Z" }]],
  convocation: [
    ["assembly", { convocationId: "v1", name: "Awa Diallo", year: 2026, heldAt: "2027-01-16T09:00:00.000Z", place: "Cotonou, Salle A", agenda: "1. Report\n2. Budget <2027>" }],
  ],
  "membership-status": [
    ["active", { ...member, status: "active" }],
    ["inactive", { ...member, status: "inactive" }],
    ["pending", { ...member, status: "pending" }],
  ],
  "privacy-request-received": [
    ["copy", privacyRequest],
    ["erasure", { ...privacyRequest, kind: "erasure" }],
  ],
  "staff-privacy-request": [
    ["copy", { ...privacyRequest, email: "p@example.org", language: "fr" }],
    ["erasure", { ...privacyRequest, kind: "erasure", email: "p@example.org", language: "en" }],
  ],
  "privacy-copy": [
    ["readable too", privacyRequest],
    ["file only", privacyRequest, plainer],
  ],
  "membership-renewal": [
    ["opening", renewal],
    ["overdue", { ...renewal, round: "overdue" }],
    ["staff, before links ended", { ...renewal, round: "staff", linkEnds: undefined }, plainer],
  ],
  "privacy-erased": [["erased", { ...privacyRequest, kind: "erasure" }]],
  "membership-lapsed": [
    ["lapsed", { ...renewal, round: undefined }],
    ["before links ended", { ...renewal, round: undefined, linkEnds: undefined }],
  ],
  "payment-reversed": [
    ["refunded dues", { paymentId: "p1", name: "Awa", reversal: "refunded", amount: 12_000, currency: "XOF", paidAt: paid.paidAt, number: "2026-000123", unpaidYear: 2026 }],
    ["voided, no receipt", { paymentId: "p2", name: null, reversal: "voided", amount: 30, currency: "CAD", paidAt: paid.paidAt, number: null, unpaidYear: null }],
  ],
  "my-membership-link": [["link", {}]],
  "admin-password-reset": [["reset", { username: "awa.treasurer", token: "tok-123" }]],
  "admin-invitation": [["invitation", { username: "sena", inviter: "awa.treasurer", token: "tok-456", expiresAt: "2026-09-16T07:05:00.000Z" }]],
  "staff-digest": [
    [
      "a flood",
      {
        since: "2026-09-09T07:05:00.000Z",
        sent: 3,
        items: [
          ...Array.from({ length: 19 }, (_, i) => ({ template: "staff-contact", key: `contact:c${i}` })),
          { template: "staff-membership", key: "membership:m1" },
          { template: "staff-privacy-request", key: "privacy:r1" },
          { template: "staff-membership", key: "membership:m2" },
        ],
      },
    ],
    [
      "a long flood, counted",
      {
        since: "2026-09-09T07:05:00.000Z",
        sent: 3,
        counts: { "staff-contact": 1_480, "staff-membership": 17, "staff-privacy-request": 2 },
        items: Array.from({ length: 20 }, (_, i) => ({ template: i === 4 ? "staff-membership" : "staff-contact", key: `contact:c${i}` })),
      },
    ],
  ],
};

/** A rendered mail as plain text, every field in a fixed order, so that a change reads as a diff. */
function show(name: string, label: string, language: string, sender: MailContext) {
  const mail = renderMail(name, cases[name]!.find(([caseLabel]) => caseLabel === label)![1], language as "en", sender);
  const { subject, text, html, replyTo, inReplyTo, references, attachments, ...rest } = mail;
  return [
    `==== ${name} / ${label} / ${language}`,
    `to: ${templates[name as keyof typeof templates].to}, from a public form: ${isFromPublicForm(name)}, gathered in a digest: ${isGathered(name)}`,
    `subject: ${subject}`,
    `replyTo: ${replyTo}`,
    `inReplyTo: ${inReplyTo ?? "-"}`,
    `references: ${references ? JSON.stringify(references) : "-"}`,
    `attachments: ${attachments ? JSON.stringify(attachments) : "-"}`,
    `other fields: ${JSON.stringify(rest)}`,
    "---- text",
    text,
    "---- html",
    html,
  ].join("\n");
}

describe("every mail, in both languages", () => {
  it("has its cases here", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(templates).sort());
  });

  it("renders as the stored copy, byte for byte", async () => {
    const all = Object.entries(cases).flatMap(([name, list]) =>
      list.flatMap(([label, , sender]) => languages.map((language) => show(name, label, language, sender ?? context))),
    );
    await expect(`${all.join("\n")}\n`).toMatchFileSnapshot("./__snapshots__/every-mail.txt");
  });
});
