/**
 * The mails that carry documents: a donor's receipt when a payment succeeds (the test provider,
 * a provider's webhook delivered twice, a payment recorded by staff), a new member's one welcome
 * with the attestation and the dues' receipt, a status set by staff, and the admin's Send again.
 * Sent to a real SMTP server started here, parsed with mailparser, the PDFs read back with PDF.js.
 */
import { eq, like } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, outbox, receipts } from "../../shared/schema";
import { foundationOf } from "../../server/documents/letter-page";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { mailDocuments } from "../../server/services/receipts-and-attestations/mail-documents";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { startFakeStripe } from "../helpers/fake-stripe";
import { pdfText } from "../helpers/pdf-text";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";

const SECRET = "test-secret-test-secret-test-secret-0123";
const FROM = "Test Foundation <no-reply@test-foundation.org>";
const NAME = "Aïcha Dossou-Ŋɔ̀";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let admin: Agent;
let smtp: TestSmtp;
let mailer: Mailer;
let clock: Date;

const deliveryFor = (app: App): DeliveryOptions => ({
  from: FROM,
  context: { siteName: app.env.SITE_NAME, contactEmail: app.env.CONTACT_EMAIL, publicUrl: app.env.PUBLIC_URL },
  documents: mailDocuments({ db: app.db, foundation: foundationOf(app.env), secret: SECRET, publicUrl: app.env.PUBLIC_URL }),
});

beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 }, now: () => new Date() });
  admin = await signIn(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  // A mail is due from when it was written (the database's clock): the sender's clock runs ahead.
  clock = new Date(Date.now() + 1_000);
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

/** Sends everything due, as the jobs room does; answers the mails the SMTP server received. */
async function deliver(app: App = t) {
  while ((await deliverDueMail(app.db, mailer, clock, deliveryFor(app))) > 0);
  return smtp.received;
}

/** The mails to one address. */
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed);

const pdfs = (mail: ParsedMail) => mail.attachments.filter((file) => file.contentType === "application/pdf");
const readable = async (bytes: Uint8Array) => (await pdfText(bytes)).normalize("NFC").replace(/\s+/g, " ");
const plain = (text: string) => text.normalize("NFC").replace(/\s+/g, " ");

/** The private links of a mail's text, as paths of the site. */
const privateLinks = (mail: ParsedMail) => [...(mail.text ?? "").matchAll(/http:\/\/localhost:5000(\/api\/documents\/[\w.-]+\.pdf)/g)].map((m) => m[1]!);

let keys = 0;
/** A donation paid by card through the test provider, as the donation page does it. */
async function payDonation(donation: Record<string, unknown>, method: "card" | "mobile_money" = "card") {
  const created = await request(t.app).post("/api/donations").send(donation).expect(201);
  const { kind, id, token } = created.body.payable as { kind: string; id: string; token: string };
  const payable = { kind, id, token };
  const started = await request(t.app)
    .post("/api/payments")
    .send({ payable, method, ...(method === "mobile_money" ? { phone: "01 97 12 34 56" } : {}), idempotencyKey: `receipt-mail-${++keys}-abcdef` })
    .expect(201);
  await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return { donationId: payable.id, paymentId: started.body.payment.id as string };
}

async function receiptNumberOf(paymentId: string) {
  const [row] = await t.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
  return receiptLabel(row!);
}

