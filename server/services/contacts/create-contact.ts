import { randomUUID } from "node:crypto";
import { contacts, type Contact, type InsertContact } from "../../../shared/schema";
import type { Db } from "../../db";
import type { Outcome } from "../../db/group-commit";
import { keepSubmissions, SubmissionTaken, type KeptAnswer } from "../../http/idempotent-submissions";
import { queueMails } from "../../mail/outbox";
import type { MailSource } from "../effects";
import { getMailSettings } from "../settings/mail-settings";

/** The subject the volunteering form files its offers under, in either language (client/src/features/volunteer/texts.ts). */
const VOLUNTEER_SUBJECTS = new Set(["Volunteering", "Bénévolat"]);

/** A visitor's message as the form sent it, with its try's key and answer when the form gave a key. */
export type ContactSubmission = { input: InsertContact; answer?: KeptAnswer };

/**
 * Files visitors' messages with status `new`, and in the same transaction the staff's notification
 * of each (once per message) and each try's key with its answer: one transaction for the batch, a
 * statement per table (server/db/group-commit.ts gathers the batches). A message whose key another
 * try filed first is not written; its outcome is SubmissionTaken, answered with the first's answer.
 * The caller wakes the mail sender once it is committed.
 */
export async function fileContacts(db: Db, submissions: readonly ContactSubmission[], mail: MailSource): Promise<Outcome<Contact>[]> {
  return db.transaction(async (tx) => {
    const keyed = submissions.flatMap((s, i) => (s.answer ? [{ i, answer: s.answer }] : []));
    const keptKeys = await keepSubmissions(tx, keyed.map((k) => k.answer));
    const taken = new Set(keyed.filter((_, n) => !keptKeys[n]).map((k) => k.i));
    // Ids given here, so that each row returned is known by its id rather than by its place.
    const filing = submissions.flatMap((s, i) => (taken.has(i) ? [] : [{ i, row: { ...s.input, id: randomUUID() } }]));
    const rows = filing.length > 0 ? await tx.insert(contacts).values(filing.map((f) => f.row)).returning() : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const staff = await getMailSettings(tx, mail.contactEmail);
    await queueMails(
      tx,
      rows.map((row) => ({
        key: `contact-staff:${row.id}`,
        template: "staff-contact" as const,
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
      })),
    );
    const filed = new Map(filing.map((f) => [f.i, byId.get(f.row.id)]));
    return submissions.map((_, i): Outcome<Contact> => {
      if (taken.has(i)) return { ok: false, error: new SubmissionTaken() };
      const row = filed.get(i);
      return row ? { ok: true, value: row } : { ok: false, error: new Error("insert returned no row") };
    });
  });
}
