/**
 * A payment made elsewhere — cash at the office, a bank transfer, mobile money sent to the
 * foundation's number — recorded by staff (docs/rules.md R14). It counts
 * exactly as an online payment does: one payment record (provider "staff", succeeded), and its
 * payable settled by the same rule (`payables[kind].settle`), so a membership becomes active as
 * a confirmed online payment makes it; written with its audit entry in one transaction.
 */
import { and, asc, eq } from "drizzle-orm";
import type { PaymentItem, RecordPayment } from "../../../shared/admin";
import { FIRST_PAYMENT_DAY } from "../../../shared/admin";
import { maskedBeninMobile } from "../../../shared/phone";
import type { Currency, MobileOperator, PayableKind, RecordedMethod } from "../../../shared/domain";
import { checkStaffYearChoice, membershipYearOf } from "../../../shared/membership";
import { toMinor } from "../../../shared/money";
import { donations, members, memberships, membershipYears, payments, type Donation, type Membership, type MembershipYear, type Payment } from "../../../shared/schema";
import { site } from "../../../shared/site";
import type { Db } from "../../db";
import type { DuesPaid } from "../../lib/api-messages";
import { startOfDay, utcOffsetMinutes } from "../../lib/time-zone";
import { toJson } from "../../lib/to-json";
import { diff, recordChange, type Actor, type Changes } from "../audit/record-change";
import type { Effect } from "../effects";
import { lockMember, paidYearsOf, yearPaidBy } from "../members/member-years";
import { findReceipt } from "../receipts-and-attestations/assign-receipt-number";
import { payables } from "./payables";
import { isErasedAddress } from "../privacy/complete-privacy-request";

/** A calendar day `YYYY-MM-DD` on the foundation's clock at an instant. */
export function foundationDay(at: Date, timeZone: string = site.timeZone): string {
  return new Date(at.getTime() + utcOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 10);
}

/**
 * The instant a payment made on `day` is stored as: noon on the foundation's clock. Staff know the
 * day, not the time; noon (11:00 UTC in Cotonou) reads as that same day on every clock from UTC−11
 * to UTC+12 — the UTC dates of the CSV exports, an administrator abroad — and in the membership
 * year of that day, where midnight would already be the day before in UTC.
 */
export const paidOnInstant = (day: string): Date => new Date(startOfDay(day).getTime() + 12 * 3_600_000);

/** Why a day cannot be the day of a payment recorded now: after today (Cotonou), or before the year 2000. */
export function paidOnProblem(day: string, now: Date): "paidOnFuture" | "paidOnTooEarly" | null {
  if (day > foundationDay(now)) return "paidOnFuture";
  if (day < FIRST_PAYMENT_DAY) return "paidOnTooEarly";
  return null;
}

/** What a refused field says (a key of the API's messages) and, for the amount, what is due. */
export type FieldProblem =
  | { path: "paidOn"; problem: "paidOnFuture" | "paidOnTooEarly" }
  | { path: "currency"; problem: "recordedAmountMismatch" }
  | { path: "amount"; problem: "recordedAmountDue"; due: { amount: number; currency: Currency } }
  | { path: "reference"; problem: "referenceTaken" }
  | { path: "year"; problem: "yearNotRecordable" | "yearNotForThis" };

export type StaffPayment = {
  method: RecordedMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
  paidOn: string;
  reference: string | null;
  note: string | null;
  /** A mobile-money transfer: the operator it came through (the reference is then that operator's transaction id). */
  operator?: MobileOperator | null;
};

/** True when a payment recorded by staff already carries this reference (a receipt counted twice). */
export async function referenceTaken(db: Db, reference: string | null) {
  if (!reference) return false;
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, "staff"), eq(payments.providerRef, reference)))
    .limit(1);
  return row !== undefined;
}

/**
 * Writes a payment staff took, succeeded on its day, and settles its payable (in the caller's
 * transaction). A reference another staff payment carries is refused before the insert: the
 * unique index would otherwise abort the transaction with a bare conflict.
 */
export async function insertStaffPayment(
  tx: Db,
  actor: Actor,
  payable: { kind: PayableKind; id: string },
  input: StaffPayment,
): Promise<{ payment: Payment; effects: readonly Effect[] } | "referenceTaken"> {
  if (await referenceTaken(tx, input.reference)) return "referenceTaken";
  const at = paidOnInstant(input.paidOn);
  const [payment] = await tx
    .insert(payments)
    .values({
      payableKind: payable.kind,
      payableId: payable.id,
      provider: "staff",
      method: input.method,
      providerRef: input.reference,
      // Mobile money sent to the foundation's number: the operator, and its transaction id as typed (docs/decisions/020-matching-operator-statements.md).
      ...(input.method === "mobile_money_transfer" ? { operator: input.operator ?? null, operatorRef: input.reference } : {}),
      amount: input.amount,
      currency: input.currency,
      status: "succeeded",
      statusAt: at,
      paidAt: at,
      recordedBy: actor.userId,
      recordedByName: actor.username,
      note: input.note,
    })
    .returning();
  // Settled as an online payment is: its receipt (or the new member's welcome) is queued too.
  const effects = await payables[payable.kind].settle(tx, payable.id, payment!);
  return { payment: payment!, effects };
}

