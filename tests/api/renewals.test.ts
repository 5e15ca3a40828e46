/**
 * Renewing as a member and as staff see it (docs/rules.md R7): the join form's year in March and
 * in December, the private renewal link (its read, 404 and 403), a renewal paid by mobile money
 * through the test provider and one recorded by staff, and the staff's sends and list. The clock
 * is fixed for each case.
 */
import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiPaths } from "../../shared/paths";
import { auditLog, members, memberships, membershipYears, outbox, payments } from "../../shared/schema";
import type { RenewalResponse, RenewalsResponse } from "../../shared/renewals";
import { runRenewalSeason } from "../../server/services/renewals/renewal-season";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createPaidMember, createPrivacyRequest } from "../helpers/factories";
import { oldRenewalToken } from "../helpers/old-tokens";
import { createTestApp } from "../helpers/test-app";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { fieldWords } from "../helpers/field-words";

const SECRET = "test-secret-test-secret-test-secret-0123";
const clock = { now: new Date("2027-03-10T10:00:00Z") };
const at = (iso: string) => (clock.now = new Date(iso));

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => clock.now, formLimit: { windowMs: 60_000, limit: 1000 } });
  admin = await signIn(t.app);
  // December's choice for a new member needs Settings' day after it (decision 015, tested in which-year-dues-pay.test.ts).
  await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "12-31" }).expect(200);
});
afterEach(() => expectKeptCopiesAgree(t.db));
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(memberships);
  await t.db.delete(members);
  await t.db.delete(auditLog);
});

const links = () => ({ secret: SECRET, publicUrl: t.env.PUBLIC_URL });

let keys = 0;
/** Pays a payable by MTN mobile money through the test provider, as the payment step does. */
async function payByMobileMoney(payable: { kind: string; id: string; token: string }) {
  const started = await request(t.app)
    .post(apiPaths.payments)
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `renewal-test-${++keys}-abcdef` })
    .expect(201);
  await request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
}

function apply(body: Record<string, unknown>, lang = "en") {
  return request(t.app)
    .post(`${apiPaths.memberships}?payment=later&lang=${lang}`)
    .send({ fullName: "Ama Mensah", email: "ama@example.org", country: "Benin", category: "adherent_individual", consent: true, language: lang, ...body });
}

const yearsOf = async (email: string) => {
  const [member] = await t.db.select().from(members).where(eq(members.email, email));
  const rows = await t.db.select().from(membershipYears).where(eq(membershipYears.memberId, member!.id)).orderBy(membershipYears.year);
  return rows.map((row) => ({ year: row.year, paid: row.paidAt !== null }));
};

/** The private link of the mail queued with this key, as a path of the site. */
async function linkOf(key: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.key, key));
  return new URL((mail!.data as { url: string }).url);
}

const memberWhoPaid = (email: string, years: number[], language: "en" | "fr" = "en") => createPaidMember(t.db, years, { fullName: `Member ${email}`, email, language });

