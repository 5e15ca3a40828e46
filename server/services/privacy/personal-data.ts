/**
 * Everything the site holds about one address (docs/rules.md R53): the member and their
 * applications, years and staff notes, donations, the payments of any of these with their receipt
 * numbers, messages and the replies to them, the newsletter sign-up, the mails sent to it, and the
 * privacy requests themselves. One reading serves the copy (the JSON file), the admin's counts, and
 * the erasure (which rows to anonymise).
 */
import { and, asc, eq, inArray, or, sql, type Column } from "drizzle-orm";
import type { PersonalDataCounts } from "../../../shared/privacy";
import {
  contactReplies,
  contacts,
  donations,
  memberNotes,
  members,
  memberships,
  membershipYears,
  newsletterSubscriptions,
  outbox,
  payments,
  privacyRequests,
  receipts,
} from "../../../shared/schema";
import type { Db } from "../../db";
import type { Foundation } from "../../documents/letter-page";
import type { PrivacyCopyDocument } from "../../documents/privacy-copy";
import { receiptLabel } from "../receipts-and-attestations/assign-receipt-number";
import { normaliseAddress } from "./privacy-links";

type Reader = Pick<Db, "select">;

const sameAddress = (column: Column, address: string) => sql`lower(${column}) = ${normaliseAddress(address)}`;
/** A mail one of whose recipients is the address. */
export const mailedTo = (address: string) =>
  sql`exists (select 1 from unnest(${outbox.recipients}) as r(address) where lower(r.address) = ${normaliseAddress(address)})`;

