/**
 * Privacy requests (docs/rules.md R53): the private link in the footer of every mail to a person,
 * a request filed once from it, the staff's list and completion — a copy mailed behind a private
 * link, an erasure that anonymises the address and keeps the accounts. Mails go to a real SMTP
 * server started here and are parsed with mailparser.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { auditLog, contacts, donations, formSubmissions, members, memberships, newsletterSubscriptions, outbox, payments, privacyRequests, receipts } from "../../shared/schema";
import { receiptLabel } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { addressToken } from "../../server/services/privacy/privacy-links";
import { ORIGIN } from "../helpers/admin";
import { mailScene, SECRET } from "../helpers/mail-scene";

const DAY = 86_400_000;

let now = new Date();
const scene = mailScene({ now: () => now });
const { deliver, mailsTo } = scene;

/** The footer's privacy link of a mail: its email and token. */
function privacyLinkOf(mail: ParsedMail) {
  const match = /Ask for a copy of your data or its erasure: (http:\/\/localhost:5000\/my-data\?\S+)|Demander une copie de vos données ou leur effacement\u00a0: (http:\/\/localhost:5000\/fr\/my-data\?\S+)/.exec(mail.text ?? "");
  if (!match) return null;
  const url = new URL(match[1] ?? match[2]!);
  return { url, email: url.searchParams.get("email")!, token: url.searchParams.get("token")! };
}

let keys = 0;
/** A donation paid by mobile money through the test provider, as the donation page does it. */
async function payDonation(email: string, amount: number, language: "en" | "fr" = "en") {
  const created = await request(scene.t.app).post("/api/donations").send({ email, amount, currency: "XOF", impactTier: null, language }).expect(201);
  const { kind, id, token } = created.body.payable as { kind: string; id: string; token: string };
  const payable = { kind, id, token };
  const started = await request(scene.t.app)
    .post("/api/payments")
    .send({ payable, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `privacy-${++keys}-abcdef` })
    .expect(201);
  await request(scene.t.app).post(`/api/payments/${started.body.payment.id}/test-confirm`).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return { donationId: payable.id, paymentId: started.body.payment.id as string };
}

/** A person the site knows several ways: a member who paid, a donor, a message, the newsletter. */
async function knownPerson(email: string, name: string, language: "en" | "fr") {
  const applied = await request(scene.t.app)
    .post("/api/memberships?payment=later")
    .set("Idempotency-Key", randomUUID())
    .send({ fullName: name, email, country: "Bénin", category: "adherent_individual", consent: true, language })
    .expect(201);
  const { kind, id, token } = applied.body.payable as { kind: string; id: string; token: string };
  const dues = await request(scene.t.app).post("/api/payments").send({ payable: { kind, id, token }, method: "mobile_money", phone: "01 97 00 00 01", idempotencyKey: `dues-${++keys}-abcdef` }).expect(201);
  await request(scene.t.app).post(`/api/payments/${dues.body.payment.id}/test-confirm`).send({ clientSecret: dues.body.token, outcome: "succeeded" }).expect(200);
  const gift = await payDonation(email, 30_000, language);
  await request(scene.t.app).post("/api/contacts").send({ name, email, subject: "Ma question", message: `Bonjour, je suis ${name}.`, language }).expect(201);
  await request(scene.t.app).post("/api/newsletter").send({ email, language }).expect(201);
  return { membershipId: id, duesPaymentId: dues.body.payment.id as string, ...gift };
}

const ask = (body: Record<string, unknown>, lang: "en" | "fr" = "en") => request(scene.t.app).post("/api/privacy-requests").set("Accept-Language", lang).send(body);
const tokenFor = (email: string, days = 365) => addressToken(SECRET, email, new Date(now.getTime() + days * DAY));

