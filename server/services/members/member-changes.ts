/**
 * What staff change from a member's page, each written with its audit entry in one transaction:
 * a note, and the row of a year asked of the member (so that its payment, made elsewhere, can be
 * recorded as any payable's: docs/decisions/013-members-and-years.md).
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { DuesAmounts } from "../../../shared/money";
import { duesTable, DUES_CURRENCY } from "../../../shared/money";
import { staffPayableYears } from "../../../shared/membership";
import { memberNotes, members, membershipYears, type MemberNote, type MembershipYear } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import type { DuesPaid } from "../../lib/api-messages";
import { askYear, yearPaidBy } from "./member-years";

/** A staff note about a member; null when there is no such member. */
export async function addMemberNote(db: Db, actor: Actor, memberId: string, body: string): Promise<MemberNote | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: members.id, fullName: members.fullName }).from(members).where(eq(members.id, memberId)).limit(1);
    if (!member) return null;
    const [note] = await tx.insert(memberNotes).values({ memberId, body, authorId: actor.userId, authorName: actor.username }).returning();
    await recordChange(tx, actor, { action: "member.note", entity: "member", entityId: memberId, label: member.fullName, changes: { note: { from: null, to: body } } });
    return note!;
  });
}

export type AskYearResult =
  | { kind: "asked"; year: MembershipYear }
  | { kind: "notFound" }
  /** Not a year staff may record dues for today (shared/membership.ts staffPayableYears). */
  | { kind: "notPayable" }
  /** When and with which receipt it was paid. */
  | { kind: "alreadyPaid"; paid: DuesPaid }
  /** The member's category pays no dues online (docs/rules.md R6): nothing to record. */
  | { kind: "nothingDue" }
  /** The member's data was erased at their request: nothing is asked of them any more. */
  | { kind: "erased" };

/**
 * The row of a year asked of a member, with the dues in force for their category (Settings); a
 * patron's, what they gave the last year they paid, if more than the least. An existing row is
 * answered as it is (the dues it was first asked with stay); a new one is audited.
 */
export async function askMemberYear(db: Db, actor: Actor, memberId: string, year: number, duesInForce: DuesAmounts, now: Date): Promise<AskYearResult> {
  if (!staffPayableYears(now).includes(year)) return { kind: "notPayable" };
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).limit(1);
    if (!member) return { kind: "notFound" };
    if (member.erasedAt) return { kind: "erased" };
    const [existing] = await tx
      .select()
      .from(membershipYears)
      .where(and(eq(membershipYears.memberId, memberId), eq(membershipYears.year, year)))
      .limit(1);
    if (existing?.paidAt) return { kind: "alreadyPaid", paid: (await yearPaidBy(tx, memberId, year)) ?? { year, paidAt: existing.paidAt, receipt: null } };
    if (existing) return { kind: "asked", year: existing };
    const dues = duesTable(duesInForce)[member.category];
    let amount: number;
    if (dues.kind === "fixed") amount = dues.amount;
    else if (dues.kind === "minimum") {
      const [last] = await tx
        .select({ amount: membershipYears.duesAmount })
        .from(membershipYears)
        .where(and(eq(membershipYears.memberId, memberId), isNotNull(membershipYears.paidAt), eq(membershipYears.duesCurrency, DUES_CURRENCY)))
        .orderBy(desc(membershipYears.year))
        .limit(1);
      amount = Math.max(dues.minimum, last?.amount ?? 0);
    } else return { kind: "nothingDue" };
    const row = await askYear(tx, memberId, year, { category: member.category, duesAmount: amount, duesCurrency: DUES_CURRENCY });
    await recordChange(tx, actor, {
      action: "membership_year.ask",
      entity: "membership_year",
      entityId: row.id,
      label: member.fullName,
      changes: { year: { from: null, to: year }, amount: { from: null, to: amount }, currency: { from: null, to: DUES_CURRENCY } },
    });
    return { kind: "asked", year: row };
  });
}