describe("a donor's receipt", () => {
  it("is mailed once when the test provider confirms, in French, with the PDF and a private link", async () => {
    const { paymentId } = await payDonation({ email: "aicha@example.org", amount: 12_000, currency: "XOF", impactTier: null, language: "fr" }, "mobile_money");
    const number = await receiptNumberOf(paymentId);
    await deliver();
    const [mail, ...others] = mailsTo("aicha@example.org");
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`Votre reçu de don n° ${number}`);
    // The donation page asks no name: greeted without one, named by the address on the receipt.
    expect(mail!.text).toContain("Bonjour,\n");
    expect(mail!.text).toContain("Merci pour votre don de 12\u00a0000\u00a0FCFA à Test Foundation.");
    expect(mail!.text).toContain(`Reçu n°\u00a0: ${number}\nMontant\u00a0: 12\u00a0000\u00a0FCFA`);
    expect(mail!.text).toContain("Moyen de paiement\u00a0: MTN Mobile Money");
    // Why it was sent, and how to reach the foundation.
    expect(mail!.text).toContain("Vous recevez ce courriel parce qu’un don à Test Foundation a été fait avec cette adresse");
    expect(mail!.text).toContain("Nous écrire\u00a0: hello@test-foundation.org");
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.html).toContain("12\u00a0000\u00a0FCFA");

    const [pdf, ...more] = pdfs(mail!);
    expect(more).toEqual([]);
    expect(pdf!.filename).toBe(`recu-${number}.pdf`);
    const text = await readable(pdf!.content);
    for (const expected of ["Reçu de don", `Reçu n° ${number}`, "aicha@example.org", "12 000 FCFA", "MTN Mobile Money"]) expect(text).toContain(plain(expected));

    // The link in the mail gives the same receipt, without an account.
    const [link] = privateLinks(mail!);
    const downloaded = await request(t.app).get(link!).buffer(true).expect(200).expect("Content-Type", "application/pdf");
    expect(Buffer.compare(downloaded.body as Buffer, pdf!.content)).toBe(0);
    expect(mail!.html).toContain(`href="http://localhost:5000${link}"`);
  });

  // shared/money.ts writes a whole amount without cents, as the donation page shows it: €25 / 25 €.
  it("says euros as each language writes them, and the same number as the admin's download", async () => {
    const en = await payDonation({ email: "ama@example.org", amount: 25, currency: "EUR", impactTier: null, language: "en" });
    await payDonation({ email: "kossi@example.org", amount: 25, currency: "EUR", impactTier: null, language: "fr" });
    const download = await admin.get(`/api/admin/payments/${en.paymentId}/receipt.pdf`).buffer(true).expect(200);
    await deliver();
    const number = await receiptNumberOf(en.paymentId);
    const [english] = mailsTo("ama@example.org");
    expect(english!.subject).toBe(`Your donation receipt no. ${number}`);
    expect(english!.text).toContain("Thank you for your donation of €25 to Test Foundation.");
    expect(english!.text).toContain("Payment method: Card");
    expect(english!.text).toContain("You receive this mail because a donation to Test Foundation was made with this address");
    expect(Buffer.compare(pdfs(english!)[0]!.content, download.body as Buffer)).toBe(0);
    const [french] = mailsTo("kossi@example.org");
    expect(french!.subject).toMatch(/^Votre reçu de don n° \d{4}-\d{6}$/);
    expect(french!.text).toContain("Montant\u00a0: 25\u00a0€");
    expect(await readable(pdfs(french!)[0]!.content)).toContain(plain("25 €"));
  });

  it("is mailed for a donation staff recorded, and for a payment staff recorded for a donation", async () => {
    const recorded = await admin
      .post("/api/admin/donations")
      .set("Origin", ORIGIN)
      .send({ email: "bello@example.org", donorName: NAME, language: "en", method: "cash", amount: 50_000, currency: "XOF", paidOn: "2026-03-02", reference: "CASH-0042" })
      .expect(201);
    const pending = await request(t.app).post("/api/donations").send({ email: "femi@example.org", amount: 100, currency: "USD", impactTier: null, language: "fr" }).expect(201);
    await admin
      .post("/api/admin/payments")
      .set("Origin", ORIGIN)
      .send({ kind: "donation", id: pending.body.donation.id, method: "bank_transfer", amount: 100, currency: "USD", paidOn: "2026-03-03" })
      .expect(201);
    await deliver();
    const [cash] = mailsTo("bello@example.org");
    expect(cash!.subject).toBe(`Your donation receipt no. ${await receiptNumberOf(recorded.body.payment.id)}`);
    expect(cash!.text).toContain(`Dear ${NAME},`);
    expect(cash!.text).toContain("Amount: 50,000\u00a0FCFA");
    expect(cash!.text).toContain("Payment method: Cash");
    expect(cash!.text).toContain("Date of payment: March 2, 2026");
    const pdf = await readable(pdfs(cash!)[0]!.content);
    for (const expected of [NAME, "50,000 FCFA", "CASH-0042", "Cash"]) expect(pdf).toContain(plain(expected));
    const [transfer] = mailsTo("femi@example.org");
    expect(transfer!.text).toContain("Montant\u00a0: 100\u00a0$\u00a0US");
    expect(transfer!.text).toContain("Moyen de paiement\u00a0: Virement bancaire");
    expect(transfer!.text).toContain("Date du paiement\u00a0: 3 mars 2026");
  });
});

