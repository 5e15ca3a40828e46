import { and, desc, sql } from "drizzle-orm";
import { memberCountry } from "../../../shared/countries";
import { currencyInfo } from "../../../shared/money";
import type { Language } from "../../../shared/domain";
import { memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, majorAmount, type Cell, type Cursor } from "../../lib/csv";
import { membersWhere, type MembersFilter } from "../memberships/list-memberships";
import { latestPayment, summaryOf } from "../admin/payment-columns";
import { exportLabels, languageName } from "./labels";

/** The members a filter selects, as CSV rows in the administrator's language, newest first; dates and times on the foundation's clock. */
export function exportMemberships(db: Db, filter: MembersFilter, lang: Language) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = membersWhere(filter);
  const latest = latestPayment(db, "membership", memberships.id);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: memberships, payment: summaryOf(latest), cursorAt: sql<string>`${memberships.createdAt}::text`, id: memberships.id })
      .from(memberships)
      .leftJoinLateral(latest, sql`true`)
      .where(
        and(where, after ? sql`(${memberships.createdAt}, ${memberships.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined),
      )
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read))
      yield batch.map(({ row: m, payment }) => [
        localDateTime(m.createdAt),
        m.fullName,
        m.email,
        memberCountry(m, lang),
        l.category[m.category],
        l.membershipStatus[m.status],
        languageName[m.language],
        majorAmount(m.duesAmount, currencyInfo[m.duesCurrency].exponent, dialect),
        m.duesCurrency,
        m.paymentStatus === "succeeded" ? l.yes : l.no,
        localDateTime(m.paidAt),
        payment ? l.provider[payment.provider] : null,
        payment ? l.method[payment.method] : null,
        payment?.reference ?? null,
        m.id,
      ]);
  }
  return { header: l.members, rows: rows(), dialect, filename: `members-${new Date().toISOString().slice(0, 10)}.csv` };
}
