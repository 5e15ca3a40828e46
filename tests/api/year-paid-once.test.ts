/**
 * A year is paid once, and there is one truth about it (docs/decisions/013-members-and-years.md):
 * a member paid up for every year dues can pay today is not charged again when they apply;
 * whichever way a year gets paid — the test provider's confirmation, staff recording on the
 * application or on the year, a renewal link, the approve dialog — the applications that payment
 * answers read paid in the same transaction, exactly one mail goes out, and a second charge of the
 * year is refused, staff being told when and with which receipt it was paid first. At a fixed
 * clock: on 28 November 2026 only 2026 is payable, in December 2026 also 2027 (shared/membership.ts
 * payableYears, Settings' `nextYearFrom` set to 31 December).
 */
import { and, eq, gt, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { MemberItem, MemberPageResponse, Page } from "../../shared/admin";
import { apiPaths, withQuery } from "../../shared/paths";
import { members, memberships, membershipYears, outbox, payments } from "../../shared/schema";
import type { RenewalResponse } from "../../shared/renewals";
import { createLogger } from "../../server/lib/logger";
import { PAID_TWICE_MESSAGE } from "../../server/services/payments/apply-payment-outcome";
import { findReceipt } from "../../server/services/receipts-and-attestations/assign-receipt-number";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createMembership, createMemberYear } from "../helpers/factories";
import { expectKeptCopiesAgree } from "../helpers/kept-copies";
import { createTestApp } from "../helpers/test-app";

const NOVEMBER = new Date("2026-11-28T10:00:00Z");
const DECEMBER = new Date("2026-12-10T10:00:00Z");
let clock = NOVEMBER;

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The log's "paid twice" lines (expected when two payments race); any other error fails the test, as errorsToConsole does. */
const paidTwiceLines: string[] = [];
const logger = createLogger({ level: "error", destination: { write: (line: string) => void (line.includes(PAID_TWICE_MESSAGE) ? paidTwiceLines.push(line) : console.error(line.trimEnd())) } });
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ admin: true, now: () => clock, formLimit: { windowMs: 60_000, limit: 1000 }, logger });
  admin = await signIn(t.app);
  // These cases pay the year of decision 013 (a new member's first dues paying the next year from
  // Settings' day, decision 015, is tested in which-year-dues-pay.test.ts): the day is set last.
  await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextYearFrom: "12-31" }).expect(200);
});
afterAll(() => t.close());
afterEach(() => expectKeptCopiesAgree(t.db));

/** Sets the clock; staff sign in again (a session lives on the server's clock). */
async function at(day: Date) {
  if (clock === day) return;
  clock = day;
  admin = await signIn(t.app);
}

type Payable = { kind: string; id: string; token: string };

const apply = (email: string, body: Record<string, unknown> = {}, lang: "en" | "fr" = "en") =>
  request(t.app)
    .post(`${apiPaths.memberships}?payment=later`)
    .send({ fullName: "Ama Mensah", email, country: "Benin", category: "adherent_individual", consent: true, language: lang, ...body });

let keys = 0;
const startPayment = (payable: Payable) =>
  request(t.app)
    .post(apiPaths.payments)
    .send({ payable: { kind: payable.kind, id: payable.id, token: payable.token }, method: "mobile_money", phone: "01 97 12 34 56", idempotencyKey: `paid-once-${++keys}-abcdef` });

/** Pays by MTN mobile money through the test provider, as the payment step does; answers the payment's id. */
async function payOnline(payable: Payable): Promise<string> {
  const started = await startPayment(payable).expect(201);
  await request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }).expect(200);
  return started.body.payment.id as string;
}

const cash = (paidOn: string) => ({ method: "cash", amount: 12_000, currency: "XOF", paidOn });
const record = (body: Record<string, unknown>, lang = "en") => admin.post(`${apiPaths.admin.payments}?lang=${lang}`).set("Origin", ORIGIN).send(body);
const askYear = (memberId: string, year: number, lang = "en") => admin.post(`${apiPaths.admin.memberYears(memberId)}?lang=${lang}`).set("Origin", ORIGIN).send({ year });

/** The application as the members list shows it. */
async function listed(id: string) {
  const [row] = await t.db.select({ email: memberships.email }).from(memberships).where(eq(memberships.id, id));
  const items = ((await admin.get(withQuery(apiPaths.admin.memberships, { q: row!.email })).expect(200)).body as Page<MemberItem>).items;
  return items.find((item) => item.id === id)!;
}

const memberPage = async (memberId: string) => (await admin.get(apiPaths.admin.member(memberId)).expect(200)).body as MemberPageResponse;