/** What the audit keeps of a payment staff recorded (never a payer's phone). */
export function paymentChanges(input: StaffPayment): Changes {
  const changes: Changes = {
    method: { from: null, to: input.method },
    amount: { from: null, to: input.amount },
    currency: { from: null, to: input.currency },
    paidOn: { from: null, to: input.paidOn },
  };
  if (input.reference) changes.reference = { from: null, to: input.reference };
  if (input.note) changes.note = { from: null, to: input.note };
  return changes;
}

/** A payment as the administration sees it. */
export const paymentItem = (payment: Payment): PaymentItem =>
  toJson({
    id: payment.id,
    payableKind: payment.payableKind,
    payableId: payment.payableId,
    provider: payment.provider,
    method: payment.method,
    providerRef: payment.providerRef,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    statusAt: payment.statusAt,
    paidAt: payment.paidAt,
    // Masked (`01 •• •• 45 67`): staff match it against a statement, never read a payer's number off a list (docs/decisions/020-matching-operator-statements.md).
    phone: payment.phone ? maskedBeninMobile(payment.phone) : null,
    operator: payment.operator,
    operatorRef: payment.operatorRef ?? (payment.method === "mobile_money_transfer" ? payment.providerRef : null),
    failureReason: payment.failureReason,
    recordedByName: payment.recordedByName,
    note: payment.note,
    createdAt: payment.createdAt,
  });

export type RecordPaymentResult =
  | { kind: "recorded"; payment: Payment; effects: readonly Effect[]; record: { kind: "membership"; row: Membership } | { kind: "membership_year"; row: MembershipYear } | { kind: "donation"; row: Donation } }
  | { kind: "notFound" }
  /** When and with which receipt the dues were first paid (null when that is not known: a donation, an old record). */
  | { kind: "alreadyPaid"; first: DuesPaid | null }
  | { kind: "nothingDue" }
  /** The member's data was erased at their request: nothing is paid for them any more. */
  | { kind: "erased" }
  | { kind: "invalid"; problems: FieldProblem[] };

const readMembership = async (db: Db, id: string) => (await db.select().from(memberships).where(eq(memberships.id, id)).limit(1))[0]!;
const readYear = async (db: Db, id: string) => (await db.select().from(membershipYears).where(eq(membershipYears.id, id)).limit(1))[0]!;
const readDonation = async (db: Db, id: string) => (await db.select().from(donations).where(eq(donations.id, id)).limit(1))[0]!;

/**
 * Records a payment staff took for a donation or a membership, `now` being the server's clock.
 * Refused when the record does not exist, is paid already, owes nothing, or when the currency,
 * the amount (it must be what is owed), the day or the year chosen is not right — every field's
 * problem at once. Dues pay the year staff chose (`year`), else the application's.
 */