describe("joining", () => {
  it("in March pays that year: paid up until December 31st, asked in December, lapsed after next year's grace", async () => {
    at("2027-03-10T10:00:00Z");
    expect((await request(t.app).get(apiPaths.siteSettings).expect(200)).body.payableYears).toEqual([2027]);
    const applied = await apply({}).expect(201);
    await payByMobileMoney(applied.body.payable);
    expect(await yearsOf("ama@example.org")).toEqual([{ year: 2027, paid: true }]);

    // December 31st: still paid up; nothing lapses. December 1st asked the year 2028.
    at("2027-12-01T09:00:00Z");
    expect((await runRenewalSeason(t.db, links(), clock.now)).asked).toBe(1);
    at("2028-02-04T12:00:00Z");
    expect((await runRenewalSeason(t.db, links(), clock.now)).lapsed).toBe(0);
    at("2028-02-05T12:00:00Z");
    expect((await runRenewalSeason(t.db, links(), clock.now)).lapsed).toBe(1);
    const [member] = await t.db.select().from(members).where(eq(members.email, "ama@example.org"));
    expect(await t.db.select({ key: outbox.key }).from(outbox).where(eq(outbox.key, `membership-lapsed:${member!.id}:2028`))).toHaveLength(1);
  });

  it("in December offers the two years, pays the one chosen, and refuses another with a clear message", async () => {
    at("2026-12-15T10:00:00Z");
    expect((await request(t.app).get(apiPaths.siteSettings).expect(200)).body.payableYears).toEqual([2026, 2027]);

    const refused = await apply({ membershipYear: 2028 }).expect(400);
    expect(fieldWords(refused.body.errors)).toEqual([{ path: "membershipYear", message: "Dues can be paid for 2026 or 2027 only" }]);
    const refusedFr = await apply({ membershipYear: 2025 }, "fr").expect(400);
    expect(fieldWords(refusedFr.body.errors)).toEqual([{ path: "membershipYear", message: "La cotisation ne peut être réglée que pour 2026 ou 2027" }]);
    expect(await t.db.select().from(members)).toEqual([]);

    const applied = await apply({ membershipYear: 2027 }).expect(201);
    await payByMobileMoney(applied.body.payable);
    expect(await yearsOf("ama@example.org")).toEqual([{ year: 2027, paid: true }]);
    const [row] = await t.db.select().from(memberships);
    expect(row!.membershipYear).toBe(2027);

    // The next application of the same person: 2027 is paid, and 2026 comes before it — nothing
    // is left to pay, so she is told she is a member until the end of 2027 (a year is paid once).
    const again = await apply({ membershipYear: 2027, fullName: "Ama K. Mensah" }).expect(409);
    expect(again.body.paidThrough).toBe(2027);
  });

  it("in December without a choice pays the current year", async () => {
    at("2026-12-15T10:00:00Z");
    const applied = await apply({}).expect(201);
    await payByMobileMoney(applied.body.payable);
    expect(await yearsOf("ama@example.org")).toEqual([{ year: 2026, paid: true }]);
  });
});