/** The mails queued to an address, oldest first. */
const mailsTo = async (email: string) =>
  (await t.db.select({ template: outbox.template, recipients: outbox.recipients, key: outbox.key }).from(outbox).orderBy(outbox.createdAt)).filter((mail) =>
    mail.recipients.includes(email),
  );

/** The mails a payment sent: its receipt, or a welcome carrying its receipt. */
const mailsOfPayment = async (paymentId: string) =>
  (await t.db.select({ template: outbox.template, key: outbox.key, data: outbox.data }).from(outbox))
    .filter((mail) => mail.key === `receipt:${paymentId}` || (mail.data as { paid?: { paymentId?: string } | null }).paid?.paymentId === paymentId)
    .map((mail) => mail.template);

const receiptOf = async (paymentId: string) => (await findReceipt(t.db, paymentId))!.label;

/**
 * Where the application's summary and the member's years disagree: an application with dues,
 * unpaid, whose year its member paid; or one read paid whose year its member did not pay.
 */
async function disagreements(memberId: string) {
  const paidYear = and(eq(membershipYears.memberId, memberships.memberId), eq(membershipYears.year, memberships.membershipYear), isNotNull(membershipYears.paidAt));
  const unpaid = await t.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(membershipYears, paidYear)
    .where(and(eq(memberships.memberId, memberId), ne(memberships.paymentStatus, "succeeded"), gt(memberships.duesAmount, 0)));
  const paidWithoutYear = await t.db
    .select({ id: memberships.id })
    .from(memberships)
    .leftJoin(membershipYears, paidYear)
    .where(and(eq(memberships.memberId, memberId), eq(memberships.paymentStatus, "succeeded"), gt(memberships.duesAmount, 0), isNull(membershipYears.id)));
  return [...unpaid, ...paidWithoutYear].map((row) => row.id);
}

/** An application filed through the form (a pending one, owing 12,000 FCFA), with its member. */
async function applied(email: string, body: Record<string, unknown> = {}) {
  const res = await apply(email, body).expect(201);
  const id = res.body.membership.id as string;
  const [row] = await t.db.select().from(memberships).where(eq(memberships.id, id));
  return { id, memberId: row!.memberId!, version: row!.version, payable: res.body.payable as Payable };
}

describe("a member paid up for every year payable today who applies again", () => {
  it("on 28 November, paid for 2026: is refused with 409 in their language; nothing is filed, mailed or changed", async () => {
    await at(NOVEMBER);
    const first = await applied("ama.paid@example.org");
    await record({ kind: "membership", id: first.id, ...cash("2026-11-20") }).expect(201);
    const [memberBefore] = await t.db.select().from(members).where(eq(members.id, first.memberId));
    const mailsBefore = await t.db.select().from(outbox);

    const again = await apply("Ama.PAID@example.org", { fullName: "Ama K. Mensah", category: "patron", contributionAmount: 600_000 }).expect(409);
    expect(again.body).toEqual({ message: "You are already a member until December 31, 2026: your dues are paid.", paidThrough: 2026 });
    const fr = await apply("ama.paid@example.org", {}, "fr").expect(409);
    expect(fr.body).toEqual({ message: "Vous êtes déjà membre jusqu’au 31\u00a0décembre 2026\u00a0: votre cotisation est réglée.", paidThrough: 2026 });

    expect((await t.db.select().from(memberships).where(eq(memberships.memberId, first.memberId))).map((row) => row.id)).toEqual([first.id]);
    expect(await t.db.select().from(outbox)).toEqual(mailsBefore);
    expect((await t.db.select().from(members).where(eq(members.id, first.memberId)))[0]).toEqual(memberBefore);
    expect(await t.db.select().from(payments).where(eq(payments.payableKind, "membership"))).toHaveLength(1);

    // A category without dues online charges nothing: filed for the board, as before.
    const honorary = await apply("ama.paid@example.org", { category: "honorary" }).expect(201);
    expect(honorary.body).toMatchObject({ requiresPayment: false, membership: { status: "pending", duesAmount: 0 } });
  });

  it("in December, paid for 2026 and 2027: is refused, a member until December 31, 2027, whatever year is chosen", async () => {
    await at(DECEMBER);
    const first = await applied("kofi.paid@example.org", { membershipYear: 2026 });
    await record({ kind: "membership", id: first.id, ...cash("2026-12-01") }).expect(201);
    const second = await applied("kofi.paid@example.org", { membershipYear: 2027, fullName: "Kofi Paid" });
    await payOnline(second.payable);
    const count = (await t.db.select().from(memberships)).length;

    const again = await apply("kofi.paid@example.org").expect(409);
    expect(again.body).toEqual({ message: "You are already a member until December 31, 2027: your dues are paid.", paidThrough: 2027 });
    const chosen = await apply("kofi.paid@example.org", { membershipYear: 2027 }, "fr").expect(409);
    expect(chosen.body).toEqual({ message: "Vous êtes déjà membre jusqu’au 31\u00a0décembre 2027\u00a0: votre cotisation est réglée.", paidThrough: 2027 });
    expect(await t.db.select().from(memberships)).toHaveLength(count);
  });

  it("in December, paid for 2026 only: applies for 2027 as before", async () => {
    await at(DECEMBER);
    const first = await applied("esi.paid@example.org");
    await record({ kind: "membership", id: first.id, ...cash("2026-12-02") }).expect(201);
    const next = await apply("esi.paid@example.org", { fullName: "Esi Paid" }).expect(201);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.id, next.body.membership.id));
    expect(row).toMatchObject({ membershipYear: 2027, status: "pending", paymentStatus: "pending", memberId: first.memberId });
  });
});

