/**
 * The copy of a person's data they can read (docs/decisions/017-my-membership-page.md, "The copy to read"): a
 * PDF in their language beside the machine-readable file, behind the same private link of the
 * copy's mail and of their own page, holding each kind of record — the member, their years with
 * receipts, applications, payments with the operator's reference and receipt numbers, gifts,
 * messages and our replies, the newsletter, the privacy requests —, with amounts and days as their
 * language writes them; a link not ours or past its days refused; and once the address was erased,
 * a link that says so. The PDF is read as a PDF reader reads it (tests/helpers/pdf-text.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { MyMembershipResponse } from "../../shared/my-membership";
import { contacts, membershipYears, members, receipts } from "../../shared/schema";
import { receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { addressToken } from "../../server/services/privacy/privacy-links";
import { ORIGIN } from "../helpers/admin";
import { mailScene, SECRET } from "../helpers/mail-scene";
import { pdfPages } from "../helpers/pdf-text";

const DAY = 86_400_000;

// Mid-June: dues paid now pay this year.
let now = new Date("2026-06-15T10:00:00Z");
const scene = mailScene({ now: () => now });
const { deliver, mailsTo } = scene;
const tokenFor = (email: string, days = 7) => addressToken(SECRET, email, new Date(now.getTime() + days * DAY));

let keys = 0;
/** Pays a payable by mobile money through the test provider (the payer's number typed with spaces). */
async function pay({ kind, id, token }: { kind: string; id: string; token: string }) {
  const payable = { kind, id, token };
  const started = await request(scene.t.app)
    .post("/api/payments")
    .send({ payable, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `readable-${++keys}-abcdef` })
    .expect(201);
  await request(scene.t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return started.body.payment.id as string;
}

/** A member who paid, gave, wrote (and was answered), and signed up to the newsletter. */
async function knownPerson(email: string, name: string, language: "en" | "fr") {
  const applied = await request(scene.t.app)
    .post("/api/memberships?payment=later")
    .set("Idempotency-Key", randomUUID())
    .send({ fullName: name, email, country: "Bénin", category: "adherent_individual", consent: true, language })
    .expect(201);
  const duesPaymentId = await pay(applied.body.payable);
  const gift = await request(scene.t.app).post("/api/donations").send({ email, amount: 30_000, currency: "XOF", impactTier: null, language }).expect(201);
  const giftPaymentId = await pay(gift.body.payable);
  await request(scene.t.app).post("/api/contacts").send({ name, email, subject: "Ma question", message: `Bonjour, je suis ${name}.`, language }).expect(201);
  const [message] = await scene.t.db.select().from(contacts).where(eq(contacts.email, email));
  await scene.admin.post(`/api/contacts/${message!.id}/replies`).set("Origin", ORIGIN).send({ body: "Merci pour votre message, nous revenons vers vous.", idempotencyKey: randomUUID() }).expect(201);
  await request(scene.t.app).post("/api/newsletter").send({ email, language }).expect(201);
  return { duesPaymentId, giftPaymentId };
}

/** Files a copy request from the private link, has the staff complete it, and returns the copy's mail. */
async function copyMailFor(email: string, language: "en" | "fr"): Promise<ParsedMail> {
  const filed = await request(scene.t.app)
    .post("/api/privacy-requests")
    .set("Accept-Language", language)
    .send({ email, token: tokenFor(email, 365), kind: "copy", language })
    .expect(201);
  await scene.admin.post(`/api/admin/privacy-requests/${filed.body.request.id}/complete`).set("Origin", ORIGIN).expect(200);
  await deliver();
  const subject = language === "fr" ? "La copie de vos données" : "The copy of your data";
  const mail = mailsTo(email).find((m) => m.subject === subject);
  expect(mail, "the copy's mail").toBeDefined();
  return mail!;
}

/** The PDF at `path`, its text as a reader finds it, with spaces (non-breaking ones too) made plain. */
async function readPdf(path: string) {
  const response = await request(scene.t.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    })
    .expect(200)
    .expect("Content-Type", /application\/pdf/);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  const pages = await pdfPages(new Uint8Array(response.body as Buffer));
  return { pages, text: pages.join("\n").replace(/\s+/g, " ") };
}

const local = (url: string) => url.replace(/^http:\/\/localhost:5000/, "");

