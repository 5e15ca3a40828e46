/**
 * What a payment can pay for: each payable kind is one small entry here — how to read
 * what it owes (amount and currency, stored when it was made, through shared/money.ts), who pays,
 * what the provider is told, and what happens to it when one of its payments succeeds or fails.
 * The payments room (start, webhooks, reconciliation, staff records) knows nothing else of
 * donations, applications or membership years.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Currency, Language, PayableKind, PaymentState } from "../../../shared/domain";
import { isErasedAddress } from "../../../shared/privacy";
import { donations, members, memberships, membershipYears, type Payment } from "../../../shared/schema";
import { membershipYearOf, yearToPay } from "../../../shared/membership";
import type { Db } from "../../db";
import type { Effect } from "../effects";
import { lockMember, paidYearsOf, payYear } from "../members/member-years";
import { getSiteSettings } from "../settings/site-settings";
import { queueDonationReceipt, queueDuesReceipt, queueWelcome } from "../receipts-and-attestations/queue-document-mails";

export type PayableRecord = {
  kind: PayableKind;
  id: string;
  /** What it owes, in minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** Null for a walk-in member or an offline gift staff added without e-mail. */
  email: string | null;
  name: string | null;
  language: Language;
  /** True once one of its payments succeeded. */
  paid: boolean;
  /** The person's data was erased at their request: nothing is paid for them any more (410). */
  erased: boolean;
  /** A short description for the provider's records (and the payer's statement). */
  description: (siteName: string) => string;
  /** What staff and logs call it (a member's name, a donor's e-mail). */
  label: string;
};

type PayableModule = {
  /** The record, locked for update when `lock` (inside a transaction). */
  load(db: Db, id: string, lock?: boolean): Promise<PayableRecord | null>;
  /**
   * Brings the record in line with a payment whose state just changed (in the same transaction);
   * a success also queues its mail (the receipt, or a new member's welcome). Answers its effects.
   */
  settle(db: Db, id: string, payment: Payment): Promise<readonly Effect[]>;
};