describe("the private renewal link", () => {
  it("reads the year, notes its first opening, and is paid by mobile money", async () => {
    const member = await memberWhoPaid("kossi@example.org", [2026], "fr");
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const url = await linkOf(`renewal:${member.id}:2027:opening`);
    expect(url.pathname).toMatch(/^\/fr\/renouveler\/[\w-]+$/);
    const yearId = url.pathname.split("/").pop()!;
    const token = url.searchParams.get("t")!;

    at("2026-12-03T09:00:00Z");
    const read = await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(200);
    const body = read.body as RenewalResponse;
    expect(body.renewal).toEqual({ yearId, name: "Member kossi@example.org", year: 2027, category: "adherent_individual", amount: 12_000, currency: "XOF", paid: false, paidAt: null });
    expect(body.payable).toMatchObject({ kind: "membership_year", id: yearId, amount: 12_000, currency: "XOF", methods: ["mobile_money", "card"] });
    // The link is not what pays: the page hands the payment step the year's own token.
    expect(body.payable!.token).not.toBe(token);
    at("2026-12-04T09:00:00Z");
    await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(200);
    const [opened] = await t.db.select().from(membershipYears).where(eq(membershipYears.id, yearId));
    expect(opened!.linkOpenedAt).toEqual(new Date("2026-12-03T09:00:00Z"));

    await payByMobileMoney(body.payable!);
    const paid = (await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(200)).body as RenewalResponse;
    expect(paid.renewal.paid).toBe(true);
    expect(paid.payable).toBeNull();
    expect(await yearsOf("kossi@example.org")).toEqual([
      { year: 2026, paid: true },
      { year: 2027, paid: true },
    ]);
    // Its receipt is queued; no reminder follows in January, no lapse after the grace.
    expect((await t.db.select({ template: outbox.template }).from(outbox)).map((row) => row.template).sort()).toEqual(["membership-renewal", "receipt"]);
    at("2027-01-06T09:00:00Z");
    expect((await runRenewalSeason(t.db, links(), clock.now)).asked).toBe(0);
    at("2027-03-01T09:00:00Z");
    expect((await runRenewalSeason(t.db, links(), clock.now)).lapsed).toBe(0);
  });

  it("answers 404 for a year that does not exist and 403 for a token that is not its own, in the reader's language", async () => {
    const member = await memberWhoPaid("afi@example.org", [2026]);
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const url = await linkOf(`renewal:${member.id}:2027:opening`);
    const yearId = url.pathname.split("/").pop()!;
    const unknown = await request(t.app).get(`${apiPaths.renewal("6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f")}?t=abc`).expect(404);
    expect(unknown.body).toEqual({ message: "This renewal link does not exist (any more). Write to us and we will send you a new one." });
    await request(t.app).get(`${apiPaths.renewal("not-a-year")}?t=abc`).expect(404);
    const forged = await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${"x".repeat(32)}&lang=fr`).expect(403);
    expect(forged.body).toEqual({ message: "Ce lien de renouvellement est incomplet\u00a0: ouvrez-le de nouveau depuis votre courriel, ou écrivez-nous." });
    await request(t.app).get(apiPaths.renewal(yearId)).expect(403);
    const [row] = await t.db.select().from(membershipYears).where(eq(membershipYears.id, yearId));
    expect(row!.linkOpenedAt).toBeNull();
  });

  it("still opens a link mailed before the signed-token helper, until the end it carries", async () => {
    const member = await memberWhoPaid("old-link@example.org", [2026]);
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const yearId = (await linkOf(`renewal:${member.id}:2027:opening`)).pathname.split("/").pop()!;
    const old = oldRenewalToken(SECRET, yearId, new Date("2027-01-30T09:00:00Z"));
    at("2026-12-20T09:00:00Z");
    const read = (await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${old}`).expect(200)).body as RenewalResponse;
    expect(read.renewal).toMatchObject({ yearId, year: 2027, paid: false });
    at("2027-01-30T09:00:00Z");
    expect((await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${old}`).expect(410)).body.reason).toBe("expired");
  });

  it("ends 60 days after its mail was written: 410 saying how to ask for a new one, in the reader's language, and the old kind of link no longer pays", async () => {
    const member = await memberWhoPaid("ends@example.org", [2026], "fr");
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const url = await linkOf(`renewal:${member.id}:2027:opening`);
    const yearId = url.pathname.split("/").pop()!;
    const token = url.searchParams.get("t")!;
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.key, `renewal:${member.id}:2027:opening`));
    expect((mail!.data as { linkEnds: string }).linkEnds).toBe("2027-01-30T09:00:00.000Z");

    at("2027-01-30T08:59:59Z");
    await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(200);
    at("2027-01-30T09:00:00Z");
    const ended = await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}&lang=fr`).expect(410);
    expect(ended.body).toEqual({
      reason: "expired",
      message:
        "Ce lien de renouvellement a expiré\u00a0: les liens de renouvellement fonctionnent 60\u00a0jours. Demandez-en un nouveau sur la page «\u00a0Mon adhésion\u00a0» (nous vous envoyons un lien vers votre page, d’où vous pouvez renouveler), ou écrivez-nous.",
    });
    const endedEn = await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(410);
    expect(endedEn.body.message).toBe(
      "This renewal link has ended: renewal links work for 60 days. Ask for a new one on the page “My membership” (we mail you a link to your page, where you can renew), or write to us.",
    );

    // A link of before links ended (the year's payable token itself) reads as ended, and pays nothing.
    const before = createHmac("sha256", SECRET).update(`payable:membership_year:${yearId}`).digest("base64url").slice(0, 32);
    expect((await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${before}`).expect(410)).body.reason).toBe("expired");
    await request(t.app)
      .post(apiPaths.payments)
      .send({ payable: { kind: "membership_year", id: yearId, token: before }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: "old-renewal-link-abcdef" })
      .expect(404);
    expect(await yearsOf("ends@example.org")).toEqual([
      { year: 2026, paid: true },
      { year: 2027, paid: false },
    ]);
  });

  it("of a member whose data was erased answers 410 and cannot be paid: no payment, no receipt queued", async () => {
    const email = "gone@example.org";
    const member = await memberWhoPaid(email, [2026]);
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const url = await linkOf(`renewal:${member.id}:2027:opening`);
    const yearId = url.pathname.split("/").pop()!;
    const token = url.searchParams.get("t")!;
    // The page was opened before: the browser holds the year's payable token.
    const { payable } = (await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}`).expect(200)).body as RenewalResponse;

    // Erased as the staff complete a privacy request (complete-privacy-request.ts).
    const filed = await createPrivacyRequest(t.db, { email, kind: "erasure", language: "en", dueAt: new Date("2026-12-31T00:00:00Z") });
    await admin.post(`${apiPaths.admin.privacyRequests}/${filed.id}/complete`).set("Origin", ORIGIN).expect(200);

    const read = await request(t.app).get(`${apiPaths.renewal(yearId)}?t=${token}&lang=fr`).expect(410);
    expect(read.body).toEqual({ reason: "erased", message: "Ce renouvellement n’est plus disponible\u00a0: les données du membre ont été effacées à sa demande. Rien ne peut être réglé par ce lien." });
    const paying = await request(t.app)
      .post(apiPaths.payments)
      .send({ payable: { kind: payable!.kind, id: payable!.id, token: payable!.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: "erased-renewal-abcdef" })
      .expect(410);
    expect(paying.body.message).toBe("This payment is no longer possible: the person’s data was erased at their request.");
    expect(await t.db.select().from(payments).where(eq(payments.payableId, yearId))).toEqual([]);
    expect((await t.db.select({ template: outbox.template }).from(outbox)).map((row) => row.template).sort()).toEqual(["membership-renewal", "privacy-erased"]);
  });

  it("is paid by a payment staff record", async () => {
    const member = await memberWhoPaid("yao@example.org", [2026]);
    at("2026-12-01T09:00:00Z");
    await runRenewalSeason(t.db, links(), clock.now);
    const yearId = (await linkOf(`renewal:${member.id}:2027:opening`)).pathname.split("/").pop()!;
    at("2026-12-10T09:00:00Z");
    await admin
      .post(apiPaths.admin.payments)
      .set("Origin", ORIGIN)
      .send({ kind: "membership_year", id: yearId, method: "cash", amount: 12_000, currency: "XOF", paidOn: "2026-12-09" })
      .expect(201);
    expect(await yearsOf("yao@example.org")).toEqual([
      { year: 2026, paid: true },
      { year: 2027, paid: true },
    ]);
    const list = (await admin.get(`${apiPaths.admin.renewals}?year=2027`).expect(200)).body as RenewalsResponse;
    expect(list.counts).toEqual({ due: 0, sent: 1, opened: 0, paid: 1 });
  });
});