describe("a year paid from the member page", () => {
  it("makes the pending application paid and active at once, mails one welcome, and refuses any second charge with the first payment's date and receipt", async () => {
    await at(NOVEMBER);
    const application = await applied("kossi.cash@example.org");
    expect(await listed(application.id)).toMatchObject({ status: "pending", paymentStatus: "pending", membershipYear: 2026 });

    const year = await askYear(application.memberId, 2026).expect(200);
    const paid = await record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-27"), reference: "CASH-77" }).expect(201);
    const receipt = await receiptOf(paid.body.payment.id);

    expect(await listed(application.id)).toMatchObject({
      status: "active",
      paymentStatus: "succeeded",
      paidAt: "2026-11-27T11:00:00.000Z",
      paymentStatusAt: "2026-11-27T11:00:00.000Z",
      membershipYear: 2026,
      version: application.version + 1,
      yearsPaid: [2026],
    });
    expect(await disagreements(application.memberId)).toEqual([]);
    // One mail for the payment: the new member's welcome, carrying its receipt.
    expect((await mailsTo("kossi.cash@example.org")).map((mail) => mail.template)).toEqual(["membership-applied", "membership-welcome"]);

    // The payment step, and staff from the list, the year's row or the member page: refused.
    const online = await startPayment(application.payable).expect(409);
    expect(online.body.message).toBe("This has already been paid");
    const again = await record({ kind: "membership", id: application.id, ...cash("2026-11-28") }).expect(409);
    expect(again.body).toEqual({ message: `Dues 2026 were already paid on November 27, 2026 (receipt ${receipt}).` });
    const fr = await record({ kind: "membership", id: application.id, ...cash("2026-11-28") }, "fr").expect(409);
    expect(fr.body.message).toBe(`La cotisation 2026 a déjà été payée le 27 novembre 2026 (reçu ${receipt}).`);
    const yearAgain = await record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-28") }).expect(409);
    expect(yearAgain.body.message).toBe(`Dues 2026 were already paid on November 27, 2026 (receipt ${receipt}).`);
    const askedAgain = await askYear(application.memberId, 2026, "fr").expect(409);
    expect(askedAgain.body.message).toBe(`La cotisation 2026 a déjà été payée le 27 novembre 2026 (reçu ${receipt}).`);
    expect(await t.db.select().from(payments).where(eq(payments.providerRef, "CASH-77"))).toHaveLength(1);
    expect((await t.db.select().from(payments).where(eq(payments.payableId, application.id))).length).toBe(0);
  });

  it("answers only a returning member's applications with dues for that year or none: one set inactive stays inactive; one mail, the receipt", async () => {
    await at(NOVEMBER);
    const email = "afi.many@example.org";
    // (A member who never paid takes each new application's category: the founder's first.)
    const founder = await createMembership(t.db, { email, category: "founder", duesAmount: 0 });
    const inactive = await createMembership(t.db, { email, status: "inactive", membershipYear: 2026 });
    const noYear = await createMembership(t.db, { email, status: "active" });
    const nextYear = await createMembership(t.db, { email, membershipYear: 2027 });
    const someoneElse = await createMembership(t.db, { email: "someone.else@example.org", membershipYear: 2026 });
    const memberId = inactive.memberId!;
    expect(new Set([noYear.memberId, nextYear.memberId, founder.memberId])).toEqual(new Set([memberId]));
    // A member who paid before (a first year paid answers every application: which-year-dues-pay.test.ts).
    await createMemberYear(t.db, memberId, 2025, { paidAt: new Date("2025-01-03T10:00:00Z") });

    const year = await askYear(memberId, 2026).expect(200);
    const paid = await record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-26") }).expect(201);

    const rows = new Map((await t.db.select().from(memberships)).map((row) => [row.id, row]));
    expect(rows.get(inactive.id)).toMatchObject({ status: "inactive", paymentStatus: "succeeded", membershipYear: 2026, version: inactive.version + 1 });
    expect(rows.get(noYear.id)).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026, paidAt: new Date("2026-11-26T11:00:00Z") });
    expect(rows.get(nextYear.id)).toMatchObject({ status: "pending", paymentStatus: "pending", membershipYear: 2027, version: nextYear.version });
    expect(rows.get(founder.id)).toMatchObject({ status: "pending", paymentStatus: "pending", membershipYear: null, version: founder.version });
    expect(rows.get(someoneElse.id)).toMatchObject({ status: "pending", paymentStatus: "pending", version: someoneElse.version });
    expect(await disagreements(memberId)).toEqual([]);
    // Nobody was admitted by it: its receipt, once.
    expect(await mailsTo(email)).toEqual([{ template: "receipt", recipients: [email], key: `receipt:${paid.body.payment.id}` }]);
  });

  it("says when a year was paid without the receipt part when its payment has none", async () => {
    await at(NOVEMBER);
    const application = await createMembership(t.db, { email: "yao.old@example.org", status: "active", paymentStatus: "succeeded", membershipYear: 2025, paidAt: new Date("2025-01-03T10:00:00Z") });
    const year = await createMemberYear(t.db, application.memberId!, 2025);
    const res = await record({ kind: "membership_year", id: year.id, ...cash("2026-11-20") }).expect(409);
    expect(res.body.message).toBe("Dues 2025 were already paid on January 3, 2025.");
    const fr = await record({ kind: "membership", id: application.id, ...cash("2026-11-20") }, "fr").expect(409);
    expect(fr.body.message).toBe("La cotisation 2025 a déjà été payée le 3 janvier 2025.");
  });
});