describe("the copy of one's data to read", () => {
  it("holds each kind of record, in English, beside the machine-readable file of the same mail", async () => {
    const email = "ama.copy@example.org";
    const person = await knownPerson(email, "Ama Kpɔ̀dónù", "en");
    await knownPerson("someone.else@example.org", "Kofi Mensah", "en");
    const mail = await copyMailFor(email, "en");

    const read = /Read my data \(PDF\): (http:\/\/localhost:5000\/api\/privacy-requests\/copies\/\S+\.pdf)/.exec(mail.text ?? "")?.[1];
    const file = /Download my data: (http:\/\/localhost:5000\/api\/privacy-requests\/copies\/\S+\.json)/.exec(mail.text ?? "")?.[1];
    expect(read, mail.text).toBeDefined();
    expect(file).toBeDefined();
    // One private link, two forms of the same copy.
    expect(read!.replace(/\.pdf$/, "")).toBe(file!.replace(/\.json$/, ""));
    await request(scene.t.app).get(local(file!)).expect(200).expect("Content-Type", /application\/json/);

    const { text, pages } = await readPdf(local(read!));
    const [dues] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, person.duesPaymentId));
    const [gift] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, person.giftPaymentId));
    const [member] = await scene.t.db.select().from(members).where(eq(members.email, email));
    const [year] = await scene.t.db.select().from(membershipYears).where(eq(membershipYears.memberId, member!.id));

    expect(text).toContain("A copy of your data");
    expect(text).toContain(`${email} · June 15, 2026`);
    // The member, their year with its receipt, their application.
    expect(text).toContain("You as a member");
    expect(text).toContain("Ama Kpɔ̀dónù".normalize("NFC"));
    expect(text).toContain("Individual (natural person)");
    expect(text).toContain(`Year ${year!.year}`);
    expect(text).toContain("Your membership applications");
    // Payments: dues and the gift, amounts as English writes them, the operator, the paying number, the receipts.
    expect(text).toContain("12,000 FCFA");
    expect(text).toContain("30,000 FCFA");
    expect(text).toContain("MTN Mobile Money");
    expect(text).toContain("0197123456");
    expect(text).toContain(receiptLabel(dues!));
    expect(text).toContain(receiptLabel(gift!));
    expect(text).toContain("Your donations");
    // The message they sent, the newsletter, the mails, the request itself.
    expect(text).toContain("Ma question");
    expect(text).toContain("Bonjour, je suis Ama Kpɔ̀dónù.".normalize("NFC"));
    expect(text).toMatch(/Our reply \(admin, \w+ \d+, 2026\)/);
    expect(text).toContain("Merci pour votre message, nous revenons vers vous.");
    expect(text).toContain("The newsletter");
    expect(text).toMatch(/Subscribed on \w+ \d+, 2026 Language English/);
    expect(text).toContain("The e-mails we sent you");
    expect(text).toContain("Your privacy requests");
    expect(text).toContain("A copy of your data Asked on June 15, 2026");
    // Several pages, numbered; nobody else's data.
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`1 / ${pages.length}`);
    expect(text).not.toContain("someone.else");
    expect(text).not.toContain("Kofi");
    expect(text).toContain("If something here is wrong, write to hello@test-foundation.org");
  });

  it("is in French for a request made in French, or in the language asked, with French amounts and days", async () => {
    const email = "sena.copie@example.org";
    await knownPerson(email, "Séna Ahouansou", "fr");
    const mail = await copyMailFor(email, "fr");
    const read = /Lire mes données \(PDF\)\u00a0: (http:\/\/localhost:5000\/\S+\.pdf)/.exec(mail.text ?? "")?.[1];
    expect(read, mail.text).toBeDefined();

    const fr = await readPdf(local(read!));
    expect(fr.text).toContain("Copie de vos données");
    expect(fr.text).toContain(`${email} · 15 juin 2026`);
    expect(fr.text).toContain("Vous, membre");
    expect(fr.text).toContain("Individuel");
    expect(fr.text).toContain("12 000 FCFA");
    expect(fr.text).toContain("30 000 FCFA");
    expect(fr.text).toContain("Vos dons");
    expect(fr.text).toContain("Les messages que vous nous avez envoyés");
    expect(fr.text).toContain("Vos demandes sur vos données");
    expect(fr.text).toContain("Une copie de vos données Demandée le 15 juin 2026");

    const en = await readPdf(`${local(read!)}?lang=en`);
    expect(en.text).toContain("A copy of your data");
    expect(en.text).toContain("12,000 FCFA");
  });

  it("is given to the staff too, in the person's language, to print for someone who came in person (behind the admin's guard)", async () => {
    const email = "walk.in@example.org";
    await knownPerson(email, "Koffi Adjovi", "fr");
    const filed = await request(scene.t.app).post("/api/privacy-requests").send({ email, token: tokenFor(email, 365), kind: "copy", language: "fr" }).expect(201);
    const path = `/api/admin/privacy-requests/${filed.body.request.id}/copy.pdf`;
    await request(scene.t.app).get(path).expect(401);
    const response = await scene.admin
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect("Content-Type", /application\/pdf/);
    const text = (await pdfPages(new Uint8Array(response.body as Buffer))).join("\n").replace(/\s+/g, " ");
    expect(text).toContain("Copie de vos données");
    expect(text).toContain("Koffi Adjovi");
    expect(text).toContain("Une copie de vos données Demandée le 15 juin 2026 À traiter avant le 15 juillet 2026 État En cours");
    await scene.admin.get("/api/admin/privacy-requests/00000000-0000-4000-8000-000000000000/copy.pdf").expect(404);
  });

  it("is reachable from the person's own page, beside the file, in the page's language", async () => {
    const email = "kodjo.page@example.org";
    await knownPerson(email, "Kodjo Agbéko", "fr");
    await copyMailFor(email, "fr");
    const page = (await request(scene.t.app).get(`/api/my-membership?email=${encodeURIComponent(email)}&token=${tokenFor(email)}`).set("Accept-Language", "fr").expect(200))
      .body as Extract<MyMembershipResponse, { erased: false }>;
    expect(page.privacy.copy).toMatch(/^\/api\/privacy-requests\/copies\/\S+\.json$/);
    expect(page.privacy.readable).toMatch(/^\/api\/privacy-requests\/copies\/\S+\.pdf\?lang=fr$/);
    const { text } = await readPdf(page.privacy.readable!);
    expect(text).toContain("Copie de vos données");
    expect(text).toContain("Kodjo Agbéko");
  });

  it("is private and ends: a link not ours is refused, one past its days is gone, each saying so in the reader's language", async () => {
    const email = "private.copy@example.org";
    await knownPerson(email, "Yao Dossou", "en");
    const mail = await copyMailFor(email, "en");
    const read = local(/Read my data \(PDF\): (\S+\.pdf)/.exec(mail.text ?? "")![1]!);

    const forged = await request(scene.t.app).get(read.replace(/\.[\w-]{43}\.pdf$/, `.${"A".repeat(43)}.pdf`)).set("Accept-Language", "fr").expect(404);
    expect(forged.body.message).toMatch(/^Ce lien ne fonctionne pas/);
    await request(scene.t.app).get("/api/privacy-requests/copies/not-a-token.pdf").expect(404);
    const later = now;
    // The mail's links were made on the sender's clock (the later of the test's and the database's).
    now = new Date(Math.max(Date.now(), later.getTime()) + 31 * DAY);
    try {
      const gone = await request(scene.t.app).get(read).expect(410);
      expect(gone.body.message).toMatch(/^This link has expired/);
    } finally {
      now = later;
    }
  });

  it("says the data was erased once the address was, in both languages, for the PDF and the file", async () => {
    const email = "erased.copy@example.org";
    await knownPerson(email, "Fifamè Houngbédji", "fr");
    const mail = await copyMailFor(email, "fr");
    const read = local(/Lire mes données \(PDF\)\u00a0: (\S+\.pdf)/.exec(mail.text ?? "")![1]!);
    const file = read.replace(/\.pdf$/, ".json");
    await readPdf(read);
    const before = await request(scene.t.app).get(`/api/privacy-requests/link?email=${encodeURIComponent(email)}&token=${tokenFor(email, 365)}`).expect(200);
    expect(before.body.erased).toBe(false);

    const erasure = await request(scene.t.app).post("/api/privacy-requests").set("Accept-Language", "fr").send({ email, token: tokenFor(email, 365), kind: "erasure", language: "fr" }).expect(201);
    await scene.admin.post(`/api/admin/privacy-requests/${erasure.body.request.id}/complete`).set("Origin", ORIGIN).expect(200);

    const pdf = await request(scene.t.app).get(read).expect(410);
    expect(pdf.body).toEqual({ message: "Les données de cette adresse ont été effacées à la demande de la personne\u00a0: il n’en existe plus de copie.", errors: [] });
    const json = await request(scene.t.app).get(`${file}?lang=en`).expect(410);
    expect(json.body.message).toBe("The data of this address was erased at the person’s request: there is no copy of it any more.");
    expect(JSON.stringify([pdf.body, json.body])).not.toContain("Fifamè");

    // The privacy page of their mails' footer link, and their own page, say so too.
    const link = await request(scene.t.app).get(`/api/privacy-requests/link?email=${encodeURIComponent(email)}&token=${tokenFor(email, 365)}`).expect(200);
    expect(link.body).toEqual({ email, open: [], erased: true });
    const page = await request(scene.t.app).get(`/api/my-membership?email=${encodeURIComponent(email)}&token=${tokenFor(email)}`).expect(200);
    expect(page.body).toEqual({ erased: true, email });
  });
});
