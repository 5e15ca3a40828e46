/**
 * Rows as the site stores them, with sensible defaults and any field overridden: tests (and the
 * admin benchmark's seed) write the state they need in one line, then assert what a client sees.
 */
import { countryCodeOf } from "../../shared/countries";
import {
  contacts,
  donations,
  members,
  memberships,
  membershipYears,
  payments,
  programs,
  type Contact,
  type Donation,
  type Member,
  type Membership,
  type MembershipYear,
  type Payment,
  type Program,
} from "../../shared/schema";
import type { Db } from "../../server/db";
import { memberForApplication } from "../../server/services/members/member-years";

let serial = 0;
const next = () => ++serial;

export type MembershipRow = typeof memberships.$inferInsert;
export type DonationRow = typeof donations.$inferInsert;
export type ContactRow = typeof contacts.$inferInsert;
export type ProgramRow = typeof programs.$inferInsert;
export type PaymentRow = typeof payments.$inferInsert;

export function buildMembership(overrides: Partial<MembershipRow> = {}): MembershipRow {
  const n = next();
  return {
    fullName: `Member ${n}`,
    email: `member${n}@example.org`,
    country: "Benin",
    category: "adherent_individual",
    status: "pending",
    duesCurrency: "XOF",
    duesAmount: 12_000,
    consent: true,
    language: "en",
    ...overrides,
    countryCode: overrides.countryCode ?? countryCodeOf(overrides.country ?? "Benin"),
  };
}

export function buildDonation(overrides: Partial<DonationRow> = {}): DonationRow {
  const n = next();
  return { email: `donor${n}@example.org`, amount: 5_000, currency: "USD", status: "succeeded", language: "en", ...overrides };
}

export function buildContact(overrides: Partial<ContactRow> = {}): ContactRow {
  const n = next();
  return {
    name: `Sender ${n}`,
    email: `sender${n}@example.org`,
    subject: `Subject ${n}`,
    message: `Message ${n}`,
    language: "en",
    status: "new",
    ...overrides,
  };
}

export function buildProgram(overrides: Partial<ProgramRow> = {}): ProgramRow {
  const n = next();
  const text = (en: string) => ({ en, fr: `${en} (fr)` });
  return {
    slug: `program-${n}`,
    pillar: "digital_literacy",
    title: text(`Program ${n}`),
    summary: text(`Summary ${n}`),
    content: text(`Content ${n}`),
    published: true,
    ...overrides,
  };
}

/** A payment of a donation or a membership (by default a card payment through the test provider, succeeded). */
export function buildPayment(overrides: Partial<PaymentRow> & Pick<PaymentRow, "payableKind" | "payableId">): PaymentRow {
  const n = next();
  const status = overrides.status ?? "succeeded";
  const at = overrides.statusAt ?? new Date();
  return {
    provider: "test",
    method: "card",
    providerRef: `test_pi_${n}`,
    amount: 12_000,
    currency: "XOF",
    status,
    statusAt: at,
    paidAt: status === "succeeded" ? at : null,
    ...overrides,
  };
}

/** An application, with its member (the one of its address, else a new one) as applying makes it. */
export async function createMembership(db: Db, overrides: Partial<MembershipRow> = {}): Promise<Membership> {
  const values = buildMembership(overrides);
  const member = values.memberId ? null : await memberForApplication(db, { ...values, language: values.language ?? "en", category: values.category ?? "adherent_individual", consent: values.consent ?? false, countryCode: values.countryCode ?? null, email: values.email ?? null });
  const [row] = await db.insert(memberships).values({ ...values, memberId: values.memberId ?? member!.id }).returning();
  return row!;
}

export async function createDonation(db: Db, overrides: Partial<DonationRow> = {}): Promise<Donation> {
  const [row] = await db.insert(donations).values(buildDonation(overrides)).returning();
  return row!;
}

export async function createContact(db: Db, overrides: Partial<ContactRow> = {}): Promise<Contact> {
  const [row] = await db.insert(contacts).values(buildContact(overrides)).returning();
  return row!;
}

export async function createProgram(db: Db, overrides: Partial<ProgramRow> = {}): Promise<Program> {
  const [row] = await db.insert(programs).values(buildProgram(overrides)).returning();
  return row!;
}

/** Stores a payment as it is, without settling its payable (set the payable's own state in its factory). */
export async function createPayment(db: Db, overrides: Partial<PaymentRow> & Pick<PaymentRow, "payableKind" | "payableId">): Promise<Payment> {
  const [row] = await db.insert(payments).values(buildPayment(overrides)).returning();
  return row!;
}

export type MemberRow = typeof members.$inferInsert;

/** A member (the person behind applications, docs/decisions/013-members-and-years.md). */
export async function createMember(db: Db, overrides: Partial<MemberRow> = {}): Promise<Member> {
  const n = next();
  const [row] = await db
    .insert(members)
    .values({ fullName: `Member ${n}`, email: `person${n}@example.org`, country: "Benin", countryCode: "BJ", language: "en", category: "adherent_individual", consent: true, ...overrides })
    .returning();
  return row!;
}

/** A year of a member, paid at `paidAt` (by `paymentId` when given), or only asked when `paidAt` is null. */
export async function createMemberYear(
  db: Db,
  memberId: string,
  year: number,
  overrides: Partial<typeof membershipYears.$inferInsert> = {},
): Promise<MembershipYear> {
  const [row] = await db
    .insert(membershipYears)
    .values({ memberId, year, category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", paidAt: new Date(`${year}-01-03T10:00:00Z`), ...overrides })
    .returning();
  return row!;
}
