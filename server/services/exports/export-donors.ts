import { currencies, type Language } from "../../../shared/domain";
import { currencyInfo } from "../../../shared/money";
import type { Db } from "../../db";
import { csvDialect, localDateTime, majorAmount, type Cell } from "../../lib/csv";
import { allDonors } from "../donations/list-donors";
import { exportLabels } from "../../../shared/labels";

/** The donors of a year (or all years) as CSV rows in the administrator's language, in the list's order: a column per currency. */
export function exportDonors(db: Db, year: number | undefined, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of allDonors(db, year))
      yield batch.map((donor) => [
        donor.email,
        donor.name,
        donor.gifts,
        ...currencies.map((currency) => {
          const total = donor.totals.find((t) => t.currency === currency);
          return total ? majorAmount(total.amount, currencyInfo[currency].exponent, dialect) : null;
        }),
        localDateTime(new Date(donor.lastGiftAt)),
        donor.memberId ? l.yes : l.no,
      ]);
  }
  return { header: l.donors, rows: rows(), dialect, filename: `donors-${year ?? "all"}-${new Date().toISOString().slice(0, 10)}.csv` };
}
