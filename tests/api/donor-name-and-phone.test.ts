/**
 * People without e-mail, and phones: /join and /donate ask an optional phone/WhatsApp
 * number, /donate the donor's name with "give anonymously"; receipts greet the person by name.
 * The number is stored (the member's on members.phone, the gift's on donations.phone), refused
 * with a message in the visitor's language when it is not one; an anonymous gift's name stays
 * for the receipt and the accounts but is in no public answer. The receipts are read back from a
 * real SMTP server started here (mail and PDF).
 */
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { donations, members, outbox } from "../../shared/schema";
import { foundationOf } from "../../server/documents/letter-page";
import { smtpMailer, type Mailer } from "../../server/mail/mailer";
import { deliverDueMail, type DeliveryOptions } from "../../server/mail/outbox";
import { mailDocuments } from "../../server/services/receipts-and-attestations/mail-documents";
import { signIn, type Agent } from "../helpers/admin";
import { pdfText } from "../helpers/pdf-text";
import { startTestSmtp, type TestSmtp } from "../helpers/smtp";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

const SECRET = "test-secret-test-secret-test-secret-0123";
const FROM = "Test Foundation <no-reply@test-foundation.org>";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;
let admin: Agent;
let smtp: TestSmtp;
let mailer: Mailer;

beforeAll(async () => {
  t = await createTestApp({ admin: true, formLimit: { windowMs: 60_000, limit: 1000 }, now: () => new Date() });
  admin = await signIn(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  smtp = await startTestSmtp();
  mailer = smtpMailer({ url: smtp.url, timeoutMs: 5_000 });
  await t.db.delete(outbox);
});
afterEach(async () => {
  mailer.close();
  await smtp.close();
});

const deliveryFor = (app: App): DeliveryOptions => ({
  from: FROM,
  context: { siteName: app.env.SITE_NAME, contactEmail: app.env.CONTACT_EMAIL, publicUrl: app.env.PUBLIC_URL },
  documents: mailDocuments({ db: app.db, foundation: foundationOf(app.env), secret: SECRET, publicUrl: app.env.PUBLIC_URL }),
});

/** Sends everything due (a mail is due from when it was written: the sender's clock runs ahead). */
async function deliver() {
  const clock = new Date(Date.now() + 1_000);
  while ((await deliverDueMail(t.db, mailer, clock, deliveryFor(t))) > 0);
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address)).map((mail) => mail.parsed);
const pdfs = (mail: ParsedMail) => mail.attachments.filter((file) => file.contentType === "application/pdf");
const readable = async (bytes: Uint8Array) => (await pdfText(bytes)).normalize("NFC").replace(/\s+/g, " ");

let keys = 0;
/** A donation given and paid by card through the test provider, as the donation page does it. */
async function giveAndPay(donation: Record<string, unknown>) {
  const created = await request(t.app).post("/api/donations").send(donation).expect(201);
  const { kind, id, token } = created.body.payable as { kind: string; id: string; token: string };
  const started = await request(t.app)
    .post("/api/payments")
    .send({ payable: { kind, id, token }, method: "card", idempotencyKey: `donor-name-${++keys}-abcdef` })
    .expect(201);
  const confirmed = await request(t.app)
    .post(`/api/payments/${started.body.payment.id}/test-confirm`)
    .send({ clientSecret: started.body.token, outcome: "succeeded" })
    .expect(200);
  const status = await request(t.app).get(`/api/payments/${started.body.payment.id}`).query({ client_secret: started.body.token }).expect(200);
  return { donationId: id, created: created.body as unknown, confirmed: confirmed.body as unknown, status: status.body as unknown };
}

const application = { fullName: "Koffi Mensah", country: "Benin", category: "active", consent: true, language: "en" };

describe("the join form's phone/WhatsApp number", () => {
  it("is stored on the member, a Beninese number in its international form", async () => {
    await request(t.app)
      .post("/api/memberships")
      .send({ ...application, email: "koffi.phone@example.org", phone: "97 12 34 56" })
      .expect(201);
    const [member] = await t.db.select().from(members).where(eq(members.email, "koffi.phone@example.org"));
    expect(member!.phone).toBe("+229 01 97 12 34 56");
  });

  it("keeps another country's number as written, and none when left empty", async () => {
    await request(t.app)
      .post("/api/memberships")
      .send({ ...application, email: "awa.paris@example.org", phone: " +33 6 12 34 56 78 " })
      .expect(201);
    await request(t.app)
      .post("/api/memberships")
      .send({ ...application, email: "no.phone@example.org", phone: "" })
      .expect(201);
    const [abroad] = await t.db.select().from(members).where(eq(members.email, "awa.paris@example.org"));
    const [none] = await t.db.select().from(members).where(eq(members.email, "no.phone@example.org"));
    expect(abroad!.phone).toBe("+33 6 12 34 56 78");
    expect(none!.phone).toBeNull();
  });

  it("refuses a number that is not one with 400, in English and in French", async () => {
    const en = await request(t.app)
      .post("/api/memberships")
      .send({ ...application, email: "bad.phone@example.org", phone: "12 34" })
      .expect(400);
    expect(fieldWords(en.body.errors)).toEqual([{ path: "phone", message: "Enter a phone number, such as 01\u00a097\u00a012\u00a034\u00a056, or another country’s with its code (+33\u00a06\u00a012\u00a034\u00a056\u00a078)" }]);
    const fr = await request(t.app)
      .post("/api/memberships")
      .send({ ...application, email: "bad.phone@example.org", phone: "call me", language: "fr" })
      .expect(400);
    expect(fieldWords(fr.body.errors)).toEqual([
      { path: "phone", message: "Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif (+33\u00a06\u00a012\u00a034\u00a056\u00a078)" },
    ]);
    expect(await t.db.select().from(members).where(eq(members.email, "bad.phone@example.org"))).toEqual([]);
  });
});

