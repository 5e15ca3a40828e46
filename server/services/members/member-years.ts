/**
 * The member behind an application, and the years they paid (docs/decisions/013-members-and-years.md).
 * Whether a member is paid up is derived from these years by shared/membership.ts.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Currency, MembershipCategory } from "../../../shared/domain";
import { membershipYearOf } from "../../../shared/membership";
import { members, memberships, membershipYears, type Member, type Membership, type MembershipYear, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";
import type { DuesPaid } from "../../lib/api-messages";
import { findReceipt } from "../receipts-and-attestations/assign-receipt-number";

/** The member with this e-mail address (without case), if any. */
export async function memberByEmail(db: Db, address: string): Promise<Member | null> {
  const email = address.trim().toLowerCase();
  const [member] = await db.select().from(members).where(sql`lower(${members.email}) = ${email}`).limit(1);
  return member ?? null;
}

/**
 * Takes the member's lock until the end of the transaction. Whatever pays one of their years or
 * applications takes it before it locks the application's or the year's row: a payment of the
 * application (which then pays the year) and a payment of the year (which then settles the
 * application) would otherwise lock the two rows in opposite orders and deadlock.
 */
export async function lockMember(tx: Db, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member:${memberId}`}))`);
}

/**
 * The member an application belongs to: the one with its e-mail address (without case), else a new
 * one. A member who never paid takes the application's details (a corrected name, another
 * category); one who paid keeps theirs, which staff change from the member's page.
 */
