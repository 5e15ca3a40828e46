/**
 * Who among the staff is told of new messages, volunteer offers and membership applications, and in
 * which language: kept in the settings table; until an administrator sets them, the site's contact
 * address (CONTACT_EMAIL) in French, the language the foundation works in. The rules are shared with
 * the admin's form (shared/mail.ts).
 */
import { eq, inArray } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { mailSettingsSchema, type MailSettings, type MailSettingsResponse, type PatchMailSettings } from "../../../shared/mail";
import { settings } from "../../../shared/schema";
import type { Db } from "../../db";

const KEYS = { notifyEmails: "notify_emails", staffLanguage: "staff_language" } as const;

export const DEFAULT_STAFF_LANGUAGE: Language = "fr";

/** What the staff set: their addresses (empty when none, or when what is stored no longer reads) and the language. */
async function readStored(db: Pick<Db, "select">): Promise<MailSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [KEYS.notifyEmails, KEYS.staffLanguage]));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const emails = (() => {
    try {
      return mailSettingsSchema.shape.notifyEmails.parse(JSON.parse(stored[KEYS.notifyEmails] ?? "[]"));
    } catch {
      return [];
    }
  })();
  const language = mailSettingsSchema.shape.staffLanguage.safeParse(stored[KEYS.staffLanguage]);
  return { notifyEmails: emails, staffLanguage: language.success ? language.data : DEFAULT_STAFF_LANGUAGE };
}

/** The settings in force, for the senders: `contactEmail` (CONTACT_EMAIL) until staff set addresses of their own. */
export async function getMailSettings(db: Pick<Db, "select">, contactEmail: string): Promise<MailSettings> {
  const stored = await readStored(db);
  return { ...stored, notifyEmails: stored.notifyEmails.length > 0 ? stored.notifyEmails : [contactEmail] };
}

/** The settings as the admin edits them: what the staff set, and the address told when they set none. */
export async function getMailSettingsForAdmin(db: Pick<Db, "select">, contactEmail: string): Promise<MailSettingsResponse> {
  return { ...(await readStored(db)), contactEmail };
}

/** Stores the parts given (no address: back to the contact address); returns what was set before and after (for the audit). */
export async function updateMailSettings(db: Pick<Db, "select" | "insert" | "delete">, patch: PatchMailSettings, contactEmail: string) {
  const before = await getMailSettingsForAdmin(db, contactEmail);
  const values: { key: string; value: string }[] = [];
  // The same address twice would be sent the mail twice.
  const notifyEmails = patch.notifyEmails && [...new Map(patch.notifyEmails.map((email) => [email.toLowerCase(), email])).values()];
  if (notifyEmails?.length === 0) await db.delete(settings).where(eq(settings.key, KEYS.notifyEmails));
  else if (notifyEmails) values.push({ key: KEYS.notifyEmails, value: JSON.stringify(notifyEmails) });
  if (patch.staffLanguage) values.push({ key: KEYS.staffLanguage, value: patch.staffLanguage });
  for (const value of values)
    await db.insert(settings).values(value).onConflictDoUpdate({ target: settings.key, set: { value: value.value, updatedAt: new Date() } });
  const after: MailSettingsResponse = { ...before, ...patch, ...(notifyEmails ? { notifyEmails } : {}) };
  return { before, after };
}
