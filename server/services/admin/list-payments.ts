import { and, desc, eq } from "drizzle-orm";
import type { PaymentsQuery } from "../../../shared/admin";
import { payments } from "../../../shared/schema";
import type { Db } from "../../db";

/** Every payment of one donation or membership, newest first: tries that failed, one pending, the one that paid. */
export const listPayments = (db: Db, { kind, id }: PaymentsQuery) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, kind), eq(payments.payableId, id)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
