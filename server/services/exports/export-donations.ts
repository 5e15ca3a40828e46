import { and, desc, sql } from "drizzle-orm";
import { currencyInfo } from "../../../shared/money";
import type { Language } from "../../../shared/domain";
import { donations } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, majorAmount, type Cell, type Cursor } from "../../lib/csv";
import { asListed, donationsWhere, type DonationsFilter } from "../donations/list-donations";
import { latestPayment, maskedNumber, reversalCells, summaryOf } from "../admin/payment-columns";
import { exportLabels, languageName } from "../../../shared/labels";

/** How a file name says the status filtered on (the money received is what staff call it). */
const statusWord = { succeeded: "received", pending: "pending", processing: "processing", failed: "failed", refunded: "refunded", canceled: "voided" } as const;

/**
 * The file's name says its filter: `donations-received-XOF-2026-11-01_2026-11-30.csv`, its parts
 * the status (or "all"), the currency, the payment method, the days (`from-…`, `to-…` when only
 * one end is set) and `search` when a text was searched (the text itself, typed by a person, is
 * left out). Every part is an enum value or a validated day: safe in a header.
 */
export function donationsFilename({ status, currency, method, operator, from, to, q }: DonationsFilter): string {
  const days = from && to ? `${from}_${to}` : from ? `from-${from}` : to ? `to-${to}` : undefined;
  const parts = [status ? statusWord[status] : "all", currency, method?.replaceAll("_", "-"), operator?.replaceAll("_", "-"), days, q ? "search" : undefined].filter(Boolean);
  return `donations-${parts.join("-")}.csv`;
}

/**
 * The donations a filter selects, as CSV rows in the administrator's language, newest first: every
 * status, as the tab lists them; dates and times on the foundation's clock.
 */
export function exportDonations(db: Db, filter: DonationsFilter, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = donationsWhere(filter);
  const latest = latestPayment(db, "donation", donations.id);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: donations, payment: summaryOf(latest), reversed: { reversedAt: latest.reversedAt, reversalReason: latest.reversalReason }, cursorAt: sql<string>`${donations.createdAt}::text`, id: donations.id })
      .from(donations)
      .leftJoinLateral(latest, sql`true`)
      .where(and(where, after ? sql`(${donations.createdAt}, ${donations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read))
      yield batch.map(({ row, payment, reversed }) => {
        // A donor erased at their request: the name cell says so, no address or number (as the members' CSV).
        const d = asListed(row);
        return [
          localDateTime(d.createdAt),
          d.email,
          d.erased ? l.erased : d.donorName,
          majorAmount(d.amount, currencyInfo[d.currency].exponent, dialect),
          d.currency,
          d.impactTier ? l.tier[d.impactTier] : null,
          l.donationStatus[d.status],
          languageName[d.language],
          localDateTime(d.paidAt),
          payment ? l.provider[payment.provider] : null,
          payment ? l.method[payment.method] : null,
          payment?.reference ?? null,
          d.id,
          ...reversalCells(payment, reversed, l.paymentState, localDateTime),
          // For the operators' statements (docs/decisions/020-matching-operator-statements.md): who carried it, its id there, the number masked.
          payment?.operator ? l.operator[payment.operator] : null,
          payment?.operatorRef ?? null,
          d.erased ? null : maskedNumber(payment?.phone ?? null),
        ];
      });
  }
  return { header: l.donations, rows: rows(), dialect, filename: donationsFilename(filter) };
}
