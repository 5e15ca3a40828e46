/**
 * Rows as the site stores them, with sensible defaults and any field overridden: tests (and the
 * admin benchmark's seed) write the state they need in one line, then assert what a client sees.
 */
import type { PgTable } from "drizzle-orm/pg-core";
import { countryCodeOf } from "../../shared/countries";
import {
  articles,
  auditLog,
  contacts,
  donations,
  events,
  jobs,
  members,
  memberships,
  membershipYears,
  newsletterSubscriptions,
  outbox,
  payments,
  privacyRequests,
  programs,
  users,
  type AuditEntry,
  type Member,
  type Membership,
  type MembershipYear,
  type Payment,
} from "../../shared/schema";
import type { Db } from "../../server/db";
import { memberForApplication } from "../../server/services/members/member-years";

/** Writes one row as it is given and answers it as stored. */
async function insertOne<T extends PgTable>(db: Db, table: T, values: T["$inferInsert"]): Promise<T["$inferSelect"]> {
  const [row] = (await db.insert(table).values(values).returning()) as T["$inferSelect"][];
  return row!;
}

/** A table's `create`: its `build`'s row, with the overrides, written and answered as stored. */
const creator =
  <T extends PgTable>(table: T, build: (overrides: Partial<T["$inferInsert"]>) => T["$inferInsert"]) =>
  (db: Db, overrides: Partial<T["$inferInsert"]> = {}): Promise<T["$inferSelect"]> =>
    insertOne(db, table, build(overrides));

let serial = 0;
const next = () => ++serial;
/** A text in both languages, the French marked as such. */
const bilingual = (en: string) => ({ en, fr: `${en} (fr)` });

