/**
 * Which year dues pay (docs/decisions/015-which-year-dues-pay.md): a new member's first dues paid
 * from Settings' day (1 October until changed) pay the next year, and make them a member from that
 * day; the renewal season then asks nothing of them for the year they paid. Staff recording dues
 * choose the year (previous, current or next, one not paid). The setting's change is audited. The
 * clock is fixed for each case.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { auditLog, members, memberships, membershipYears, outbox, payments, receipts, settings } from "../../shared/schema";
import { renderMail } from "../../server/mail/templates";
import { runRenewalSeason } from "../../server/services/renewals/renewal-season";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createPaidMember } from "../helpers/factories";
import { pdfText } from "../helpers/pdf-text";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { createTestApp } from "../helpers/test-app";
import { fieldWords } from "../helpers/field-words";

/** Text as a reader copies it, spaces (non-breaking ones too) made plain and single. */
const plain = (text: string) => text.normalize("NFC").replace(/\s+/g, " ");
const readable = async (bytes: Uint8Array) => plain(await pdfText(bytes));
const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });

const clock = { now: new Date("2026-11-28T10:00:00Z") };
const at = (iso: string) => (clock.now = new Date(iso));

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => clock.now, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
});
afterAll(() => t.close());
afterEach(() => expectKeptCopiesAgree(t.db));
beforeEach(async () => {
  at("2026-11-28T10:00:00Z");
  await t.db.delete(outbox);
  await t.db.delete(receipts);
  await t.db.delete(payments);
  await t.db.delete(memberships);
  await t.db.delete(members);
  await t.db.delete(auditLog);
  await t.db.delete(settings);
});

let keys = 0;
/** Pays a payable by MTN mobile money through the test provider, as the payment step does. */
async function payByMobileMoney(payable: { kind: string; id: string; token: string }) {
  const started = await request(t.app)
    .post(apiPaths.payments)
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `which-year-${++keys}-abcdef` })
    .expect(201);
  await request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
}

function apply(body: Record<string, unknown> = {}, lang = "en") {
  return request(t.app)
    .post(`${apiPaths.memberships}?payment=later&lang=${lang}`)
    .send({ fullName: "Ama Mensah", email: "ama@example.org", country: "Benin", category: "adherent_individual", consent: true, language: lang, ...body });
}

const yearsOf = async (email: string) => {
  const [member] = await t.db.select().from(members).where(eq(members.email, email));
  const rows = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, member!.id)).orderBy(membershipYears.year);
  return rows.map((row) => ({ year: row.year, paid: row.paidAt !== null }));
};

/** Kossi Agbo, a French-speaking member who paid `year`. */
const kossiWhoPaid = (year: number) => createPaidMember(t.db, [year], { fullName: "Kossi Agbo", email: "kossi@example.org", language: "fr" });

describe("a new member joining on 28 November", () => {
  it("with the day at its default (1 October) is offered, filed for and pays the next year, a member from today; December's renewal asks nothing", async () => {
    expect((await request(t.app).get(apiPaths.siteSettings).expect(200)).body).toMatchObject({ nextYearFrom: "10-01", payableYears: [2027] });
    const applied = await apply().expect(201);
    expect(applied.body.membership.membershipYear).toBe(2027);
    await payByMobileMoney(applied.body.payable);
    expect(await yearsOf("ama@example.org")).toEqual([{ year: 2027, paid: true }]);

    // Paid up from today, through 31 December 2027.
    const list = await admin.get(`${apiPaths.admin.memberships}?search=ama`).expect(200);
    expect(list.body.items[0]).toMatchObject({ status: "active", yearsPaid: [2027], standing: { paidUp: true, paidThrough: 2027, due: null } });

    // The renewal season opens on 1 December for 2027: the year is paid, no mail asks it.
    at("2026-12-01T09:00:00Z");
    expect((await runRenewalSeason(t.db, { secret: "test-secret-test-secret-test-secret-0123", publicUrl: t.env.PUBLIC_URL }, clock.now)).asked).toBe(0);
    const [member] = await t.db.select().from(members).where(eq(members.email, "ama@example.org"));
    expect(await t.db.select().from(outbox).where(eq(outbox.key, `renewal:${member!.id}:2027:opening`))).toEqual([]);
  });

  it("with the day set to 15 December pays the current year, and a choice of 2027 is refused with a clear message", async () => {
    await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "12-15" }).expect(200);
    expect((await request(t.app).get(apiPaths.siteSettings).expect(200)).body.payableYears).toEqual([2026]);
    const refused = await apply({ membershipYear: 2027 }).expect(400);
    expect(fieldWords(refused.body.errors)).toEqual([{ path: "membershipYear", message: expect.stringContaining("2026") }]);
    const applied = await apply().expect(201);
    expect(applied.body.membership.membershipYear).toBe(2026);
    await payByMobileMoney(applied.body.payable);
    expect(await yearsOf("ama@example.org")).toEqual([{ year: 2026, paid: true }]);
  });

  it("a member who paid before renews the current year, whatever the day", async () => {
    await kossiWhoPaid(2025);
    const applied = await apply({ fullName: "Kossi Agbo", email: "kossi@example.org" }).expect(201);
    expect(applied.body.membership.membershipYear).toBe(2026);
  });
});

