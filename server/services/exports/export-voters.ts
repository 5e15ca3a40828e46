import type { Language } from "../../../shared/domain";
import type { Db } from "../../db";
import { csvDialect, localDateTime, type Cell } from "../../lib/csv";
import { listVoters } from "../voters/list-voters";
import { exportLabels, languageName } from "../../../shared/labels";

/**
 * The members entitled to vote at the assembly of `year`, as CSV rows in the administrator's
 * language, by name; the day and time each paid on the foundation's clock. One query (the list's
 * own), read whole: sorted by name in the reader's language, which the database cannot be asked for.
 */
export function exportVoters(db: Db, year: number, lang: Language) {
  const l = exportLabels[lang];
  async function* rows(): AsyncGenerator<Cell[][]> {
    const voters = await listVoters(db, year, lang);
    for (let start = 0; start < voters.length; start += 1000)
      yield voters.slice(start, start + 1000).map((v) => [
        v.fullName,
        v.email,
        v.country,
        l.category[v.category],
        languageName[v.language],
        localDateTime(new Date(v.paidAt)),
        v.provider ? l.provider[v.provider] : null,
        v.method ? l.method[v.method] : null,
        v.receipt,
        v.memberId,
      ]);
  }
  return { header: l.voters, rows: rows(), dialect: csvDialect(lang), filename: `voters-${year}.csv` };
}