export async function recordPayment(db: Db, actor: Actor, input: RecordPayment, now: Date): Promise<RecordPaymentResult> {
  const dayProblem = paidOnProblem(input.paidOn, now);
  return db.transaction(async (tx) => {
    // Dues: the member's lock first, as every payment of their years takes it (member-years.ts lockMember).
    const memberId = await memberOfPayable(tx, input.kind, input.id);
    if (memberId) await lockMember(tx, memberId);
    // Locked until the end: a second record (or a provider's confirmation) waits, then finds it paid.
    const payable = await payables[input.kind].load(tx, input.id, true);
    if (!payable) return { kind: "notFound" };
    if (memberId && (await isErased(tx, memberId))) return { kind: "erased" };
    if (input.kind === "donation" && (await isErasedGift(tx, input.id))) return { kind: "erased" };
    if (payable.paid) return { kind: "alreadyPaid", first: await firstPaid(tx, input.kind, input.id) };
    if (payable.amount <= 0) return { kind: "nothingDue" };

    const problems: FieldProblem[] = [];
    if (input.currency !== payable.currency) problems.push({ path: "currency", problem: "recordedAmountMismatch" });
    else if (toMinor(input.amount, input.currency) !== payable.amount)
      problems.push({ path: "amount", problem: "recordedAmountDue", due: { amount: payable.amount, currency: payable.currency } });
    if (dayProblem) problems.push({ path: "paidOn", problem: dayProblem });
    // The year chosen (dues only): the previous, the current or the next, one not paid yet (shared/membership.ts).
    if (input.year !== undefined) {
      if (input.kind !== "membership") {
        const own = input.kind === "membership_year" ? (await readYear(tx, input.id)).year : null;
        if (own !== input.year) problems.push({ path: "year", problem: input.kind === "membership_year" ? "yearNotRecordable" : "yearNotForThis" });
      } else {
        const paidYears = memberId ? ((await paidYearsOf(tx, [memberId])).get(memberId) ?? []) : [];
        const choice = checkStaffYearChoice(now, paidYears, input.year);
        if (choice === "notPayable") problems.push({ path: "year", problem: "yearNotRecordable" });
        else if (choice === "alreadyPaid" && problems.length === 0) return { kind: "alreadyPaid", first: memberId ? await yearPaidBy(tx, memberId, input.year) : null };
      }
    }
    if (problems.length > 0) return { kind: "invalid", problems };

    const staff: StaffPayment = { ...input, amount: payable.amount, currency: payable.currency };
    const before = input.kind === "membership" ? await readMembership(tx, input.id) : input.kind === "membership_year" ? await readYear(tx, input.id) : await readDonation(tx, input.id);
    // The application pays the year staff chose (settle pays the application's year when it is not paid).
    if (input.kind === "membership" && input.year !== undefined) await tx.update(memberships).set({ membershipYear: input.year }).where(eq(memberships.id, input.id));
    const inserted = await insertStaffPayment(tx, actor, payable, staff);
    if (inserted === "referenceTaken") return { kind: "invalid", problems: [{ path: "reference", problem: "referenceTaken" }] };

    let record: Extract<RecordPaymentResult, { kind: "recorded" }>["record"];
    // settle (payables.ts) raised the membership's version: a copy opened before it is outdated (409 on its save).
    if (input.kind === "membership") record = { kind: "membership", row: await readMembership(tx, input.id) };
    else if (input.kind === "membership_year") record = { kind: "membership_year", row: await readYear(tx, input.id) };
    else record = { kind: "donation", row: await readDonation(tx, input.id) };

    const settled = diff<Record<string, unknown>>(before, pick(record.row, ["status", "paymentStatus", "membershipYear", "paidAt"]));
    await recordChange(tx, actor, {
      action: "payment.record",
      entity: input.kind,
      entityId: input.id,
      label: payable.label,
      changes: { ...settled, ...paymentChanges(staff) },
    });
    return { kind: "recorded", payment: inserted.payment, effects: inserted.effects, record };
  });
}

/** Whether the member's data was erased at their request (they are shown as erased, and nothing is recorded for them). */
export async function isErased(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db.select({ erasedAt: members.erasedAt }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.erasedAt != null;
}

/** Whether a gift's donor was erased at their request: nothing is recorded for them any more either. */
async function isErasedGift(db: Db, donationId: string): Promise<boolean> {
  const [row] = await db.select({ email: donations.email }).from(donations).where(eq(donations.id, donationId)).limit(1);
  return row?.email != null && isErasedAddress(row.email);
}

/** The member whose dues a payable is (an application's, a year's); null for a donation or a record that does not exist. */
async function memberOfPayable(db: Db, kind: PayableKind, id: string): Promise<string | null> {
  if (kind === "membership") return (await db.select({ memberId: memberships.memberId }).from(memberships).where(eq(memberships.id, id)).limit(1))[0]?.memberId ?? null;
  if (kind === "membership_year") return (await db.select({ memberId: membershipYears.memberId }).from(membershipYears).where(eq(membershipYears.id, id)).limit(1))[0]?.memberId ?? null;
  return null;
}

/**
 * When the dues of a paid application or year were first paid, and that payment's receipt: the
 * year's own record, else (an application whose year has no record: paid before members had
 * years) its first successful payment. Null for a donation, or when nothing says when.
 */
export async function firstPaid(db: Db, kind: PayableKind, id: string): Promise<DuesPaid | null> {
  if (kind === "membership_year") {
    const [year] = await db.select({ memberId: membershipYears.memberId, year: membershipYears.year }).from(membershipYears).where(eq(membershipYears.id, id)).limit(1);
    return year ? yearPaidBy(db, year.memberId, year.year) : null;
  }
  if (kind !== "membership") return null;
  const [application] = await db.select().from(memberships).where(eq(memberships.id, id)).limit(1);
  if (!application) return null;
  if (application.memberId && application.membershipYear !== null) {
    const paid = await yearPaidBy(db, application.memberId, application.membershipYear);
    if (paid) return paid;
  }
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, "membership"), eq(payments.payableId, id), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.paidAt), asc(payments.createdAt))
    .limit(1);
  const paidAt = payment?.paidAt ?? application.paidAt;
  if (!paidAt) return null;
  const receipt = payment ? await findReceipt(db, payment.id) : null;
  return { year: application.membershipYear ?? membershipYearOf(paidAt), paidAt, receipt: receipt?.label ?? null };
}

/** The fields of a row that `keys` name and it has. */
const pick = (row: object, keys: string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => keys.includes(key)));
