/**
 * One member's page for the staff (docs/decisions/013-members-and-years.md): the person, their
 * standing today, each year asked or paid with the payment and its receipt's number, their
 * applications, and what the site holds from the same address in any case — gifts, messages and
 * their replies, mails — with the staff's notes and the audit entries of their records. A fixed
 * number of queries whatever the member's history.
 */
import { and, desc, eq, inArray, or, sql, type AnyColumn } from "drizzle-orm";
import type { MemberPageMail, MemberPagePayment, MemberPageResponse } from "../../../shared/admin";
import {
  auditLog,
  contactReplies,
  contacts,
  donations,
  memberNotes,
  members,
  memberships,
  membershipYears,
  outbox,
  payments,
  receipts,
} from "../../../shared/schema";
import type { Db } from "../../db";
import { toJson } from "../../lib/to-json";
import { receiptLabel } from "../receipts-and-attestations/assign-receipt-number";
import { latestPayment, maskedNumber, summaryOf, withSummary } from "../admin/payment-columns";
import { withStanding, type StandingClock } from "./member-standing";
import { standingOn } from "../../../shared/membership";

/** How many gifts, messages, mails and history entries the page shows at most (the newest). */
const LIMIT = 100;

/** The member's page, or null when there is no such member. */
export async function getMemberPage(db: Db, memberId: string, clock: StandingClock): Promise<MemberPageResponse | null> {
  const [member] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) return null;
  // A member staff added without e-mail (a walk-in) has no gifts, messages or mails found by address.
  const email = member.email?.trim().toLowerCase() ?? null;
  const byAddress = (column: AnyColumn) => (email ? sql`lower(${column}) = ${email}` : sql`false`);
  const latest = latestPayment(db, "membership", memberships.id);

  const [years, applicationRows, gifts, messages, mails, notes] = await Promise.all([
    db.select().from(membershipYears).where(eq(membershipYears.memberId, memberId)).orderBy(desc(membershipYears.year)),
    db
      .select({ row: memberships, payment: summaryOf(latest) })
      .from(memberships)
      .leftJoinLateral(latest, sql`true`)
      .where(eq(memberships.memberId, memberId))
      .orderBy(desc(memberships.createdAt), desc(memberships.id)),
    db.select().from(donations).where(byAddress(donations.email)).orderBy(desc(donations.createdAt), desc(donations.id)).limit(LIMIT),
    db.select().from(contacts).where(byAddress(contacts.email)).orderBy(desc(contacts.createdAt), desc(contacts.id)).limit(LIMIT),
    db
      .select({ id: outbox.id, template: outbox.template, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(email ? sql`exists (select 1 from unnest(${outbox.recipients}) as recipient where lower(recipient) = ${email})` : sql`false`)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(LIMIT),
    db.select().from(memberNotes).where(eq(memberNotes.memberId, memberId)).orderBy(desc(memberNotes.createdAt), desc(memberNotes.id)),
  ]);

  // The payments behind the years and the gifts (a gift's: the one that succeeded), with their receipts.
  const yearPaymentIds = years.flatMap((year) => (year.paymentId ? [year.paymentId] : []));
  const giftIds = gifts.map((gift) => gift.id);
  const paymentRows =
    yearPaymentIds.length + giftIds.length === 0
      ? []
      : await db
          .select({ payment: payments, receipt: receipts })
          .from(payments)
          .leftJoin(receipts, eq(receipts.paymentId, payments.id))
          .where(
            or(
              yearPaymentIds.length > 0 ? inArray(payments.id, yearPaymentIds) : undefined,
              giftIds.length > 0 ? and(eq(payments.payableKind, "donation"), inArray(payments.payableId, giftIds), eq(payments.status, "succeeded")) : undefined,
            ),
          )
          .orderBy(desc(payments.createdAt));
  const shown = ({ payment, receipt }: (typeof paymentRows)[number]): MemberPagePayment => ({
    id: payment.id,
    provider: payment.provider,
    method: payment.method,
    reference: payment.providerRef,
    status: payment.status,
    reversal: payment.reversal,
    paidTwice: payment.status === "succeeded" && payment.duplicateOf !== null && payment.reversal === null,
    operator: payment.operator,
    operatorRef: payment.operatorRef ?? (payment.method === "mobile_money_transfer" ? payment.providerRef : null),
    maskedNumber: maskedNumber(payment.phone),
    paidAt: payment.paidAt?.toISOString() ?? null,
    receiptNumber: receipt ? receiptLabel(receipt) : null,
  });
  const paymentById = new Map(paymentRows.map((row) => [row.payment.id, shown(row)]));
  const giftPayment = new Map<string, MemberPagePayment>();
  for (const row of paymentRows)
    if (row.payment.payableKind === "donation" && !giftPayment.has(row.payment.payableId)) giftPayment.set(row.payment.payableId, shown(row));

  const messageIds = messages.map((message) => message.id);
  const applicationIds = applicationRows.map(({ row }) => row.id);
  const yearIds = years.map((year) => year.id);
  const [replies, history] = await Promise.all([
    messageIds.length === 0
      ? []
      : db.select().from(contactReplies).where(inArray(contactReplies.contactId, messageIds)).orderBy(contactReplies.createdAt, contactReplies.id),
    db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.entity, "member"), eq(auditLog.entityId, memberId)),
          applicationIds.length > 0 ? and(eq(auditLog.entity, "membership"), inArray(auditLog.entityId, applicationIds)) : undefined,
          yearIds.length > 0 ? and(eq(auditLog.entity, "membership_year"), inArray(auditLog.entityId, yearIds)) : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(LIMIT),
  ]);

  const yearsPaid = years.flatMap((year) => (year.paidAt ? [year.year] : [])).sort((a, b) => a - b);
  const { nameKey: _nameKey, ...person } = member;
  return {
    member: toJson(person),
    standing: standingOn(yearsPaid, clock.now, clock.graceDays, clock.nextYearFrom),
    yearsPaid,
    years: years.map((year) => ({
      id: year.id,
      year: year.year,
      category: year.category,
      duesAmount: year.duesAmount,
      duesCurrency: year.duesCurrency,
      paidAt: year.paidAt?.toISOString() ?? null,
      renewalSentAt: year.renewalSentAt?.toISOString() ?? null,
      payment: (year.paymentId && paymentById.get(year.paymentId)) || null,
    })),
    applications: toJson(applicationRows.map(withSummary).map((row) => ({ ...withStanding(row, clock), erased: person.erasedAt !== null }))),
    gifts: gifts.map((gift) => ({
      id: gift.id,
      amount: gift.amount,
      currency: gift.currency,
      status: gift.status,
      impactTier: gift.impactTier,
      anonymous: gift.anonymous,
      createdAt: gift.createdAt.toISOString(),
      paidAt: gift.paidAt?.toISOString() ?? null,
      payment: giftPayment.get(gift.id) ?? null,
    })),
    messages: messages.map((message) => ({
      id: message.id,
      subject: message.subject,
      message: message.message,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      replies: replies
        .filter((reply) => reply.contactId === message.id)
        .map((reply) => ({ id: reply.id, body: reply.body, authorName: reply.authorName, createdAt: reply.createdAt.toISOString() })),
    })),
    mails: mails.map(
      (mail): MemberPageMail => ({ id: mail.id, template: mail.template, status: mail.status, createdAt: mail.createdAt.toISOString(), sentAt: mail.sentAt?.toISOString() ?? null }),
    ),
    notes: toJson(notes),
    history: toJson(history),
  };
}