type Way = {
  name: string;
  /** Pays the year of a pending application of `email` its own way; answers the application, its year and the payment. */
  pay: (email: string) => Promise<{ application: Awaited<ReturnType<typeof applied>>; year: number; paymentId: string; yearPayable?: Payable }>;
  /** The mail that payment sent. */
  mail: "membership-welcome" | "receipt";
};

const ways: Way[] = [
  {
    name: "the test provider's confirmation of the application's payment",
    mail: "membership-welcome",
    pay: async (email) => {
      await at(NOVEMBER);
      const application = await applied(email);
      return { application, year: 2026, paymentId: await payOnline(application.payable) };
    },
  },
  {
    name: "staff recording the payment on the application (members list)",
    mail: "membership-welcome",
    pay: async (email) => {
      await at(NOVEMBER);
      const application = await applied(email);
      const res = await record({ kind: "membership", id: application.id, ...cash("2026-11-28"), method: "mobile_money_transfer" }).expect(201);
      return { application, year: 2026, paymentId: res.body.payment.id };
    },
  },
  {
    name: "staff recording the payment of the year (member page)",
    mail: "membership-welcome",
    pay: async (email) => {
      await at(NOVEMBER);
      const application = await applied(email);
      const year = await askYear(application.memberId, 2026).expect(200);
      const res = await record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-28") }).expect(201);
      return { application, year: 2026, paymentId: res.body.payment.id };
    },
  },
  {
    name: "a renewal link paid by mobile money, the member having applied for the coming year",
    mail: "membership-welcome",
    pay: async (email) => {
      await at(DECEMBER);
      const first = await applied(email);
      await record({ kind: "membership", id: first.id, ...cash("2026-12-01") }).expect(201);
      const application = await applied(email, { membershipYear: 2027, fullName: "Ama Mensah-Renewed" });
      await admin.post(apiPaths.admin.renewalSend).set("Origin", ORIGIN).send({ memberId: application.memberId }).expect(202);
      const [mail] = (await mailsTo(email)).filter((row) => row.template === "membership-renewal");
      const [queued] = await t.db.select().from(outbox).where(eq(outbox.key, mail!.key));
      const url = new URL((queued!.data as { url: string }).url);
      // The link's page hands the payment step the year's payable (the link itself does not pay).
      const page = await request(t.app).get(`${apiPaths.renewal(url.pathname.split("/").pop()!)}?t=${url.searchParams.get("t")!}`).expect(200);
      const { kind, id, token } = (page.body as RenewalResponse).payable!;
      const yearPayable = { kind, id, token };
      return { application, year: 2027, paymentId: await payOnline(yearPayable), yearPayable };
    },
  },
  {
    name: "the approve dialog's “Record the payment” (the dues were paid)",
    mail: "membership-welcome",
    pay: async (email) => {
      await at(NOVEMBER);
      const application = await applied(email);
      const res = await record({ kind: "membership", id: application.id, ...cash("2026-11-27"), method: "bank_transfer", reference: `VIR-${email}` }).expect(201);
      // The approval that followed an outdated copy is refused: the payment admitted the member.
      await admin.put(apiPaths.admin.membership(application.id)).set("Origin", ORIGIN).send({ status: "active", version: application.version }).expect(409);
      return { application, year: 2026, paymentId: res.body.payment.id };
    },
  },
  {
    name: "approval without payment, then the year recorded on the member page",
    mail: "receipt",
    pay: async (email) => {
      await at(NOVEMBER);
      const application = await applied(email);
      await admin.put(apiPaths.admin.membership(application.id)).set("Origin", ORIGIN).send({ status: "active", version: application.version }).expect(200);
      const year = await askYear(application.memberId, 2026).expect(200);
      const res = await record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-28") }).expect(201);
      return { application: { ...application, version: application.version + 1 }, year: 2026, paymentId: res.body.payment.id };
    },
  },
];