export type MembershipRow = typeof memberships.$inferInsert;
export type DonationRow = typeof donations.$inferInsert;
export type ContactRow = typeof contacts.$inferInsert;
export type ProgramRow = typeof programs.$inferInsert;
export type PaymentRow = typeof payments.$inferInsert;
/** The row a table is written with (its `$inferInsert`). */
export type Insert<T extends PgTable> = T["$inferInsert"];

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
  return {
    slug: `program-${n}`,
    pillar: "digital_literacy",
    title: bilingual(`Program ${n}`),
    summary: bilingual(`Summary ${n}`),
    content: bilingual(`Content ${n}`),
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

export const createDonation = creator(donations, buildDonation);

export const createContact = creator(contacts, buildContact);

export const createProgram = creator(programs, buildProgram);

/** Stores a payment as it is, without settling its payable (set the payable's own state in its factory). */
export async function createPayment(db: Db, overrides: Partial<PaymentRow> & Pick<PaymentRow, "payableKind" | "payableId">): Promise<Payment> {
  return insertOne(db, payments, buildPayment(overrides));
}

export type MemberRow = typeof members.$inferInsert;

/** A member (the person behind applications, docs/decisions/013-members-and-years.md). */
export async function createMember(db: Db, overrides: Partial<MemberRow> = {}): Promise<Member> {
  const n = next();
  return insertOne(db, members, { fullName: `Member ${n}`, email: `person${n}@example.org`, country: "Benin", countryCode: "BJ", language: "en", category: "adherent_individual", consent: true, ...overrides });
}

/** A year of a member, paid at `paidAt` (by `paymentId` when given), or only asked when `paidAt` is null. */
export async function createMemberYear(
  db: Db,
  memberId: string,
  year: number,
  overrides: Partial<typeof membershipYears.$inferInsert> = {},
): Promise<MembershipYear> {
  return insertOne(db, membershipYears, { memberId, year, category: "adherent_individual", duesAmount: 12_000, duesCurrency: "XOF", paidAt: new Date(`${year}-01-03T10:00:00Z`), ...overrides });
}

/** A published article of today. */
export function buildArticle(overrides: Partial<Insert<typeof articles>> = {}): Insert<typeof articles> {
  const n = next();
  return {
    slug: `article-${n}`,
    title: bilingual(`Article ${n}`),
    excerpt: bilingual(`Excerpt ${n}`),
    content: bilingual(`Content ${n}`),
    author: `Author ${n}`,
    published: true,
    ...overrides,
  };
}

/** A published workshop a month from now (in the foundation's time zone, as the schema's default). */
export function buildEvent(overrides: Partial<Insert<typeof events>> = {}): Insert<typeof events> {
  const n = next();
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  return { slug: `event-${n}`, title: bilingual(`Event ${n}`), description: bilingual(`Description ${n}`), startsAt, published: true, ...overrides };
}

/** A mail of the outbox, due now (a notice to the staff, which needs no data). */
export function buildOutboxMail(overrides: Partial<Insert<typeof outbox>> = {}): Insert<typeof outbox> {
  const n = next();
  return { key: `test:${n}`, template: "staff-sign-in-failures", data: {}, recipients: ["team@example.org"], language: "en", ...overrides };
}

/** A request for a copy of one's data, open, due in 30 days. */
export function buildPrivacyRequest(overrides: Partial<Insert<typeof privacyRequests>> = {}): Insert<typeof privacyRequests> {
  const n = next();
  return { email: `asker${n}@example.org`, kind: "copy", language: "en", dueAt: new Date(Date.now() + 30 * 86_400_000), ...overrides };
}

export function buildSubscription(overrides: Partial<Insert<typeof newsletterSubscriptions>> = {}): Insert<typeof newsletterSubscriptions> {
  const n = next();
  return { email: `reader${n}@example.org`, language: "en", ...overrides };
}

/** An entry of the audit log, by an administrator since removed (no `userId`) unless one is given. */
export function buildAuditEntry(overrides: Partial<Insert<typeof auditLog>> = {}): Insert<typeof auditLog> {
  const n = next();
  return { username: "admin", action: "program.create", entity: "program", entityId: `p${n}`, label: `Program ${n}`, ...overrides };
}

/** An administrator's account (its hash a stand-in no password matches; sign in with tests/helpers/admin.ts). */
export function buildUser(overrides: Partial<Insert<typeof users>> = {}): Insert<typeof users> {
  const n = next();
  return { username: `staff-${n}`, passwordHash: "scrypt$x", email: `staff${n}@example.org`, ...overrides };
}

export const createArticle = creator(articles, buildArticle);
export const createEvent = creator(events, buildEvent);
export const createOutboxMail = creator(outbox, buildOutboxMail);
export const createPrivacyRequest = creator(privacyRequests, buildPrivacyRequest);
export const createSubscription = creator(newsletterSubscriptions, buildSubscription);
export const createUser = creator(users, buildUser);

export async function createAuditEntry(db: Db, overrides: Partial<Insert<typeof auditLog>> = {}): Promise<AuditEntry> {
  const [row] = await createAuditEntries(db, [overrides]);
  return row!;
}

/** Entries as they were written (several at once keep the order of their `createdAt`). */
export async function createAuditEntries(db: Db, overrides: Partial<Insert<typeof auditLog>>[]): Promise<AuditEntry[]> {
  return db.insert(auditLog).values(overrides.map((entry) => buildAuditEntry(entry))).returning();
}

/** A recurring job's row as a database that has run it before has it, due at `runAt`. */
export async function createJob(db: Db, name: string, runAt: Date): Promise<typeof jobs.$inferSelect> {
  return insertOne(db, jobs, { name, runAt });
}

/** A member and the years they paid (each on January 3rd unless `year.paidAt` says otherwise), in their category. */
export async function createPaidMember(
  db: Db,
  years: number[],
  overrides: Partial<MemberRow> = {},
  year: Partial<typeof membershipYears.$inferInsert> = {},
): Promise<Member> {
  const member = await createMember(db, overrides);
  for (const paid of years) await createMemberYear(db, member.id, paid, { category: member.category, ...year });
  return member;
}