const donation: PayableModule = {
  async load(db, id, lock = false) {
    const query = db.select().from(donations).where(eq(donations.id, id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    return {
      kind: "donation",
      id: row.id,
      amount: row.amount,
      currency: row.currency,
      email: row.email,
      name: row.donorName,
      language: row.language,
      paid: row.status === "succeeded",
      erased: row.email !== null && isErasedAddress(row.email),
      description: (siteName) => `${siteName}: donation${row.impactTier ? ` (${row.impactTier})` : ""}`,
      label: row.donorName ?? row.email ?? "",
    };
  },
  async settle(db, id, payment) {
    const status = summaryState(payment.status);
    if (payment.status === "succeeded") {
      const [row] = await db.update(donations).set({ status: "succeeded", statusAt: payment.statusAt, paidAt: payment.paidAt }).where(eq(donations.id, id)).returning();
      // Every payment that succeeded has its receipt, in the donor's language, once.
      if (row && (await queueDonationReceipt(db, row, payment))) return MAIL_QUEUED;
    } else if (status)
      // A try that failed leaves a paid donation paid (another payment succeeded).
      await db.update(donations).set({ status, statusAt: payment.statusAt }).where(and(eq(donations.id, id), ne(donations.status, "succeeded")));
    return [];
  },
};

const membership: PayableModule = {
  async load(db, id, lock = false) {
    const query = db.select().from(memberships).where(eq(memberships.id, id)).limit(1);
    const [row] = lock ? await query.for("update") : await query;
    if (!row) return null;
    return {
      kind: "membership",
      id: row.id,
      amount: row.duesAmount,
      currency: row.duesCurrency,
      email: row.email,
      name: row.fullName,
      language: row.language,
      paid: row.paymentStatus === "succeeded",
      erased: row.email !== null && isErasedAddress(row.email),
      description: (siteName) => `${siteName}: membership dues (${row.category})`,
      label: row.fullName,
    };
  },
  async settle(db, id, payment) {
    const status = summaryState(payment.status);
    if (payment.status === "succeeded") {
      const paidAt = payment.paidAt ?? payment.statusAt ?? new Date();
      const [application] = await db.select().from(memberships).where(eq(memberships.id, id)).limit(1);
      if (!application) return [];
      const { memberId } = application;
      // Before this application's row is written: the year's payments take the same lock first (member-years.ts).
      if (memberId) await lockMember(db, memberId);
      // The year the dues pay: the one the application named before it was paid (the payer saw it
      // on the payment step). Already paid by another payment — two tries racing, a late webhook —
      // this payment is paid twice (apply-payment-outcome.ts flags it), not moved silently to
      // another year. Only an application that never named one pays the first year not paid.
      const paidYears = memberId ? ((await paidYearsOf(db, [memberId])).get(memberId) ?? []) : [];
      const year =
        application.membershipYear ?? yearToPay(paidAt, paidYears, (await getSiteSettings(db, paidAt)).nextYearFrom) ?? membershipYearOf(paidAt);
      // Paid dues admit the applicant; whether they are paid up later is derived from their years.
      const [row] = await db
        .update(memberships)
        // A new version: an edit dialog opened before the payment cannot save the old status back (409).
        .set({ paymentStatus: "succeeded", paymentStatusAt: payment.statusAt, paidAt, status: "active", membershipYear: year, version: sql`${memberships.version} + 1` })
        .where(eq(memberships.id, id))
        .returning();
      if (!row) return [];
      // The year, and the member's other applications this payment answers (written paid now, this one already is).
      if (memberId) await payYear(db, memberId, year, { category: application.category, duesAmount: application.duesAmount, duesCurrency: application.duesCurrency }, payment);
      // A new member: one welcome with the attestation and this receipt. One welcomed already: the receipt.
      const queued =
        (await queueWelcome(db, row, payment, paidAt)) ??
        (await queueDuesReceipt(db, { email: row.email, language: row.language, fullName: row.fullName, category: row.category, year }, payment));
      return queued ? MAIL_QUEUED : [];
    } else if (status)
      await db
        .update(memberships)
        .set({ paymentStatus: status, paymentStatusAt: payment.statusAt })
        .where(and(eq(memberships.id, id), ne(memberships.paymentStatus, "succeeded")));
    return [];
  },
};

/** A year of a member's dues, asked by a renewal: paid by one of its payments (renewal, or staff's record). */
const membershipYear: PayableModule = {
  async load(db, id, lock = false) {
    const query = db
      .select({ year: membershipYears, member: members })
      .from(membershipYears)
      .innerJoin(members, eq(members.id, membershipYears.memberId))
      .where(eq(membershipYears.id, id))
      .limit(1);
    const [row] = lock ? await query.for("update", { of: membershipYears }) : await query;
    if (!row) return null;
    const { year, member } = row;
    return {
      kind: "membership_year",
      id: year.id,
      amount: year.duesAmount,
      currency: year.duesCurrency,
      email: member.email,
      name: member.fullName,
      language: member.language,
      paid: year.paidAt !== null,
      erased: member.erasedAt !== null,
      description: (siteName) => `${siteName}: membership dues ${year.year} (${year.category})`,
      label: member.fullName,
    };
  },
  async settle(db, id, payment) {
    if (payment.status !== "succeeded") return [];
    const [year] = await db.select().from(membershipYears).where(eq(membershipYears.id, id)).limit(1);
    if (!year) return [];
    const paid = await payYear(db, year.memberId, year.year, year, payment);
    // A pending application this payment admitted: the new member's one welcome, with this receipt.
    const admitted = paid.applications.find((application) => application.admitted);
    if (admitted && (await queueWelcome(db, admitted.row, payment, payment.paidAt ?? payment.statusAt ?? new Date()))) return MAIL_QUEUED;
    const [member] = await db.select().from(members).where(eq(members.id, year.memberId)).limit(1);
    // The receipt of every payment that succeeded, the year paid named (a second payment of a paid year too: staff refund it).
    if (member && (await queueDuesReceipt(db, { email: member.email, language: member.language, fullName: member.fullName, category: (paid.year ?? year).category, year: year.year }, payment)))
      return MAIL_QUEUED;
    return [];
  },
};

const MAIL_QUEUED: readonly Effect[] = ["mail-queued"];

/** The payable's summary of a payment's state (a cancelled try reads as failed). */
const summaryState = (state: PaymentState) => (state === "canceled" ? "failed" : state);

export const payables: Record<PayableKind, PayableModule> = { donation, membership, membership_year: membershipYear };