describe("a receipt confirmed by a provider's webhook", () => {
  const WEBHOOK_SECRET = "whsec_test_secret";
  const stripe = new Stripe("sk_test_fake");
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let s: App;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      formLimit: { windowMs: 60_000, limit: 1000 },
      env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  it("is mailed once when the webhook is delivered twice", async () => {
    const created = await request(s.app).post("/api/donations").send({ email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" }).expect(201);
    const intent = await request(s.app).post("/api/create-payment-intent").send({ donationId: created.body.donation.id, type: "donation" }).expect(200);
    const succeeded = fake.setStatus(intent.body.paymentIntentId, "succeeded");
    const payload = JSON.stringify({ id: "evt_twice", object: "event", type: "payment_intent.succeeded", created: succeeded.created + 5, api_version: "2025-01-27", data: { object: { ...succeeded, object: "payment_intent" } } });
    const send = () =>
      request(s.app)
        .post("/api/webhooks/stripe")
        .set("Stripe-Signature", stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        .set("Content-Type", "application/json")
        .send(payload)
        .expect(200);
    expect((await send()).body.result).toBe("applied");
    expect((await send()).body.result).toBe("duplicate");
    // The same success told again another way (a new event id): applied once all the same.
    const other = payload.replace("evt_twice", "evt_again");
    await request(s.app).post("/api/webhooks/stripe").set("Stripe-Signature", stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET })).set("Content-Type", "application/json").send(other).expect(200);
    await deliver(s);
    const mails = mailsTo("ama@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Thank you for your donation of $50 to Test Foundation.");
    expect(mails[0]!.text).toContain("Impact tier: Train 1 Learner");
    expect(await s.db.select().from(outbox).where(like(outbox.key, "receipt:%"))).toHaveLength(1);
  });

  it("is mailed when the payer's return page finds the payment paid before any webhook, and not again when it comes", async () => {
    const created = await request(s.app).post("/api/donations").send({ email: "kofi@example.org", amount: 25, currency: "EUR", impactTier: null, language: "fr" }).expect(201);
    const intent = await request(s.app).post("/api/create-payment-intent").send({ donationId: created.body.donation.id, type: "donation" }).expect(200);
    const succeeded = fake.setStatus(intent.body.paymentIntentId, "succeeded");
    const status = await request(s.app).get(`/api/payments/${intent.body.paymentIntentId}`).query({ client_secret: intent.body.clientSecret }).expect(200);
    expect(status.body.status).toBe("succeeded");
    const payload = JSON.stringify({ id: "evt_late", object: "event", type: "payment_intent.succeeded", created: succeeded.created + 5, api_version: "2025-01-27", data: { object: { ...succeeded, object: "payment_intent" } } });
    const late = await request(s.app).post("/api/webhooks/stripe").set("Stripe-Signature", stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })).set("Content-Type", "application/json").send(payload).expect(200);
    expect(late.body.result).toBe("stale");
    await deliver(s);
    const mails = mailsTo("kofi@example.org");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Merci pour votre don de 25\u00a0€ à Test Foundation.");
    expect(pdfs(mails[0]!)).toHaveLength(1);
  });
});

