import { countryFields } from "../../../shared/countries";
import { duesTable, duesToCharge, DUES_CURRENCY, type DuesAmounts } from "../../../shared/money";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { memberships, type InsertMembership, type Membership } from "../../../shared/schema";
import { checkYearChoice, payableYears, yearToPay } from "../../../shared/membership";
import { memberByEmail, memberForApplication, paidYearsOf } from "../members/member-years";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import type { Effect, MailSource } from "../effects";
import { getMailSettings } from "../settings/mail-settings";
import { getSiteSettings } from "../settings/site-settings";

/**
 * Files a membership application with the dues it owes (the dues in force, `duesInForce`,
 * through shared/money.ts): the amount is kept with the application, so a later change of the
 * dues leaves it as it is. `payable` is false for the categories that pay nothing online: they
 * stay pending for the administrator. Its payment is started by the payments room, once the
 * payer chose how to pay. In the same transaction: the applicant's confirmation and the staff's
 * notification, each once per application; the caller runs the effects once it is committed.
 *
 * One application, one record: the same application (same e-mail, name, country, language,
 * category and dues) still
 * pending and unpaid from the last day is answered again rather than filed twice — a double tap,
 * or a retry after an answer that was lost or said 503 although the application was stored.
 * Applications from one e-mail address are taken one at a time (a transaction lock on it), so two
 * sent at once are one.
 *
 * A year is paid once: a member paid up for every year dues can pay today is refused
 * (`alreadyMember`, with the last year they paid) before anything is written.
 */
/** How long a pending application is answered again to the same application. */
const REUSE_WITHIN_MS = 24 * 60 * 60_000;

/** A year chosen that the dues cannot pay today (not one of payableYears, or paid already). */
export type YearRefused = { kind: "yearRefused"; problem: "notPayable" | "alreadyPaid"; year: number; years: number[] };

/** A member who paid every year dues can pay today: nothing to charge (a year is paid once). `paidThrough`: their last year paid. */
export type AlreadyMember = { kind: "alreadyMember"; paidThrough: number };

/** Rolls the application's transaction back with the reason for the applicant. */
class Refused extends Error {
  constructor(readonly refused: YearRefused | AlreadyMember) {
    super(refused.kind);
  }
}

export async function applyForMembership(
  db: Db,
  input: InsertMembership,
  /** `within` runs in the application's transaction, with the application filed or answered again (the form's idempotency key). */
  options: { duesInForce: DuesAmounts; mail: MailSource; now?: Date; within?: (tx: Db, membership: Membership, payable: boolean) => Promise<void> },
) {
  // The phone is the member's (members.phone), not the application's.
  const { contributionAmount, membershipYear: chosenYear, phone, ...application } = input;
  const now = options.now ?? new Date();
  const dues = duesToCharge(application.category ?? "adherent_individual", contributionAmount, duesTable(options.duesInForce));
  const filed = db.transaction(async (tx) => {
    const email = application.email.trim().toLowerCase();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`membership:${email}`}))`);
    // From Settings' day on, a new member's first dues pay the next year (shared/membership.ts).
    const { nextYearFrom } = await getSiteSettings(tx, now);
    // A member paid up for every year dues can pay today applies again (the link of an old mail,
    // a second thought): charging them would take a second payment of a year paid. Nothing is filed.
    const known = dues === null ? null : await memberByEmail(tx, email);
    if (known && known.erasedAt === null) {
      const paid = (await paidYearsOf(tx, [known.id])).get(known.id) ?? [];
      if (paid.length > 0 && yearToPay(now, paid, nextYearFrom) === null) throw new Refused({ kind: "alreadyMember", paidThrough: Math.max(...paid) });
    }
    const [earlier] = await tx
      .select()
      .from(memberships)
      .where(
        and(
          sql`lower(${memberships.email}) = ${email}`,
          eq(memberships.status, "pending"),
          ne(memberships.paymentStatus, "succeeded"),
          eq(memberships.fullName, application.fullName),
          eq(memberships.country, application.country),
          eq(memberships.language, application.language ?? "en"),
          eq(memberships.category, application.category ?? "adherent_individual"),
          eq(memberships.duesCurrency, DUES_CURRENCY),
          eq(memberships.duesAmount, dues ?? 0),
          gt(memberships.createdAt, new Date(Date.now() - REUSE_WITHIN_MS)),
          chosenYear === undefined ? undefined : eq(memberships.membershipYear, chosenYear),
        ),
      )
      .orderBy(desc(memberships.createdAt))
      .limit(1);
    if (earlier) {
      await options.within?.(tx, earlier, dues !== null);
      return earlier;
    }
    const values = {
      ...application,
      ...countryFields(application.country, application.language ?? "en"),
      duesCurrency: DUES_CURRENCY,
      duesAmount: dues ?? 0,
    };
    // The person, found by address or made; the year the dues pay is the first they have not paid
    // (for a new member after Settings' day, the next year: a member from now until its December 31st).
    const member = await memberForApplication(tx, {
      ...values,
      phone: phone || null,
      language: values.language ?? "en",
      category: values.category ?? "adherent_individual",
      consent: values.consent ?? false,
    });
    const paidYears = (await paidYearsOf(tx, [member.id])).get(member.id) ?? [];
    // December's choice (docs/rules.md R7): the year chosen, when the dues can pay it today.
    if (dues !== null && chosenYear !== undefined) {
      const problem = checkYearChoice(now, paidYears, chosenYear, nextYearFrom);
      if (problem !== "ok") {
        // Nothing of this application stays (the member made above neither).
        throw new Refused({ kind: "yearRefused", problem, year: chosenYear, years: payableYears(now, paidYears, nextYearFrom).filter((year) => !paidYears.includes(year)) });
      }
    }
    const [row] = await tx
      .insert(memberships)
      .values({ ...values, memberId: member.id, membershipYear: dues === null ? null : (chosenYear ?? yearToPay(now, paidYears, nextYearFrom)) })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const data = {
      membershipId: row.id,
      memberId: member.id,
      name: row.fullName,
      email: row.email ?? "",
      category: row.category,
      duesAmount: row.duesAmount,
      duesCurrency: row.duesCurrency,
      payable: dues !== null,
      language: row.language,
    };
    // The applicant's address is unconfirmed: their mail carries nothing typed in the form (docs/decisions/022-mail-nobody-can-turn-against-a-stranger.md).
    const applicant = { membershipId: row.id, category: row.category, duesAmount: row.duesAmount, duesCurrency: row.duesCurrency, payable: dues !== null };
    await queueMail(tx, { key: `membership-applied:${row.id}`, template: "membership-applied", to: [row.email], language: row.language, data: applicant });
    const staff = await getMailSettings(tx, options.mail.contactEmail);
    await queueMail(tx, { key: `membership-staff:${row.id}`, template: "staff-membership", to: staff.notifyEmails, language: staff.staffLanguage, data });
    await options.within?.(tx, row, dues !== null);
    return row;
  });
  const membership = await filed.catch((error: unknown) => {
    if (error instanceof Refused) return error.refused;
    throw error;
  });
  if ("kind" in membership) return membership;
  return { kind: "filed" as const, membership, payable: dues !== null, effects: ["mail-queued"] as Effect[] };
}