/** The rows held for an address, as stored (the erasure works on them; the copy shapes them). */
export async function findPersonalData(db: Reader, address: string) {
  const memberRows = await db.select().from(members).where(sameAddress(members.email, address));
  const memberIds = memberRows.map((m) => m.id);
  const applications = await db
    .select()
    .from(memberships)
    .where(memberIds.length > 0 ? or(sameAddress(memberships.email, address), inArray(memberships.memberId, memberIds)) : sameAddress(memberships.email, address))
    .orderBy(asc(memberships.createdAt));
  const years = memberIds.length > 0 ? await db.select().from(membershipYears).where(inArray(membershipYears.memberId, memberIds)).orderBy(asc(membershipYears.year)) : [];
  const notes = memberIds.length > 0 ? await db.select().from(memberNotes).where(inArray(memberNotes.memberId, memberIds)).orderBy(asc(memberNotes.createdAt)) : [];
  const gifts = await db.select().from(donations).where(sameAddress(donations.email, address)).orderBy(asc(donations.createdAt));

  const payableFilters = [
    gifts.length > 0 ? and(eq(payments.payableKind, "donation"), inArray(payments.payableId, gifts.map((d) => d.id))) : undefined,
    applications.length > 0 ? and(eq(payments.payableKind, "membership"), inArray(payments.payableId, applications.map((m) => m.id))) : undefined,
    years.length > 0 ? and(eq(payments.payableKind, "membership_year"), inArray(payments.payableId, years.map((y) => y.id))) : undefined,
  ].filter((filter): filter is NonNullable<typeof filter> => filter !== undefined);
  const paymentRows =
    payableFilters.length > 0
      ? await db
          .select({ payment: payments, receipt: receipts })
          .from(payments)
          .leftJoin(receipts, eq(receipts.paymentId, payments.id))
          .where(or(...payableFilters))
          .orderBy(asc(payments.createdAt))
      : [];

  const messages = await db.select().from(contacts).where(sameAddress(contacts.email, address)).orderBy(asc(contacts.createdAt));
  const replies =
    messages.length > 0 ? await db.select().from(contactReplies).where(inArray(contactReplies.contactId, messages.map((c) => c.id))).orderBy(asc(contactReplies.createdAt)) : [];
  const newsletter = await db.select().from(newsletterSubscriptions).where(sameAddress(newsletterSubscriptions.email, address));
  const mails = await db.select().from(outbox).where(mailedTo(address)).orderBy(asc(outbox.createdAt));
  const requests = await db.select().from(privacyRequests).where(eq(privacyRequests.email, normaliseAddress(address))).orderBy(asc(privacyRequests.requestedAt));
  return { members: memberRows, applications, years, notes, donations: gifts, payments: paymentRows, messages, replies, newsletter, mails, requests };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

/** How many records of each kind the address has (the admin's list). */
export function countPersonalData(data: PersonalData): PersonalDataCounts {
  return {
    members: data.members.filter((m) => m.erasedAt === null).length,
    applications: data.applications.length,
    yearsPaid: data.years.filter((y) => y.paidAt !== null).length,
    payments: data.payments.length,
    donations: data.donations.length,
    messages: data.messages.length,
    newsletter: data.newsletter.length,
    mails: data.mails.length,
  };
}

/**
 * Whether the address's data was erased at the person's request: nothing is held under it any more
 * but the erasure's own confirmation, the one mail an erasure leaves addressed to it
 * (complete-privacy-request.ts). Anything held since (a new gift, a message) makes it known again.
 */
export function wasErased(data: PersonalData): boolean {
  return holdsNothing(data) && data.mails.some((mail) => mail.template === "privacy-erased");
}

/** Nothing is held under the address: no member, application, payment, gift, message or subscription. */
export function holdsNothing(data: PersonalData): boolean {
  const held = countPersonalData(data);
  return held.members + held.applications + held.payments + held.donations + held.messages + held.newsletter === 0;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The copy a person receives: their records, in the words of the site's contract (amounts in
 * minor units of their currency, shared/money.ts; times in ISO). What is the staff's alone (a
 * provider's internal state, idempotency keys) is left out; the staff's notes about them are in.
 */
export function personalDataFile(address: string, data: PersonalData, now: Date) {
  return {
    address: normaliseAddress(address),
    madeAt: now.toISOString(),
    amounts: "Amounts are in the minor unit of their currency: cents for USD, EUR and CAD, whole francs for XOF.",
    members: data.members.map((m) => ({
      fullName: m.fullName,
      email: m.email,
      country: m.country,
      countryCode: m.countryCode,
      language: m.language,
      category: m.category,
      consent: m.consent,
      createdAt: iso(m.createdAt),
      erasedAt: iso(m.erasedAt),
      notes: data.notes.filter((n) => n.memberId === m.id).map((n) => ({ body: n.body, by: n.authorName, at: iso(n.createdAt) })),
      years: data.years
        .filter((y) => y.memberId === m.id)
        .map((y) => ({ year: y.year, category: y.category, duesAmount: y.duesAmount, duesCurrency: y.duesCurrency, paidAt: iso(y.paidAt) })),
    })),
    applications: data.applications.map((a) => ({
      fullName: a.fullName,
      email: a.email,
      country: a.country,
      category: a.category,
      status: a.status,
      duesAmount: a.duesAmount,
      duesCurrency: a.duesCurrency,
      consent: a.consent,
      language: a.language,
      membershipYear: a.membershipYear,
      paidAt: iso(a.paidAt),
      createdAt: iso(a.createdAt),
    })),
    donations: data.donations.map((d) => ({
      donorName: d.donorName,
      phone: d.phone,
      anonymous: d.anonymous,
      email: d.email,
      amount: d.amount,
      currency: d.currency,
      impactTier: d.impactTier,
      status: d.status,
      language: d.language,
      paidAt: iso(d.paidAt),
      createdAt: iso(d.createdAt),
    })),
    payments: data.payments.map(({ payment: p, receipt }) => ({
      for: p.payableKind,
      amount: p.amount,
      currency: p.currency,
      method: p.method,
      operator: p.operator,
      phone: p.phone,
      status: p.status,
      paidAt: iso(p.paidAt),
      createdAt: iso(p.createdAt),
      receiptNumber: receipt ? receiptLabel(receipt) : null,
    })),
    messages: data.messages.map((c) => ({
      name: c.name,
      email: c.email,
      subject: c.subject,
      message: c.message,
      language: c.language,
      createdAt: iso(c.createdAt),
      replies: data.replies.filter((r) => r.contactId === c.id).map((r) => ({ body: r.body, by: r.authorName, at: iso(r.createdAt) })),
    })),
    newsletter: data.newsletter.map((n) => ({ email: n.email, language: n.language, since: iso(n.createdAt) })),
    mails: data.mails.map((m) => ({ template: m.template, language: m.language, status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
    privacyRequests: data.requests.map((r) => ({ kind: r.kind, requestedAt: iso(r.requestedAt), dueAt: iso(r.dueAt), completedAt: iso(r.completedAt) })),
  };
}

/**
 * The same copy for the person to read (documents/privacy-copy.ts), from the same reading: what
 * the file holds, in the shape of the document. The staff's internal state stays out as it does
 * of the file.
 */
export function readableCopy(foundation: Foundation, address: string, data: PersonalData, now: Date): PrivacyCopyDocument {
  const receiptOf = (paymentId: string | null) => {
    const row = paymentId ? data.payments.find(({ payment }) => payment.id === paymentId) : undefined;
    return row?.receipt ? receiptLabel(row.receipt) : null;
  };
  const giftReceipt = (giftId: string) => {
    const row = data.payments.find(({ payment, receipt }) => payment.payableKind === "donation" && payment.payableId === giftId && receipt);
    return row?.receipt ? receiptLabel(row.receipt) : null;
  };
  return {
    foundation,
    email: normaliseAddress(address),
    madeAt: now,
    members: data.members.map((m) => ({
      fullName: m.fullName,
      // Found by this address, so they have it (members.email is null only for a walk-in without one).
      email: m.email ?? normaliseAddress(address),
      phone: m.phone,
      country: m.country,
      language: m.language,
      category: m.category,
      consent: m.consent,
      createdAt: m.createdAt,
      notes: data.notes.filter((n) => n.memberId === m.id).map((n) => ({ body: n.body, by: n.authorName, at: n.createdAt })),
    })),
    years: data.years.map((y) => ({ year: y.year, category: y.category, amount: y.duesAmount, currency: y.duesCurrency, paidAt: y.paidAt, receiptNumber: receiptOf(y.paymentId) })),
    applications: data.applications.map((a) => ({ createdAt: a.createdAt, fullName: a.fullName, category: a.category, status: a.status, amount: a.duesAmount, currency: a.duesCurrency })),
    payments: data.payments.map(({ payment: p, receipt }) => ({
      createdAt: p.createdAt,
      paidAt: p.paidAt,
      for: p.payableKind,
      amount: p.amount,
      currency: p.currency,
      method: p.method,
      operator: p.operator,
      reference: p.providerRef,
      phone: p.phone,
      status: p.status,
      reversal: p.reversal && p.reversedAt ? { kind: p.reversal, at: p.reversedAt } : null,
      receiptNumber: receipt ? receiptLabel(receipt) : null,
    })),
    gifts: data.donations.map((d) => ({
      createdAt: d.createdAt,
      paidAt: d.paidAt,
      amount: d.amount,
      currency: d.currency,
      donorName: d.donorName,
      status: d.status,
      tier: d.impactTier,
      receiptNumber: giftReceipt(d.id),
    })),
    messages: data.messages.map((c) => ({
      createdAt: c.createdAt,
      subject: c.subject,
      message: c.message,
      replies: data.replies.filter((r) => r.contactId === c.id).map((r) => ({ body: r.body, by: r.authorName, at: r.createdAt })),
    })),
    newsletter: data.newsletter.map((n) => ({ since: n.createdAt, language: n.language })),
    mails: data.mails.length,
    requests: data.requests.map((r) => ({ kind: r.kind, requestedAt: r.requestedAt, dueAt: r.dueAt, completedAt: r.completedAt })),
  };
}