describe("the private link in mails", () => {
  it("is in the footer of every mail to a person, in its language, and never in the staff's notifications", async () => {
    await payDonation("ama@example.org", 12_000, "fr");
    await request(scene.t.app).post("/api/contacts").send({ name: "Kossi", email: "kossi@example.org", subject: "Hello", message: "A question", language: "en" }).expect(201);
    await deliver();
    const [receipt] = mailsTo("ama@example.org");
    const link = privacyLinkOf(receipt!);
    expect(link?.url.pathname).toBe("/fr/my-data");
    expect(link?.email).toBe("ama@example.org");
    expect(receipt!.html).toContain("Demander une copie de vos données ou leur effacement");
    // The staff's notification of Kossi's message names nobody's privacy link.
    const [staff] = mailsTo("hello@test-foundation.org");
    expect(staff!.subject).toBe("Nouveau message de Kossi\u00a0: Hello");
    expect(staff!.text).not.toContain("my-data");

    // The link holds for its address only.
    const checked = await request(scene.t.app).get(`/api/privacy-requests/link?email=${encodeURIComponent(link!.email)}&token=${link!.token}`).expect(200);
    expect(checked.body).toEqual({ email: "ama@example.org", open: [], erased: false });
    const other = await request(scene.t.app).get(`/api/privacy-requests/link?email=kossi%40example.org&token=${link!.token}`).set("Accept-Language", "fr").expect(403);
    expect(other.body.message).toMatch(/^Ce lien ne fonctionne pas/);
  });
});