describe("a new member's welcome", () => {
  const application = { fullName: NAME, email: "member@example.org", country: "Bénin", category: "adherent_individual", consent: true, language: "fr" };

  it("is one mail with the attestation and the dues' receipt once the dues are paid, and the same PDFs on a second try", async () => {
    const applied = await request(t.app).post("/api/memberships?payment=later").send(application).expect(201);
    const { kind, id, token } = applied.body.payable as { kind: string; id: string; token: string };
    const started = await request(t.app).post("/api/payments").send({ payable: { kind, id, token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: "dues-welcome-0001" }).expect(201);
    await request(t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
    const number = await receiptNumberOf(started.body.payment.id);
    await deliver();
    // The year the application named when it was filed (docs/decisions/015-which-year-dues-pay.md).
    const year = (applied.body as { membership: { membershipYear: number } }).membership.membershipYear;
    // The welcome alone, no separate receipt: the application's confirmation, which asks for the
    // dues, was still waiting when they were paid, so it is dropped (mail/outbox.ts).
    const mails = mailsTo("member@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual(["Bienvenue à Test Foundation\u00a0: votre adhésion est active"]);
    const welcome = mails.find((mail) => mail.subject?.startsWith("Bienvenue"))!;
    expect(welcome.text).toContain("Catégorie\u00a0: Individuel");
    expect(welcome.text).toContain(`Année d’adhésion\u00a0: ${year}`);
    expect(welcome.text).toContain(`Nous avons bien reçu votre cotisation de 12\u00a0000\u00a0FCFA (reçu n° ${number}).`);
    expect(welcome.text).toContain("Vous recevez ce courriel parce que votre adhésion à Test Foundation vient de devenir active.");
    const files = pdfs(welcome);
    expect(files.map((file) => file.filename)).toEqual([`attestation-${year}.pdf`, `recu-${number}.pdf`]);
    const attestation = await readable(files[0]!.content);
    for (const expected of ["Attestation d’adhésion", NAME, `année d’adhésion ${year}`, "Individuel"]) expect(attestation).toContain(plain(expected));
    const receipt = await readable(files[1]!.content);
    for (const expected of ["Reçu de cotisation", number, "12 000 FCFA", NAME]) expect(receipt).toContain(plain(expected));
    const links = privateLinks(welcome);
    expect(links).toHaveLength(2);
    for (const link of links) await request(t.app).get(link).expect(200).expect("Content-Type", "application/pdf");

    // Its sender died before it could say the mail left: tried again once the lease ended, a day later.
    const [row] = await t.db.select().from(outbox).where(like(outbox.key, "membership-welcome:%"));
    await t.db.update(outbox).set({ status: "sending", leaseUntil: new Date(clock.getTime() - 1) }).where(eq(outbox.id, row!.id));
    clock = new Date(clock.getTime() + 86_400_000);
    await deliver();
    const again = mailsTo("member@example.org")[1]!;
    expect(again.messageId).toBe(welcome.messageId);
    expect(pdfs(again).map((file) => file.content.toString("base64"))).toEqual(files.map((file) => file.content.toString("base64")));
  });

  it("is sent when staff activate an application that pays no dues, with the attestation alone, then each status change mails once", async () => {
    const applied = await request(t.app).post("/api/memberships").send({ ...application, email: "honorary@example.org", category: "honorary", language: "en" }).expect(201);
    const id = applied.body.membership.id as string;
    const activated = await admin.put(`/api/memberships/${id}`).set("Origin", ORIGIN).send({ status: "active" }).expect(200);
    await deliver();
    const welcome = mailsTo("honorary@example.org").find((mail) => mail.subject === "Welcome to Test Foundation: your membership is active")!;
    expect(welcome.text).toContain("Category: Honorary");
    expect(welcome.text).not.toContain("FCFA");
    expect(pdfs(welcome).map((file) => file.filename)).toEqual([`membership-certificate-${new Date().getUTCFullYear()}.pdf`]);

    await admin.put(`/api/memberships/${id}`).set("Origin", ORIGIN).send({ status: "inactive", version: activated.body.membership.version }).expect(200);
    // Saving without a change mails nothing.
    await admin.put(`/api/memberships/${id}`).set("Origin", ORIGIN).send({ status: "inactive" }).expect(200);
    await deliver();
    await admin.put(`/api/memberships/${id}`).set("Origin", ORIGIN).send({ status: "active" }).expect(200);
    await deliver();
    const [, , inactive, active, ...more] = mailsTo("honorary@example.org");
    expect(more).toEqual([]);
    expect(inactive!.subject).toBe("Your membership of Test Foundation is no longer active");
    expect(inactive!.text).toContain("The board has marked your membership of Test Foundation, in the category Honorary, as inactive.");
    expect(inactive!.text).toContain("You receive this mail because the board changed the status of your membership of Test Foundation.");
    expect(pdfs(inactive!)).toEqual([]);
    // Active again: told so (the welcome was sent once), with the certificate's link.
    expect(active!.subject).toBe("Your membership of Test Foundation is active");
    expect(privateLinks(active!)).toHaveLength(1);
  });
});

describe("Send again", () => {
  it("mails the receipt once more on each click, answers 202 and writes the audit", async () => {
    const { paymentId, donationId } = await payDonation({ email: "again@example.org", amount: 12_000, currency: "XOF", impactTier: null, language: "fr" });
    await deliver();
    for (const n of [1, 2]) {
      const res = await admin.post(`/api/admin/payments/${paymentId}/receipt/resend?lang=fr`).set("Origin", ORIGIN).expect(202);
      expect(res.body).toEqual({ message: "Le reçu sera renvoyé dans un instant" });
      await deliver();
      expect(mailsTo("again@example.org")).toHaveLength(1 + n);
    }
    const [first, second] = mailsTo("again@example.org");
    expect(second!.subject).toBe(first!.subject);
    expect(second!.text).toContain("Notre équipe vous renvoie ce reçu.");
    expect(pdfs(second!)[0]!.content.equals(pdfs(first!)[0]!.content)).toBe(true);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "receipt.resend"));
    expect(entries.filter((entry) => entry.entityId === donationId)).toHaveLength(2);
    expect(entries[0]).toMatchObject({ username: "admin", entity: "donation", label: "again@example.org" });
  });

  it("mails an active member's attestation again; 404 for what has nothing to attest", async () => {
    const applied = await request(t.app).post("/api/memberships").send({ ...founder(), category: "founder" }).expect(201);
    const id = applied.body.membership.id as string;
    await admin.post(`/api/admin/memberships/${id}/attestation/resend`).set("Origin", ORIGIN).expect(404);
    await admin.put(`/api/memberships/${id}`).set("Origin", ORIGIN).send({ status: "active" }).expect(200);
    const res = await admin.post(`/api/admin/memberships/${id}/attestation/resend`).set("Origin", ORIGIN).expect(202);
    expect(res.body.message).toBe("The membership certificate will be sent again in a moment");
    await deliver();
    const mails = mailsTo("founder@example.org");
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Welcome to Test Foundation: your membership is active",
      "Your membership application to Test Foundation",
      "Your membership certificate of Test Foundation",
    ]);
    const again = mails.find((mail) => mail.subject === "Your membership certificate of Test Foundation")!;
    expect(again.text).toContain("Our team sends you your membership certificate of Test Foundation again: Founder, membership year");
    expect(pdfs(again)).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "attestation.resend"))).toEqual([expect.objectContaining({ entity: "membership", entityId: id })]);

    const unpaid = await request(t.app).post("/api/donations").send({ email: "x@example.org", amount: 10, currency: "USD", language: "en" }).expect(201);
    await admin.post(`/api/admin/payments/${unpaid.body.donation.id}/receipt/resend`).set("Origin", ORIGIN).expect(404);
    await admin.post("/api/admin/payments/not-an-id/receipt/resend").set("Origin", ORIGIN).expect(404);
  });

  it("answers 401 signed out, and refuses another origin", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    await request(t.app).post(`/api/admin/payments/${id}/receipt/resend`).set("Origin", ORIGIN).expect(401);
    await request(t.app).post(`/api/admin/memberships/${id}/attestation/resend`).set("Origin", ORIGIN).expect(401);
    await admin.post(`/api/admin/payments/${id}/receipt/resend`).set("Origin", "http://evil.example").expect(403);
  });
});

const founder = () => ({ fullName: "Codjo Houngbédji", email: "founder@example.org", country: "Bénin", consent: true, language: "en" });
