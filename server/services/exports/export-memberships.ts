import { and, desc, eq, sql } from "drizzle-orm";
import { memberCountry } from "../../../shared/countries";
import { currencyInfo } from "../../../shared/money";
import type { Language } from "../../../shared/domain";
import { members, memberships } from "../../../shared/schema";
import type { Db } from "../../db";
import { csvDialect, keysetBatches, localDateTime, majorAmount, type Cell, type Cursor } from "../../lib/csv";
import { membersWhere, type MembersFilter } from "../memberships/list-memberships";
import { latestPayment, maskedNumber, reversalCells, summaryOf } from "../admin/payment-columns";
import { withStanding, type StandingClock } from "../members/member-standing";
import { yearPaidOf } from "../../../shared/admin";
import { exportLabels, languageName } from "../../../shared/labels";

/**
 * The members a filter selects, as CSV rows in the administrator's language, newest first; dates and
 * times on the foundation's clock; the status as the list reports it, and the years paid (the
 * row's copy, memberships.memberPaidYears).
 */
export function exportMemberships(db: Db, filter: MembersFilter, lang: Language, clock: StandingClock) {
  const l = exportLabels[lang];
  const dialect = csvDialect(lang);
  const where = membersWhere(filter, clock);
  const latest = latestPayment(db, "membership", memberships.id);
  const read = (after: Cursor | null, size: number) =>
    db
      .select({ row: memberships, payment: summaryOf(latest), reversed: { reversedAt: latest.reversedAt, reversalReason: latest.reversalReason }, cursorAt: sql<string>`${memberships.createdAt}::text`, id: memberships.id, erasedAt: members.erasedAt })
      .from(memberships)
      .leftJoin(members, eq(members.id, memberships.memberId))
      .leftJoinLateral(latest, sql`true`)
      .where(
        and(where, after ? sql`(${memberships.createdAt}, ${memberships.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined),
      )
      .orderBy(desc(memberships.createdAt), desc(memberships.id))
      .limit(size);
  async function* rows(): AsyncGenerator<Cell[][]> {
    for await (const batch of keysetBatches(read)) {
      yield batch.map(({ row, payment, reversed, erasedAt }) => {
        const m = withStanding(row, clock);
        const yearPaid = yearPaidOf(m);
        // Erased at their request: said in the name and status cells, never a placeholder address or an "Active" status.
        const erased = erasedAt !== null;
        return [
        localDateTime(m.createdAt),
        erased ? l.erased : m.fullName,
        erased ? null : m.email,
        erased ? null : memberCountry(m, lang),
        l.category[m.category],
        erased ? l.erased : l.membershipStatus[m.status],
        languageName[m.language],
        majorAmount(m.duesAmount, currencyInfo[m.duesCurrency].exponent, dialect),
        m.duesCurrency,
        m.paymentStatus === "succeeded" ? l.yes : l.no,
        localDateTime(m.paidAt),
        payment ? l.provider[payment.provider] : null,
        payment ? l.method[payment.method] : null,
        payment?.reference ?? null,
        m.id,
        yearPaid.kind === "paid" ? String(yearPaid.year) : yearPaid.kind === "due" ? l.yearPaid.due.replace("{year}", String(yearPaid.year)) : l.yearPaid[yearPaid.kind],
        m.yearsPaid.join(" "),
        ...reversalCells(payment, reversed, l.paymentState, localDateTime),
        // For the operators' statements (docs/decisions/020-matching-operator-statements.md): who carried the dues, its id there, the number masked.
        payment?.operator ? l.operator[payment.operator] : null,
        payment?.operatorRef ?? null,
        maskedNumber(payment?.phone ?? null),
      ];
      });
    }
  }
  return { header: l.members, rows: rows(), dialect, filename: `members-${new Date().toISOString().slice(0, 10)}.csv` };
}