const record = (body: object, lang = "en") => admin.post(`${apiPaths.admin.payments}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const cash = { method: "cash", amount: 12_000, currency: "XOF", paidOn: "2026-11-28" };

describe("staff recording dues on 28 November", () => {
  it("record the next year chosen for a walk-in: the member is paid for 2027, paid up today, and the audit says the year", async () => {
    await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "12-15" }).expect(200);
    const applied = await apply({ fullName: "Afi Dossou", email: "afi@example.org" }).expect(201);
    expect(applied.body.membership.membershipYear).toBe(2026);
    const recorded = await record({ kind: "membership", id: applied.body.membership.id, ...cash, year: 2027 }).expect(201);
    expect(recorded.body.membership).toMatchObject({ membershipYear: 2027, status: "active", paymentStatus: "succeeded" });
    expect(await yearsOf("afi@example.org")).toEqual([{ year: 2027, paid: true }]);
    const list = await admin.get(`${apiPaths.admin.memberships}?search=afi`).expect(200);
    expect(list.body.items[0]).toMatchObject({ status: "active", standing: { paidUp: true, paidThrough: 2027 } });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "payment.record"));
    expect(entry!.changes).toMatchObject({ membershipYear: { from: 2026, to: 2027 } });
  });

  it("refuse a year already paid (409, when and with which receipt) and a year out of range (400, in the admin's language)", async () => {
    await kossiWhoPaid(2025);
    const applied = await apply({ fullName: "Kossi Agbo", email: "kossi@example.org" }).expect(201);
    expect(applied.body.membership.membershipYear).toBe(2026);

    const paid = await record({ kind: "membership", id: applied.body.membership.id, ...cash, year: 2025 }).expect(409);
    expect(paid.body.message).toMatch(/2025/);
    for (const year of [2024, 2028]) {
      const out = await record({ kind: "membership", id: applied.body.membership.id, ...cash, year }, "fr").expect(400);
      expect(fieldWords(out.body.errors)).toEqual([{ path: "year", message: "La cotisation ne peut être enregistrée que pour l’année dernière, cette année ou l’année prochaine" }]);
    }
    const out = await record({ kind: "membership", id: applied.body.membership.id, ...cash, year: 2028 }).expect(400);
    expect(fieldWords(out.body.errors)).toEqual([{ path: "year", message: "Dues can only be recorded for last year, this year or next year" }]);
    // Nothing was recorded by the refusals.
    expect(await t.db.select().from(payments)).toEqual([]);
    expect(await yearsOf("kossi@example.org")).toEqual([{ year: 2025, paid: true }]);

    await record({ kind: "membership", id: applied.body.membership.id, ...cash, year: 2027 }).expect(201);
    expect(await yearsOf("kossi@example.org")).toEqual([
      { year: 2025, paid: true },
      { year: 2027, paid: true },
    ]);
  });

  it("ask next year's row on the member's page, before December, and record it", async () => {
    const member = await kossiWhoPaid(2026);
    const asked = await admin.post(apiPaths.admin.memberYears(member.id)).set("Origin", ORIGIN).send({ year: 2027 }).expect(200);
    const recorded = await record({ kind: "membership_year", id: asked.body.year.id, ...cash, year: 2027 }).expect(201);
    expect(await yearsOf("kossi@example.org")).toEqual([
      { year: 2026, paid: true },
      { year: 2027, paid: true },
    ]);

    // The receipt names the year paid and until when: its PDF (staff's copy, in French and English) and its mail (in French).
    const receiptPdf = async (lang: string) =>
      readable(new Uint8Array((await binary(admin.get(`${apiPaths.admin.receipt(recorded.body.payment.id)}?lang=${lang}`)).expect(200)).body as Buffer));
    expect(await receiptPdf("en")).toContain("Dues 2027, Individual (natural person) — valid until December 31, 2027");
    expect(await receiptPdf("fr")).toContain(plain("Cotisation 2027, Individuel — valable jusqu’au 31 décembre 2027"));
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.template, "receipt"));
    const rendered = renderMail(mail!.template, mail!.data, mail!.language, { siteName: "Test Foundation", contactEmail: "hello@test-foundation.org", publicUrl: t.env.PUBLIC_URL, documentLink: () => `${t.env.PUBLIC_URL}/receipt` });
    expect(plain(rendered.text)).toContain(plain("Cotisation 2027, Individuel — valable jusqu’au 31 décembre 2027"));
    await admin.post(apiPaths.admin.memberYears(member.id)).set("Origin", ORIGIN).send({ year: 2028 }).expect(400);
  });
});

describe("a new member's page on 28 November", () => {
  it("asks the year the rule gives (2027), and a first year staff record from it — whichever — answers the application", async () => {
    const applied = await apply({ fullName: "Yawa Kpogo", email: "yawa@example.org" }).expect(201);
    expect(applied.body.membership.membershipYear).toBe(2027);
    const [{ memberId }] = (await t.db.select({ memberId: memberships.memberId }).from(memberships).where(eq(memberships.id, applied.body.membership.id))) as [{ memberId: string }];
    const page = await admin.get(apiPaths.admin.member(memberId)).expect(200);
    expect(page.body.standing).toMatchObject({ paidUp: false, due: 2027 });

    // The walk-in pays this year's dues at the office after all: staff choose 2026 on her page.
    const asked = await admin.post(apiPaths.admin.memberYears(memberId)).set("Origin", ORIGIN).send({ year: 2026 }).expect(200);
    await record({ kind: "membership_year", id: asked.body.year.id, ...cash, year: 2026 }).expect(201);
    // Her application asked to make her a member, which her first dues did: paid, active, for 2026.
    const [application] = await t.db.select().from(memberships).where(eq(memberships.id, applied.body.membership.id));
    expect(application).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026, memberPaidYears: [2026] });
    const list = await admin.get(`${apiPaths.admin.memberships}?search=yawa`).expect(200);
    expect(list.body.items[0]).toMatchObject({ status: "active", paymentStatus: "succeeded" });
    // Recording it again from the list is refused: 2026 was paid, when and with which receipt.
    const again = await record({ kind: "membership", id: applied.body.membership.id, ...cash }).expect(409);
    expect(again.body.message).toMatch(/^Dues 2026 were already paid on .+ \(receipt .+\)\.$/);
    // Mailed: the application received, then one welcome (with its receipt); staff told of the application.
    const mails = await t.db.select().from(outbox);
    expect(mails.map((mail) => mail.template).sort()).toEqual(["membership-applied", "membership-welcome", "staff-membership"]);
  });
});

describe("the setting", () => {
  it("is a day from 1 July to 31 December, refused otherwise in the admin's language, and its change is audited", async () => {
    for (const nextYearFrom of ["06-30", "09-31", "10-1", 1001]) {
      const bad = await admin.put(`${apiPaths.admin.settings}?lang=fr`).set("Origin", ORIGIN).send({ nextYearFrom }).expect(400);
      expect(fieldWords(bad.body.errors)).toEqual([{ path: "nextYearFrom", message: "Choisissez un jour du 1er juillet au 31 décembre" }]);
    }
    const bad = await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "02-29" }).expect(400);
    expect(fieldWords(bad.body.errors)).toEqual([{ path: "nextYearFrom", message: "Choose a day from July 1 to December 31" }]);
    const res = await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "11-15" }).expect(200);
    expect(res.body.nextYearFrom).toBe("11-15");
    expect((await admin.get(apiPaths.admin.settings)).body.nextYearFrom).toBe("11-15");
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(entries.map((entry) => entry.changes)).toEqual([{ nextYearFrom: { from: "10-01", to: "11-15" } }]);
  });
});
