import { and, sql } from "drizzle-orm";
import type { ReceivedPaymentsFilter } from "../../../shared/admin";
import type { Language } from "../../../shared/domain";
import { currencyInfo } from "../../../shared/money";
import { payments } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, majorAmount, type Cell, type Cursor } from "../../lib/csv";
import { reversalCells } from "../admin/payment-columns";
import { paymentViews } from "../admin/list-payments";
import { payersOf, receivedOrder, receivedPaymentsWhere } from "../payments/list-received-payments";
import { exportLabels } from "../../../shared/labels";

/**
 * The file's name says its filter: `payments-dues-mtn-2026-11-01_2026-11-30.csv`, its parts the
 * kind (or "all"), the operator and the days (`from-…`, `to-…` when only one end is set). Every
 * part is an enum value or a validated day: safe in a header.
 */
export function receivedPaymentsFilename({ kind, operator, from, to }: ReceivedPaymentsFilter): string {
  const days = from && to ? `${from}_${to}` : from ? `from-${from}` : to ? `to-${to}` : undefined;
  return `payments-${[kind, operator?.replaceAll("_", "-"), days].filter(Boolean).join("-")}.csv`;
}

/**
 * The payments a filter selects, as CSV rows in the administrator's language, newest first, as the
 * Payments tab lists them: when (the foundation's clock), who, what, how much, the operator's id and
 * the paying number masked (docs/decisions/020-matching-operator-statements.md), the receipt, and
 * what became of it. Read by keyset in batches; who paid and the receipts by each batch's ids.
 */
export function exportReceivedPayments(db: Db, filter: ReceivedPaymentsFilter, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = receivedPaymentsWhere(filter);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: payments, cursorAt: sql<string>`${payments.paidAt}::text`, id: payments.id })
      .from(payments)
      .where(and(where, after ? sql`(${payments.paidAt}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(...receivedOrder)
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read)) {
      const found = batch.map((b) => b.row);
      const [views, payerOf] = await Promise.all([paymentViews(db, found), payersOf(db, found)]);
      yield views.map((view, i) => {
        const row = found[i]!;
        const { payer, paid } = payerOf(row);
        const state = { paidTwice: row.duplicateOf !== null && row.reversal === null, reversal: row.reversal };
        return [
          localDateTime(row.paidAt),
          // Erased at their request: said so, never a placeholder address.
          payer.erased ? l.erased : payer.name,
          paid.kind === "gift" ? l.received.gift : paid.year === null ? l.received.dues : l.received.duesOf.replace("{year}", String(paid.year)),
          majorAmount(row.amount, currencyInfo[row.currency].exponent, dialect),
          row.currency,
          l.method[row.method],
          row.operator ? l.operator[row.operator] : null,
          view.operatorRef,
          // Masked (`01 •• •• 45 67`) by paymentViews: a file is passed around, a payer's number is not.
          view.phone,
          l.provider[row.provider],
          row.providerRef,
          view.receipt ? (view.receipt.cancelled ? l.received.cancelled.replace("{number}", view.receipt.number) : view.receipt.number) : null,
          ...reversalCells(state, row, l.paymentState, localDateTime),
          row.recordedByName,
          row.id,
        ];
      });
    }
  }
  return { header: l.payments, rows: rows(), dialect, filename: receivedPaymentsFilename(filter) };
}