describe("POST /api/privacy-requests", () => {
  it("refuses a bad or expired token with 403 in the contract's shape, and bad input with 400", async () => {
    const bad = await ask({ email: "nobody@example.org", token: "0.abcdefabcdefabcdefabcdefabcdefab", kind: "copy", language: "en" }).expect(403);
    expect(bad.body).toEqual({ message: expect.stringMatching(/^This link does not work/), errors: [{ path: "token", message: bad.body.message, code: "refused" }] });
    const forAnother = await ask({ email: "nobody@example.org", token: tokenFor("somebody@example.org"), kind: "copy", language: "fr" }).expect(403);
    expect(forAnother.body.errors[0].path).toBe("token");
    const expired = await ask({ email: "nobody@example.org", token: tokenFor("nobody@example.org", -1), kind: "copy", language: "en" }).expect(403);
    expect(expired.body.message).toMatch(/^This link has expired/);
    const invalid = await ask({ email: "not an address", token: "x", kind: "everything", language: "en" }).expect(400);
    expect(invalid.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(["email", "kind"]);
    expect(await scene.t.db.select().from(privacyRequests).where(eq(privacyRequests.email, "nobody@example.org"))).toEqual([]);
  });

  it("files a request once while it is open, acknowledges it with its deadline and tells the staff", async () => {
    const email = "twice@example.org";
    const first = await ask({ email: "Twice@Example.org", token: tokenFor(email), kind: "copy", language: "fr" }, "fr").expect(201);
    const second = await ask({ email, token: tokenFor(email), kind: "copy", language: "fr" }, "fr").expect(201);
    expect(first.body.created).toBe(true);
    expect(second.body.created).toBe(false);
    expect(second.body.request).toEqual(first.body.request);
    expect(first.body.request.dueAt).toBe(new Date(now.getTime() + 30 * DAY).toISOString());
    expect(second.body.message).toMatch(/^Vous l’avez déjà demandé\. Nous y donnerons suite au plus tard le /);
    expect(await scene.t.db.select().from(privacyRequests).where(eq(privacyRequests.email, email))).toHaveLength(1);

    await deliver();
    const [ack, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(ack!.subject).toBe("Votre demande de copie de vos données");
    expect(ack!.text).toContain("Nous y donnerons suite au plus tard le");
    expect(ack!.text).toContain("(30\u00a0jours)");
    const staff = mailsTo("hello@test-foundation.org").filter((mail) => mail.subject?.includes(email));
    expect(staff.map((mail) => mail.subject)).toEqual([`Demande sur les données\u00a0: copie des données de ${email}`]);
    expect(staff[0]!.text).toContain("/admin?tab=privacy&id=");
  });
});

describe("the administration's privacy requests", () => {
  it("answer 401 without a session", async () => {
    await request(scene.t.app).get("/api/admin/privacy-requests").expect(401);
    await request(scene.t.app).post("/api/admin/privacy-requests/00000000-0000-4000-8000-000000000000/complete").set("Origin", ORIGIN).expect(401);
    await request(scene.t.app).get("/api/admin/privacy-requests/00000000-0000-4000-8000-000000000000/copy.json").expect(401);
  });

  it("complete a copy: the person gets a private link to everything held about them, and nothing of anyone else", async () => {
    const person = await knownPerson("copy.me@example.org", "Aïcha Dossou", "en");
    await knownPerson("someone.else@example.org", "Kofi Annan", "en");
    const filed = await ask({ email: "copy.me@example.org", token: tokenFor("copy.me@example.org"), kind: "copy", language: "en" }).expect(201);
    const id = filed.body.request.id as string;

    const list = await scene.admin.get("/api/admin/privacy-requests").expect(200);
    const open = list.body.open.find((item: { id: string }) => item.id === id);
    expect(open).toMatchObject({ email: "copy.me@example.org", kind: "copy", completedAt: null });
    expect(open.holds).toEqual({ members: 1, applications: 1, yearsPaid: 1, payments: 2, donations: 1, messages: 1, newsletter: 1, mails: 4 });

    await scene.admin.post(`/api/admin/privacy-requests/${id}/complete`).set("Origin", ORIGIN).expect(200);
    await scene.admin.post(`/api/admin/privacy-requests/${id}/complete`).set("Origin", ORIGIN).expect(409);
    await deliver();
    const copyMail = mailsTo("copy.me@example.org").find((mail) => mail.subject === "The copy of your data")!;
    expect(copyMail.text).toContain("You can download it for 30 days from this private link:");
    const link = /Download my data: http:\/\/localhost:5000(\/api\/privacy-requests\/copies\/\S+\.json)/.exec(copyMail.text ?? "")![1]!;
    const file = await request(scene.t.app).get(link).expect(200).expect("Content-Type", /application\/json/);
    const body = JSON.stringify(file.body);
    expect(file.body.address).toBe("copy.me@example.org");
    expect(file.body.members[0]).toMatchObject({ fullName: "Aïcha Dossou", email: "copy.me@example.org", years: [expect.objectContaining({ paidAt: expect.any(String) })] });
    const [receipt] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, person.paymentId));
    expect(file.body.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ for: "donation", amount: 30_000, currency: "XOF", phone: "0197123456", receiptNumber: receiptLabel(receipt!) })]),
    );
    expect(file.body.donations).toEqual([expect.objectContaining({ amount: 30_000, currency: "XOF", status: "succeeded" })]);
    expect(file.body.messages).toEqual([expect.objectContaining({ subject: "Ma question", message: "Bonjour, je suis Aïcha Dossou." })]);
    expect(file.body.newsletter).toEqual([expect.objectContaining({ email: "copy.me@example.org" })]);
    expect(file.body.mails.map((m: { template: string }) => m.template)).toEqual(expect.arrayContaining(["receipt", "privacy-request-received", "privacy-copy"]));
    expect(body).not.toContain("someone.else");
    expect(body).not.toContain("Kofi");

    // Staff download the same file from the admin.
    const fromAdmin = await scene.admin.get(`/api/admin/privacy-requests/${id}/copy.json`).expect(200);
    expect(fromAdmin.body.members).toEqual(file.body.members);
    // A link that is not ours, or past its 30 days.
    await request(scene.t.app).get(link.replace(/\.[\w-]{43}\.json$/, `.${"A".repeat(43)}.json`)).expect(404);
    const later = now;
    now = new Date(later.getTime() + 31 * DAY);
    try {
      await request(scene.t.app).get(link).expect(410);
    } finally {
      now = later;
    }

    const done = await scene.admin.get("/api/admin/privacy-requests").expect(200);
    expect(done.body.completed.find((item: { id: string }) => item.id === id)).toMatchObject({ completedByName: "admin", completedAt: expect.any(String) });
    const [entry] = await scene.t.db.select().from(auditLog).where(eq(auditLog.action, "privacy.copy"));
    expect(entry).toMatchObject({ username: "admin", entity: "privacy_request", entityId: id });
  });

  it("complete an erasure: the address is anonymised everywhere in one go, the accounts keep amounts and receipt numbers", async () => {
    const email = "erase.me@example.org";
    const person = await knownPerson(email, "Fifamè Houngbédji", "fr");
    const [member] = await scene.t.db.select().from(members).where(eq(members.email, email));
    // Staff changed the member before: the audit list named her.
    await scene.admin.put(`/api/memberships/${person.membershipId}`).set("Origin", ORIGIN).send({ country: "Togo" }).expect(200);
    await deliver();
    const filed = await ask({ email, token: tokenFor(email), kind: "erasure", language: "fr" }, "fr").expect(201);
    await ask({ email, token: tokenFor(email), kind: "copy", language: "fr" }, "fr").expect(201);
    const id = filed.body.request.id as string;
    const [receiptBefore] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, person.paymentId));
    expect((await scene.t.db.select().from(formSubmissions)).filter((row) => JSON.stringify(row).includes("Fifamè"))).toHaveLength(1);

    await scene.admin.post(`/api/admin/privacy-requests/${id}/complete`).set("Origin", ORIGIN).expect(200);

    // The confirmation still reaches her, queued before her address went.
    await deliver();
    const confirmation = mailsTo(email).find((mail) => mail.subject === "Vos données ont été effacées")!;
    expect(confirmation.text).toContain("les montants, dates et numéros de reçu de vos paiements et de vos dons");

    const [after] = await scene.t.db.select().from(members).where(eq(members.id, member!.id));
    expect(after).toMatchObject({ fullName: "—", email: `erased+${member!.id}@invalid`, country: "", countryCode: null, erasedAt: expect.any(Date) });
    const [application] = await scene.t.db.select().from(memberships).where(eq(memberships.id, person.membershipId));
    expect(application).toMatchObject({ fullName: "—", country: "", category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", status: "active" });
    expect(application!.email).toMatch(/^erased\+.*@invalid$/);
    const [gift] = await scene.t.db.select().from(donations).where(eq(donations.id, person.donationId));
    expect(gift).toMatchObject({ amount: 30_000, currency: "XOF", status: "succeeded", donorName: null });
    expect(gift!.email).toMatch(/^erased\+.*@invalid$/);
    const [payment] = await scene.t.db.select().from(payments).where(eq(payments.id, person.paymentId));
    expect(payment).toMatchObject({ amount: 30_000, currency: "XOF", status: "succeeded", phone: null, paidAt: expect.any(Date) });
    const [receiptAfter] = await scene.t.db.select().from(receipts).where(eq(receipts.paymentId, person.paymentId));
    expect(receiptAfter).toEqual(receiptBefore);
    const [message] = await scene.t.db.select().from(contacts).where(like(contacts.email, "erased+%"));
    expect(message).toMatchObject({ name: "—", subject: "—", message: "—" });
    expect(await scene.t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toEqual([]);

    // Nothing in the database names her any more but the confirmation's own mail.
    const mails = await scene.t.db.select().from(outbox);
    const naming = mails.filter((mail) => JSON.stringify(mail).includes(email) || JSON.stringify(mail).includes("Fifamè"));
    expect(naming.map((mail) => mail.template)).toEqual(["privacy-erased"]);
    // The application's answer, kept a day for its retries, is gone too.
    expect((await scene.t.db.select().from(formSubmissions)).filter((row) => JSON.stringify(row).includes("Fifamè"))).toEqual([]);
    const entries = await scene.t.db.select().from(auditLog);
    expect(entries.filter((entry) => JSON.stringify(entry).includes(email) || JSON.stringify(entry).includes("Fifamè"))).toEqual([]);
    const erasure = entries.find((entry) => entry.action === "privacy.erasure");
    expect(erasure).toMatchObject({ username: "admin", entity: "privacy_request", entityId: id, label: null, details: { erased: true } });
    const update = entries.find((entry) => entry.action === "membership.update" && entry.entityId === person.membershipId);
    expect(update).toMatchObject({ label: null, details: { erased: true } });
    expect(update!.changes).not.toHaveProperty("country");

    // Both her requests are completed, and the list never shows her address again.
    const list = await scene.admin.get("/api/admin/privacy-requests").expect(200);
    expect(JSON.stringify(list.body)).not.toContain(email);
    const completed = list.body.completed.filter((item: { email: string | null; kind: string }) => item.email === null);
    expect(completed.map((item: { kind: string }) => item.kind).sort()).toEqual(["copy", "erasure"]);
  });
});
