/**
 * The member behind an application, and the years they paid (docs/decisions/013-members-and-years.md).
 * Whether a member is paid up is derived from these years by shared/membership.ts.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Currency, MembershipCategory } from "../../../shared/domain";
import { membershipYearOf } from "../../../shared/membership";
import { members, memberships, membershipYears, type Member, type Membership, type MembershipYear, type Payment } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * The member an application belongs to: the one with its e-mail address (without case), else a new
 * one. A member who never paid takes the application's details (a corrected name, another
 * category); one who paid keeps theirs, which staff change from the member's page.
 */
export async function memberForApplication(tx: Db, application: Pick<Membership, "fullName" | "email" | "country" | "countryCode" | "language" | "category" | "consent">): Promise<Member> {
  const email = application.email.trim().toLowerCase();
  const details = {
    fullName: application.fullName,
    country: application.country,
    countryCode: application.countryCode,
    language: application.language,
    category: application.category,
    consent: application.consent,
  };
  const [existing] = await tx.select().from(members).where(sql`lower(${members.email}) = ${email}`).limit(1);
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

/**
 * A year paid by `payment`: its row made or completed. Answers null when that year was paid
 * already by another payment (the payer paid twice: both payments stay, for staff to refund one).
 */
export async function payYear(tx: Db, memberId: string, year: number, dues: YearDues, payment: Payment): Promise<MembershipYear | null> {
  const paidAt = payment.paidAt ?? payment.statusAt ?? new Date();
  await askYear(tx, memberId, year, dues);
  const [paid] = await tx
    .update(membershipYears)
    .set({ paymentId: payment.id, paidAt, updatedAt: new Date() })
    .where(and(eq(membershipYears.memberId, memberId), eq(membershipYears.year, year), isNull(membershipYears.paidAt)))
    .returning();
  return paid ?? null;
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
