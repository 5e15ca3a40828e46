import { and, desc, sql } from "drizzle-orm";
import { currencyInfo } from "../../../shared/money";
import type { Language } from "../../../shared/domain";
import { donations } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, majorAmount, type Cell, type Cursor } from "../../lib/csv";
import { donationsWhere, type DonationsFilter } from "../donations/list-donations";
import { latestPayment, summaryOf } from "../admin/payment-columns";
import { exportLabels } from "./labels";

/** The donations a filter selects, as CSV rows in the administrator's language, newest first. */
export function exportDonations(db: Db, filter: DonationsFilter, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = donationsWhere(filter);
  const latest = latestPayment(db, "donation", donations.id);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: donations, payment: summaryOf(latest), cursorAt: sql<string>`${donations.createdAt}::text`, id: donations.id })
      .from(donations)
      .leftJoinLateral(latest, sql`true`)
      .where(and(where, after ? sql`(${donations.createdAt}, ${donations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read))
      yield batch.map(({ row: d, payment }) => [
        d.createdAt.toISOString(),
        d.email,
        d.donorName,
        majorAmount(d.amount, currencyInfo[d.currency].exponent, dialect),
        d.currency,
        d.impactTier ? l.tier[d.impactTier] : null,
        l.donationStatus[d.status],
        d.language,
        d.paidAt?.toISOString() ?? null,
        payment ? l.provider[payment.provider] : null,
        payment ? l.method[payment.method] : null,
        payment?.reference ?? null,
        d.id,
      ]);
  }
  return { header: l.donations, rows: rows(), dialect, filename: `donations-${new Date().toISOString().slice(0, 10)}.csv` };
}
