/**
 * The admin's home (GET /api/admin/to-do): what needs doing, each count read with the very filter
 * of the list it opens, so that a figure and its list never disagree — applications waiting,
 * payments to look at, messages not opened, privacy requests open and their next deadline, mails
 * the server gave up sending, and when the last backup was taken.
 */
import { and, count, desc, eq, gte, inArray, isNull, lte, min, sql, type SQL } from "drizzle-orm";
import type { PaymentLook, ToDoResponse } from "../../../shared/admin";
import { contacts, memberships, outbox, payments, privacyRequests } from "../../../shared/schema";
import { readBackupStatus } from "../../backups/backup-status";
import type { Db } from "../../db";
import { pageWindow, toPage } from "../../lib/paging";
import { membersWhere } from "../memberships/list-memberships";
import type { StandingClock } from "../members/member-standing";
import { payersOf } from "../payments/list-received-payments";
import { paymentViews } from "./list-payments";
import { toRefundOnly } from "./get-stats";

/** A payment still open this long after it started was never confirmed by its provider (the reconciliation closes those it can ask). */
export const STUCK_AFTER_MS = 24 * 3_600_000;
/** A failed try is worth a look for this long (a call, a new link); after that the payer has moved on. */
export const FAILED_RECENT_MS = 7 * 24 * 3_600_000;

/** Another payment of the same record that succeeded: the payer got there in the end. */
const paidSinceSql = sql`exists (select 1 from ${payments} as paid where paid.payable_kind = ${payments.payableKind} and paid.payable_id = ${payments.payableId} and paid.status = 'succeeded')`;

/** The payments each look selects, at `now`. */
export function paymentLookWhere(look: PaymentLook, now: Date): SQL {
  if (look === "paid-twice") return toRefundOnly!;
  if (look === "failed") return and(eq(payments.status, "failed"), gte(payments.createdAt, new Date(now.getTime() - FAILED_RECENT_MS)), sql`not ${paidSinceSql}`)!;
  return and(inArray(payments.status, ["pending", "processing"]), lte(payments.createdAt, new Date(now.getTime() - STUCK_AFTER_MS)))!;
}

const countOf = async (db: Db, table: typeof payments | typeof contacts | typeof memberships | typeof outbox, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

export async function getToDo(db: Db, now: Date, clock: StandingClock, backupDir: string): Promise<ToDoResponse> {
  const [applications, paidTwice, failed, stuck, messages, [privacy], mailFailed, backup] = await Promise.all([
    countOf(db, memberships, membersWhere({ status: "pending" }, clock)),
    countOf(db, payments, paymentLookWhere("paid-twice", now)),
    countOf(db, payments, paymentLookWhere("failed", now)),
    countOf(db, payments, paymentLookWhere("stuck", now)),
    countOf(db, contacts, eq(contacts.status, "new")),
    db
      .select({ open: count(), overdue: count(sql`case when ${privacyRequests.dueAt} < ${now.toISOString()}::timestamptz then 1 end`), nextDueAt: min(privacyRequests.dueAt) })
      .from(privacyRequests)
      .where(isNull(privacyRequests.completedAt)),
    countOf(db, outbox, eq(outbox.status, "failed")),
    readBackupStatus(backupDir),
  ]);
  return {
    applications,
    payments: { "paid-twice": paidTwice, failed, stuck },
    messages,
    privacy: { open: privacy?.open ?? 0, overdue: privacy?.overdue ?? 0, nextDueAt: privacy?.nextDueAt ? new Date(privacy.nextDueAt).toISOString() : null },
    mail: { failed: mailFailed },
    backup: { at: backup.last?.at.toISOString() ?? null },
  };
}

/** One page of the payments a look selects, newest first, as the payments list shows them (who paid, what). */
export async function listPaymentsToLookAt(db: Db, query: { look: PaymentLook; page: number; pageSize: number }, now: Date) {
  const where = paymentLookWhere(query.look, now);
  const { limit, offset } = pageWindow(query);
  const [rows, total] = await Promise.all([
    db.select().from(payments).where(where).orderBy(desc(payments.createdAt), desc(payments.id)).limit(limit).offset(offset),
    countOf(db, payments, where),
  ]);
  const [views, payerOf] = await Promise.all([paymentViews(db, rows), payersOf(db, rows)]);
  return toPage(
    views.map((view) => ({ ...view, ...payerOf(view) })),
    total,
    query,
  );
}
