import { countryFields } from "../../../shared/countries";
import { duesTable, duesToCharge, DUES_CURRENCY, type DuesAmounts } from "../../../shared/money";
import { memberships, type InsertMembership } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import type { Effect, MailSource } from "../effects";
import { getMailSettings } from "../settings/mail-settings";

/**
 * Files a membership application with the dues it owes (the dues in force, `duesInForce`,
 * through shared/money.ts): the amount is kept with the application, so a later change of the
 * dues leaves it as it is. `payable` is false for the categories that pay nothing online: they
 * stay pending for the administrator. Its payment is started by the payments room, once the
 * payer chose how to pay. In the same transaction: the applicant's confirmation and the staff's
 * notification, each once per application; the caller runs the effects once it is committed.
 */
export async function applyForMembership(db: Db, input: InsertMembership, options: { duesInForce: DuesAmounts; mail: MailSource }) {
  const { contributionAmount, ...application } = input;
  const dues = duesToCharge(application.category ?? "adherent_individual", contributionAmount, duesTable(options.duesInForce));
  const membership = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memberships)
      .values({
        ...application,
        ...countryFields(application.country, application.language ?? "en"),
        duesCurrency: DUES_CURRENCY,
        duesAmount: dues ?? 0,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    const data = {
      membershipId: row.id,
      name: row.fullName,
      email: row.email,
      category: row.category,
      duesAmount: row.duesAmount,
      duesCurrency: row.duesCurrency,
      payable: dues !== null,
      language: row.language,
    };
    await queueMail(tx, { key: `membership-applied:${row.id}`, template: "membership-applied", to: [row.email], language: row.language, data });
    const staff = await getMailSettings(tx, options.mail.contactEmail);
    await queueMail(tx, { key: `membership-staff:${row.id}`, template: "staff-membership", to: staff.notifyEmails, language: staff.staffLanguage, data });
    return row;
  });
  return { membership, payable: dues !== null, effects: ["mail-queued"] as Effect[] };
}
