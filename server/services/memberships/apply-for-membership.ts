import { duesTable, duesToCharge, DUES_CURRENCY, type DuesAmounts } from "../../../shared/money";
import { memberships, type InsertMembership } from "../../../shared/schema";
import type { Db } from "../../db";

/**
 * Files a membership application with the dues it owes (the dues in force, `duesInForce`,
 * through shared/money.ts): the amount is kept with the application, so a later change of the
 * dues leaves it as it is. `payable` is false for the categories that pay nothing online: they
 * stay pending for the administrator. Its payment is started by the payments room, once the
 * payer chose how to pay.
 */
export async function applyForMembership(db: Db, input: InsertMembership, options: { duesInForce: DuesAmounts }) {
  const { contributionAmount, ...application } = input;
  const dues = duesToCharge(application.category ?? "adherent_individual", contributionAmount, duesTable(options.duesInForce));
  const [membership] = await db
    .insert(memberships)
    .values({ ...application, duesCurrency: DUES_CURRENCY, duesAmount: dues ?? 0 })
    .returning();
  if (!membership) throw new Error("insert returned no row");
  return { membership, payable: dues !== null };
}