describe("the staff's renewals", () => {
  it("send one member's renewal now, outside the season, once a day; list the year with its counts; audit it", async () => {
    const member = await memberWhoPaid("esi@example.org", [2026]);
    await memberWhoPaid("kofi@example.org", [2026]);
    at("2027-03-10T10:00:00Z");
    await request(t.app).post(apiPaths.admin.renewalSend).set("Origin", ORIGIN).send({ memberId: member.id }).expect(401);
    const sent = await admin.post(apiPaths.admin.renewalSend).set("Origin", ORIGIN).send({ memberId: member.id }).expect(202);
    expect(sent.body).toEqual({ message: "The renewal mail will be sent in a moment", year: 2027, sent: 1, alreadySent: 0 });
    const again = await admin.post(`${apiPaths.admin.renewalSend}?lang=fr`).set("Origin", ORIGIN).send({ memberId: member.id }).expect(409);
    expect(again.body.message).toBe("Un courriel de renouvellement a déjà été envoyé à ce membre aujourd’hui");
    await admin.post(apiPaths.admin.renewalSend).set("Origin", ORIGIN).send({ memberId: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f" }).expect(404);
    const bad = await admin.post(apiPaths.admin.renewalSend).set("Origin", ORIGIN).send({ memberId: "nope" }).expect(400);
    expect(bad.body.errors[0].path).toBe("memberId");

    const all = await admin.post(apiPaths.admin.renewalSendAll).set("Origin", ORIGIN).send({ year: 2027 }).expect(202);
    expect(all.body).toMatchObject({ year: 2027, sent: 1, alreadySent: 1, message: "1 renewal mail will be sent in a moment" });
    const mails = await t.db.select({ key: outbox.key, template: outbox.template }).from(outbox);
    expect(mails.map((mail) => mail.template)).toEqual(["membership-renewal", "membership-renewal"]);

    const list = (await admin.get(`${apiPaths.admin.renewals}?year=2027`).expect(200)).body as RenewalsResponse;
    expect(list.counts).toEqual({ due: 2, sent: 2, opened: 0, paid: 0 });
    expect(list.items.map((item) => [item.email, item.sentAt, item.paidAt])).toEqual([
      ["esi@example.org", "2027-03-10T10:00:00.000Z", null],
      ["kofi@example.org", "2027-03-10T10:00:00.000Z", null],
    ]);
    const bye = await admin.get(`${apiPaths.admin.renewals}?year=abc&lang=fr`).expect(400);
    expect(fieldWords(bye.body.errors)).toEqual([{ path: "year", message: "Indiquez une année, par exemple 2027" }]);

    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.username, "admin")));
    expect(audit.map((entry) => [entry.action, entry.label]).sort()).toEqual([
      ["renewal.send", "Member esi@example.org"],
      ["renewal.sendAll", "2027"],
    ]);
  });
});