describe("after each way a payment of dues arrives", () => {
  it.each(ways.map((way, index) => [way.name, way, index] as const))("%s: the list, the years and the mails agree, and a second charge is refused", async (_name, way, index) => {
    const email = `way${index}@example.org`;
    const { application, year, paymentId, yearPayable } = await way.pay(email);

    expect(await listed(application.id)).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: year, version: application.version + 1 });
    expect((await memberPage(application.memberId)).yearsPaid).toContain(year);
    expect(await disagreements(application.memberId)).toEqual([]);
    // Exactly one mail for this payment.
    expect(await mailsOfPayment(paymentId)).toEqual([way.mail]);

    const receipt = await receiptOf(paymentId);
    const refusal = expect.stringMatching(new RegExp(`^Dues ${year} were already paid on .+ \\(receipt ${receipt}\\)\\.$`));
    await startPayment(application.payable).expect(409);
    expect((await record({ kind: "membership", id: application.id, ...cash("2026-11-28") }).expect(409)).body.message).toEqual(refusal);
    expect((await askYear(application.memberId, year).expect(409)).body.message).toEqual(refusal);
    if (yearPayable) await startPayment(yearPayable).expect(409);
    const [paidYear] = await t.db.select().from(membershipYears).where(and(eq(membershipYears.memberId, application.memberId), eq(membershipYears.year, year)));
    // Paid once: by this payment, the only one that succeeded for the application or the year.
    expect(paidYear!.paymentId).toBe(paymentId);
    const paid = await t.db.select({ id: payments.id }).from(payments).where(and(inArray(payments.payableId, [application.id, paidYear!.id]), eq(payments.status, "succeeded")));
    expect(paid.map((payment) => payment.id)).toEqual([paymentId]);
  });
});

describe("two payments of one year at once", () => {
  it("the payer's confirmation and staff recording the year: neither waits on the other for ever, and the summary agrees", async () => {
    await at(NOVEMBER);
    const application = await applied("race@example.org");
    const started = await startPayment(application.payable).expect(201);
    const year = await askYear(application.memberId, 2026).expect(200);

    const [confirmed, recorded] = await Promise.all([
      request(t.app).post(apiPaths.testConfirmPayment(started.body.payment.id)).send({ clientSecret: started.body.token, outcome: "succeeded" }),
      record({ kind: "membership_year", id: year.body.year.id, ...cash("2026-11-28") }),
    ]);
    expect(confirmed.status).toBe(200);
    // Staff came second: refused, the year being paid. Came first: recorded, and the payer's money is kept (paid twice).
    expect([201, 409]).toContain(recorded.status);
    expect(await listed(application.id)).toMatchObject({ status: "active", paymentStatus: "succeeded", membershipYear: 2026 });
    expect(await disagreements(application.memberId)).toEqual([]);
    const [paidYear] = await t.db.select().from(membershipYears).where(eq(membershipYears.id, year.body.year.id));
    expect(paidYear!.paymentId).toBe(recorded.status === 201 ? recorded.body.payment.id : started.body.payment.id);
    // Staff first: the payer's money, taken after, is paid twice — logged for the treasurer as the webhooks log it.
    expect(paidTwiceLines.some((line) => line.includes(started.body.payment.id as string))).toBe(recorded.status === 201);
  });
});
