/**
 * Receipts and membership attestations as PDFs (server/documents, server/routes/documents.ts):
 * read back with PDF.js, in English and French, with the names people type (Fon and Yoruba letters
 * and tones, French accents); downloaded by the administration, and by the donor or member
 * through the private link of their mail.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { renderDonationReceipt, type ReceiptDocument } from "../../server/documents/donation-receipt";
import { renderMembershipAttestation, type AttestationDocument } from "../../server/documents/membership-attestation";
import { foundationOf } from "../../server/documents/letter-page";
import { documentLink, documentToken } from "../../server/services/receipts-and-attestations/document-links";
import { signIn, type Agent } from "../helpers/admin";
import { createDonation, createMembership, createPayment } from "../helpers/factories";
import { oldDocumentToken } from "../helpers/old-tokens";
import { pdfText } from "../helpers/pdf-text";
import { createTestApp } from "../helpers/test-app";

const FON_NAME = "Ɛdɔ́ Ŋ̀kɔ́ Hounsou";
const FRENCH_NAME = "Aïcha Dossou";
const foundation = foundationOf({ SITE_NAME: "Fondation Ŋɔ Bénin", CONTACT_EMAIL: "contact@example.org", PUBLIC_URL: "https://example.org" });
/** Text as a reader copies it, spaces (non-breaking ones too) made plain and single. */
const readable = async (bytes: Uint8Array) => (await pdfText(bytes)).normalize("NFC").replace(/\s+/g, " ");
const plain = (text: string) => text.normalize("NFC").replace(/\s+/g, " ");

const receipt = (overrides: Partial<ReceiptDocument> = {}): ReceiptDocument => ({
  foundation,
  number: "2026-000123",
  issuedAt: new Date("2026-03-05T09:00:00Z"),
  payable: { kind: "donation", tier: "train_learner" },
  payer: { name: FON_NAME, email: "edo@example.org" },
  amount: 30_000,
  currency: "XOF",
  // 23:30 UTC on 4 March is 00:30 on 5 March in Cotonou.
  paidAt: new Date("2026-03-04T23:30:00Z"),
  method: "mobile_money",
  operator: "mtn",
  reference: "FDP-778812",
  ...overrides,
});

describe("a donation receipt", () => {
  it("says who gave how much, when, how, for what, under its number (English)", async () => {
    const bytes = await renderDonationReceipt(receipt(), "en");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await readable(bytes);
    for (const expected of ["Donation receipt", "Receipt no. 2026-000123", FON_NAME, "edo@example.org", "30,000 FCFA", "March 5, 2026", "MTN Mobile Money", "FDP-778812", "Train 1 Learner", "Fondation Ŋɔ Bénin", "contact@example.org"])
      expect(text).toContain(plain(expected));
    // Drawn once: the tones are placed on their letters by outline, the text stays one text.
    expect(text.split(plain(FON_NAME))).toHaveLength(2);
    expect(bytes.length).toBeLessThan(60_000);
  });

  it("says it in French, amounts and dates as French writes them", async () => {
    const text = await readable(await renderDonationReceipt(receipt(), "fr"));
    for (const expected of ["Reçu de don", "Reçu n° 2026-000123", FON_NAME, "30 000 FCFA", "5 mars 2026", "Moyen de paiement", "Former 1 apprenant", "Cotonou, Bénin"])
      expect(text).toContain(plain(expected));
  });

  it("acknowledges a member's dues paid in cash, and cents in US dollars", async () => {
    const doc = receipt({
      payable: { kind: "membership", category: "adherent_individual", year: 2026 },
      payer: { name: FRENCH_NAME, email: "aicha@example.org" },
      amount: 2_550,
      currency: "USD",
      method: "cash",
      operator: null,
      reference: null,
    });
    const en = await readable(await renderDonationReceipt(doc, "en"));
    for (const expected of ["Receipt for membership dues", FRENCH_NAME, "$25.50", "Cash", "Dues 2026, Individual (natural person) — valid until December 31, 2026"]) expect(en).toContain(expected);
    expect(en).not.toContain("Payment reference");
    const fr = await readable(await renderDonationReceipt(doc, "fr"));
    for (const expected of ["Reçu de cotisation", FRENCH_NAME, "25,50 $ US", "Espèces", "Cotisation 2026, Individuel — valable jusqu’au 31 décembre 2026"]) expect(fr).toContain(plain(expected));
  });

  it("names a donor known only by e-mail by that address", async () => {
    const text = await readable(await renderDonationReceipt(receipt({ payer: { name: null, email: "anonymous.giver@example.org" } }), "en"));
    expect(text).toContain("Received from anonymous.giver@example.org");
  });

  it("is the same file for the same receipt (its date is the receipt's)", async () => {
    expect(Buffer.from(await renderDonationReceipt(receipt(), "fr")).equals(Buffer.from(await renderDonationReceipt(receipt(), "fr")))).toBe(true);
  });
});