describe("the donation form's name, phone and 'give anonymously'", () => {
  it("stores the name and the number; a bad number is refused in the donor's language", async () => {
    const created = await request(t.app)
      .post("/api/donations")
      .send({ email: "kofi@example.org", donorName: "  Kofi Annan ", phone: "+229 01 66 00 00 01", amount: 50, currency: "USD", language: "en" })
      .expect(201);
    const [row] = await t.db.select().from(donations).where(eq(donations.id, created.body.donation.id));
    expect(row).toMatchObject({ donorName: "Kofi Annan", phone: "+229 01 66 00 00 01", anonymous: false });

    const en = await request(t.app).post("/api/donations").send({ email: "kofi@example.org", phone: "0000", amount: 50, currency: "USD", language: "en" }).expect(400);
    expect(fieldWords(en.body.errors)).toEqual([{ path: "phone", message: "Enter a phone number, such as 01\u00a097\u00a012\u00a034\u00a056, or another country’s with its code (+33\u00a06\u00a012\u00a034\u00a056\u00a078)" }]);
    const fr = await request(t.app).post("/api/donations").send({ email: "kofi@example.org", phone: "06 12 34 56 78", amount: 50, currency: "EUR", language: "fr" }).expect(400);
    expect(fr.body.errors[0]).toEqual({
      path: "phone",
      message: "Indiquez un numéro de téléphone, par exemple 01\u00a097\u00a012\u00a034\u00a056, ou celui d’un autre pays avec son indicatif (+33\u00a06\u00a012\u00a034\u00a056\u00a078)",
      code: "contactPhone",
    });
  });

  it("greets the donor by name in the receipt's mail and PDF, in English and in French", async () => {
    await giveAndPay({ email: "awa@example.org", donorName: "Awa Diallo", amount: 30_000, currency: "XOF", language: "en" });
    await giveAndPay({ email: "awa.fr@example.org", donorName: "Awa Diallo", amount: 30_000, currency: "XOF", language: "fr" });
    await deliver();
    const [en] = mailsTo("awa@example.org");
    expect(en!.text).toContain("Dear Awa Diallo,\n");
    expect(await readable(pdfs(en!)[0]!.content)).toContain("Awa Diallo");
    const [fr] = mailsTo("awa.fr@example.org");
    // Neutral in French, the gender being unknown.
    expect(fr!.text).toContain("Bonjour Awa Diallo,\n");
    expect(await readable(pdfs(fr!)[0]!.content)).toContain("Awa Diallo");
  });

  it("greets a donor who gave no name without one", async () => {
    await giveAndPay({ email: "noname@example.org", donorName: "", amount: 50, currency: "USD", language: "en" });
    await deliver();
    const [mail] = mailsTo("noname@example.org");
    expect(mail!.text).toContain("Hello,\n");
    const [row] = await t.db.select().from(donations).where(eq(donations.email, "noname@example.org"));
    expect(row!.donorName).toBeNull();
  });

  it("keeps an anonymous donor's name for the receipt and the accounts, out of every public answer", async () => {
    const name = "Yasmine Anonymous-Giver";
    const gift = await giveAndPay({ email: "yasmine@example.org", donorName: name, phone: "01 97 12 34 56", anonymous: true, amount: 100, currency: "USD", language: "en" });
    // Not in what the donation page, the payment and its confirmation answer...
    for (const body of [gift.created, gift.confirmed, gift.status]) expect(JSON.stringify(body)).not.toContain("Yasmine");
    // ...nor on the public pages and reads.
    for (const path of ["/", "/donate", "/fr/donate", "/about", "/api/programs", "/api/events", "/api/articles", "/sitemap.xml"]) {
      const res = await request(t.app).get(path);
      expect(res.text, path).not.toContain("Yasmine");
    }
    // The receipt names the donor.
    await deliver();
    const [mail] = mailsTo("yasmine@example.org");
    expect(mail!.text).toContain(`Dear ${name},\n`);
    expect(await readable(pdfs(mail!)[0]!.content)).toContain(name);
    // Staff see the name, the number and that the gift is anonymous.
    const list = await admin.get("/api/donations").query({ q: "yasmine" }).expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ donorName: name, phone: "+229 01 97 12 34 56", anonymous: true })]);
    const donors = await admin.get("/api/admin/donors").expect(200);
    expect(donors.body.items).toContainEqual(expect.objectContaining({ email: "yasmine@example.org", name, anonymous: true }));
    expect(donors.body.items).toContainEqual(expect.objectContaining({ email: "awa@example.org", name: "Awa Diallo", anonymous: false }));
  });
});