export async function memberForApplication(
  tx: Db,
  application: Pick<Membership, "fullName" | "email" | "country" | "countryCode" | "language" | "category" | "consent"> & { phone?: string | null },
): Promise<Member> {
  const email = application.email?.trim().toLowerCase() ?? null;
  // A number given on the form (optional): none given leaves the one the member has.
  const phone = application.phone ? { phone: application.phone } : {};
  const details = {
    fullName: application.fullName,
    country: application.country,
    countryCode: application.countryCode,
    language: application.language,
    category: application.category,
    consent: application.consent,
    ...phone,
  };
  // Without an address (a walk-in staff added), the person is always a new member: nothing to match them by.
  if (email === null) {
    const [created] = await tx.insert(members).values({ email: null, ...details }).returning();
    return created!;
  }
  const existing = await memberByEmail(tx, email);
  if (!existing) {
    const [created] = await tx
      .insert(members)
      .values({ email, ...details })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Another transaction made it meanwhile (the application's lock is per address, so rarely).
    const [made] = await tx.select().from(members).where(sql`lower(${members.email}) = ${email}`).limit(1);
    return made!;
  }
  if (existing.erasedAt === null && (await paidYearsOf(tx, [existing.id])).get(existing.id) === undefined) {
    const [updated] = await tx.update(members).set({ ...details, updatedAt: new Date() }).where(eq(members.id, existing.id)).returning();
    return updated!;
  }
  // A paid member's details are theirs to change (on their own page), not any form's that names
  // their address: a number is only added where they had none.
  if (existing.erasedAt === null && existing.phone === null && application.phone) {
    const [updated] = await tx.update(members).set({ phone: application.phone, updatedAt: new Date() }).where(eq(members.id, existing.id)).returning();
    return updated!;
  }
  return existing;
}

/** The years each of these members paid, ascending (members without any are absent). */
export async function paidYearsOf(db: Db, memberIds: readonly string[]): Promise<Map<string, number[]>> {
  const years = new Map<string, number[]>();
  if (memberIds.length === 0) return years;
  const rows = await db
    .select({ memberId: membershipYears.memberId, year: membershipYears.year })
    .from(membershipYears)
    .where(and(inArray(membershipYears.memberId, [...memberIds]), isNotNull(membershipYears.paidAt)))
    .orderBy(membershipYears.year);
  for (const row of rows) years.set(row.memberId, [...(years.get(row.memberId) ?? []), row.year]);
  return years;
}

export type YearDues = { category: MembershipCategory; duesAmount: number; duesCurrency: Currency };

/**
 * A year asked of a member (a renewal): its row, made with the dues in force now unless it exists
 * (the dues it was first asked with stay).
 */
export async function askYear(tx: Db, memberId: string, year: number, dues: YearDues): Promise<MembershipYear> {
  const [created] = await tx
    .insert(membershipYears)
    .values({ memberId, year, ...dues })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await tx
    .select()
    .from(membershipYears)
    .where(and(eq(membershipYears.memberId, memberId), eq(membershipYears.year, year)))
    .limit(1);
  return existing!;
}

export type PaidYear = {
  /** The year's row, paid by this payment; null when another payment had paid it already. */
  year: MembershipYear | null;
  /** The member's applications this payment answered, as they are now; `admitted` when it made a pending one active. */
  applications: { row: Membership; admitted: boolean }[];
};

/**
 * A year paid by `payment`: its row made or completed, and — in the same transaction — the
 * summary of each of the member's applications that this payment answers (one for that year or
 * for no year yet, with dues, not paid yet; for a member's first year paid, any such application,
 * whatever year it named: it asked to become a member, which the first dues paid do — staff may
 * record the year the rule gives, not the one named when applying) reads paid: paid at the
 * payment's date, for that year,
 * active if it was pending (an application staff set inactive stays so), a new version (an edit
 * dialog opened before cannot save the old state back). So the lists, which read the summary,
 * never show unpaid dues for a year paid, and the application cannot be charged again.
 *
 * When the year was paid already by another payment (the payer paid twice: both payments stay,
 * for staff to refund one), nothing changes and `year` is null.
 */
export async function payYear(tx: Db, memberId: string, year: number, dues: YearDues, payment: Payment): Promise<PaidYear> {
  const paidAt = payment.paidAt ?? payment.statusAt ?? new Date();
  await lockMember(tx, memberId);
  await askYear(tx, memberId, year, dues);
  const [paidBefore] = await tx
    .select({ year: membershipYears.year })
    .from(membershipYears)
    .where(and(eq(membershipYears.memberId, memberId), isNotNull(membershipYears.paidAt)))
    .limit(1);
  const [paid] = await tx
    .update(membershipYears)
    .set({ paymentId: payment.id, paidAt, updatedAt: new Date() })
    .where(and(eq(membershipYears.memberId, memberId), eq(membershipYears.year, year), isNull(membershipYears.paidAt)))
    .returning();
  if (!paid) return { year: null, applications: [] };
  const answered = await tx
    .select({ id: memberships.id, status: memberships.status })
    .from(memberships)
    .where(
      and(
        eq(memberships.memberId, memberId),
        paidBefore ? or(eq(memberships.membershipYear, year), isNull(memberships.membershipYear)) : undefined,
        ne(memberships.paymentStatus, "succeeded"),
        gt(memberships.duesAmount, 0),
      ),
    )
    .orderBy(desc(memberships.createdAt), memberships.id)
    .for("update");
  if (answered.length === 0) return { year: paid, applications: [] };
  const rows = await tx
    .update(memberships)
    .set({
      paymentStatus: "succeeded",
      paymentStatusAt: payment.statusAt ?? paidAt,
      paidAt,
      membershipYear: year,
      status: sql`case when ${memberships.status} = 'pending' then 'active' else ${memberships.status} end`,
      version: sql`${memberships.version} + 1`,
    })
    .where(inArray(memberships.id, answered.map((row) => row.id)))
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { year: paid, applications: answered.map((before) => ({ row: byId.get(before.id)!, admitted: before.status === "pending" })) };
}

/** When the member's year was paid, and the receipt of the payment that paid it first; null when it is not paid. */
export async function yearPaidBy(db: Db, memberId: string, year: number): Promise<DuesPaid | null> {
  const [row] = await db
    .select({ paidAt: membershipYears.paidAt, paymentId: membershipYears.paymentId })
    .from(membershipYears)
    .where(and(eq(membershipYears.memberId, memberId), eq(membershipYears.year, year), isNotNull(membershipYears.paidAt)))
    .limit(1);
  if (!row?.paidAt) return null;
  const receipt = row.paymentId ? await findReceipt(db, row.paymentId) : null;
  return { year, paidAt: row.paidAt, receipt: receipt?.label ?? null };
}

/** Who paid dues with a payment, and for which year: an application's payment, or a year's (a renewal). */
export async function duesPayerOf(db: Db, payment: Payment) {
  if (payment.payableKind === "membership") {
    const [row] = await db.select().from(memberships).where(eq(memberships.id, payment.payableId)).limit(1);
    if (!row) return null;
    const year = row.membershipYear ?? membershipYearOf(payment.paidAt ?? payment.createdAt);
    return { email: row.email, language: row.language, fullName: row.fullName, category: row.category, year };
  }
  if (payment.payableKind !== "membership_year") return null;
  const [row] = await db
    .select({ year: membershipYears, member: members })
    .from(membershipYears)
    .innerJoin(members, eq(members.id, membershipYears.memberId))
    .where(eq(membershipYears.id, payment.payableId))
    .limit(1);
  if (!row) return null;
  return { email: row.member.email, language: row.member.language, fullName: row.member.fullName, category: row.year.category, year: row.year.year };
}