describe("a membership attestation", () => {
  const attestation = (overrides: Partial<AttestationDocument> = {}): AttestationDocument => ({
    foundation,
    member: { name: FON_NAME, country: "Bénin" },
    category: "patron",
    year: 2026,
    memberSince: new Date("2026-01-03T10:00:00Z"),
    issuedAt: new Date("2026-02-01T10:00:00Z"),
    ...overrides,
  });

  it("certifies the member, the category and the year, in English and French", async () => {
    const en = await readable(await renderMembershipAttestation(attestation(), "en"));
    for (const expected of ["Membership certificate", FON_NAME, "membership year 2026", "Patron", "January 3, 2026", "Cotonou, February 1, 2026"]) expect(en).toContain(plain(expected));
    const fr = await readable(await renderMembershipAttestation(attestation({ member: { name: FRENCH_NAME, country: "Côte d’Ivoire" } }), "fr"));
    for (const expected of ["Attestation d’adhésion", FRENCH_NAME, "année d’adhésion 2026", "Bienfaiteur", "3 janvier 2026", "Fait à Cotonou, le 1er février 2026", "Côte d’Ivoire"])
      expect(fr).toContain(plain(expected));
    // A name beginning with a vowel is never written after a bare "que" (French elides it: qu’Aïcha).
    expect(fr).toContain(plain(`atteste que la personne nommée ci-dessous ${FRENCH_NAME} est membre`));
  });
});

