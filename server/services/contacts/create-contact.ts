import { contacts, type Contact, type InsertContact } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import type { Effect, MailSource } from "../effects";
import { getMailSettings } from "../settings/mail-settings";

/** The subject the volunteering form files its offers under, in either language (client/src/features/volunteer/texts.ts). */
const VOLUNTEER_SUBJECTS = new Set(["Volunteering", "Bénévolat"]);

/**
 * Files a visitor's message with status `new`, and in the same transaction the staff's notification
 * (once per message); the caller runs the effects once it is committed. `within` runs in that
 * transaction too (the form's idempotency key, server/http/idempotent-submissions.ts).
 */
export async function createContact(db: Db, input: InsertContact, mail: MailSource, within?: (tx: Db, contact: Contact) => Promise<void>) {
  const contact = await db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(input).returning();
    if (!row) throw new Error("insert returned no row");
    const staff = await getMailSettings(tx, mail.contactEmail);
    await queueMail(tx, {
      key: `contact-staff:${row.id}`,
      template: "staff-contact",
      to: staff.notifyEmails,
      language: staff.staffLanguage,
      data: {
        contactId: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        language: row.language,
        volunteer: VOLUNTEER_SUBJECTS.has(row.subject),
      },
    });
    await within?.(tx, row);
    return row;
  });
  return { contact, effects: ["mail-queued"] as Effect[] };
}