describe("downloading receipts and attestations", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Agent;
  const now = new Date("2026-05-10T10:00:00Z");
  const secret = "test-secret-test-secret-test-secret-0123";
  beforeAll(async () => {
    t = await createTestApp({ admin: true, now: () => now });
    admin = await signIn(t.app);
  });
  afterAll(() => t.close());

  const paidDonation = async (language: "en" | "fr" = "fr") => {
    const donation = await createDonation(t.db, { amount: 12_000, currency: "XOF", language, donorName: FRENCH_NAME, impactTier: null });
    return createPayment(t.db, { payableKind: "donation", payableId: donation.id, amount: 12_000, currency: "XOF", statusAt: new Date("2026-05-09T12:00:00Z") });
  };
  const pdf = (res: request.Response) => new Uint8Array(res.body as Buffer);
  const binary = (req: request.Test) => req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

  it("answers 401 without a session", async () => {
    const payment = await paidDonation();
    const member = await createMembership(t.db, { status: "active", membershipYear: 2026 });
    await request(t.app).get(apiPaths.admin.receipt(payment.id)).expect(401);
    await request(t.app).get(apiPaths.admin.attestation(member.id)).expect(401);
  });

  it("gives the administration a paid donation's receipt, in the donor's language or the one asked for, numbered once", async () => {
    const payment = await paidDonation("fr");
    const first = await binary(admin.get(apiPaths.admin.receipt(payment.id))).expect(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toMatch(/^attachment; filename="recu-2026-\d{6}\.pdf"$/);
    const fr = await readable(pdf(first));
    expect(fr).toContain(plain("12 000 FCFA"));
    expect(fr).toContain(FRENCH_NAME);
    const number = /Reçu n° (2026-\d{6})/.exec(fr)?.[1];
    expect(number).toBeDefined();
    const en = await readable(pdf(await binary(admin.get(`${apiPaths.admin.receipt(payment.id)}?lang=en`)).expect(200)));
    expect(en).toContain(`Receipt no. ${number}`);
    expect(en).toContain("12,000 FCFA");
  });

  it("answers 404 for a payment that has not succeeded, an unknown one, or no id at all", async () => {
    const donation = await createDonation(t.db, { status: "pending" });
    const pending = await createPayment(t.db, { payableKind: "donation", payableId: donation.id, status: "pending" });
    const res = await admin.get(`${apiPaths.admin.receipt(pending.id)}?lang=fr`).expect(404);
    expect(res.body.message).toBe("Aucun reçu\u00a0: ce paiement n’existe pas ou n’a pas abouti.");
    await admin.get(apiPaths.admin.receipt("00000000-0000-4000-8000-000000000000")).expect(404);
    await admin.get(apiPaths.admin.receipt("not-a-uuid")).expect(404);
  });

  it("gives an active member's attestation, and 404 for a pending one", async () => {
    const active = await createMembership(t.db, { fullName: FON_NAME, status: "active", category: "adherent_individual", membershipYear: 2026, language: "en" });
    const pending = await createMembership(t.db, { status: "pending" });
    const text = await readable(pdf(await binary(admin.get(apiPaths.admin.attestation(active.id))).expect(200)));
    expect(text).toContain(plain(FON_NAME));
    expect(text).toContain("membership year 2026");
    expect(text).toContain("Cotonou, May 10, 2026");
    await admin.get(apiPaths.admin.attestation(pending.id)).expect(404);
  });

  it("gives the donor their receipt through the private link of their mail, in their language", async () => {
    const payment = await paidDonation("fr");
    const link = documentLink(t.env.PUBLIC_URL, secret, { kind: "receipt", id: payment.id }, now);
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/api\/documents\/r\.[0-9a-f-]{36}\.\w+\.[\w-]{43}\.pdf$/);
    const res = await binary(request(t.app).get(path)).expect(200);
    expect(res.headers["content-disposition"]).toMatch(/^inline;/);
    expect(await readable(pdf(res))).toContain("Reçu de don");
  });

  it("refuses a link whose signature or target was changed (404), and one past its 90 days (410)", async () => {
    const payment = await paidDonation();
    const other = await paidDonation();
    const token = documentToken(secret, { kind: "receipt", id: payment.id }, new Date(now.getTime() + 86_400_000));
    await request(t.app).get(apiPaths.document(token.replace(payment.id, other.id))).expect(404);
    await request(t.app).get(apiPaths.document(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).expect(404);
    await request(t.app).get(apiPaths.document(documentToken("another-secret-another-secret-0000", { kind: "receipt", id: payment.id }, new Date(now.getTime() + 86_400_000)))).expect(404);
    const expired = documentToken(secret, { kind: "receipt", id: payment.id }, new Date(now.getTime() - 1000));
    const res = await request(t.app).get(`${apiPaths.document(expired)}?lang=fr`).expect(410);
    expect(res.body.message).toBe("Ce lien a expiré. Écrivez à hello@test-foundation.org pour en recevoir un nouveau.");
  });

  it("still gives the receipt through a link mailed before the signed-token helper, until its 90 days are over", async () => {
    const payment = await paidDonation("fr");
    const old = oldDocumentToken(secret, "receipt", payment.id, new Date(now.getTime() + 86_400_000));
    expect(await readable(pdf(await binary(request(t.app).get(apiPaths.document(old))).expect(200)))).toContain("Reçu de don");
    const ended = oldDocumentToken(secret, "receipt", payment.id, new Date(now.getTime() - 1000));
    await request(t.app).get(apiPaths.document(ended)).expect(410);
    await request(t.app).get(apiPaths.document(old.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).expect(404);
  });

  it("does not give through a link what it would not give the administration: a membership no longer active", async () => {
    const member = await createMembership(t.db, { status: "inactive" });
    await request(t.app).get(apiPaths.document(documentToken(secret, { kind: "attestation", id: member.id }, new Date(now.getTime() + 86_400_000)))).expect(404);
  });
});
