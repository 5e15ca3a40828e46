/**
 * Who among the staff is told of new messages, volunteer offers and membership applications, and in
 * which language: kept in the settings table; until an administrator sets them, the site's contact
 * address (CONTACT_EMAIL) in French, the language the foundation works in.
 */
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { languages, type Language } from "../../../shared/domain";
import { settings } from "../../../shared/schema";
import type { Db } from "../../db";

const KEYS = { notifyEmails: "notify_emails", staffLanguage: "staff_language" } as const;

export const mailSettingsSchema = z
  .object({
    notifyEmails: z.array(z.email().max(254)).min(1).max(10),
    staffLanguage: z.enum(languages),
  })
  .strict();
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const patchMailSettingsSchema = mailSettingsSchema.partial().strict();
export type PatchMailSettings = z.infer<typeof patchMailSettingsSchema>;

export const DEFAULT_STAFF_LANGUAGE: Language = "fr";

/** The settings in force; `contactEmail` (CONTACT_EMAIL) until staff set addresses of their own. */
export async function getMailSettings(db: Pick<Db, "select">, contactEmail: string): Promise<MailSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [KEYS.notifyEmails, KEYS.staffLanguage]));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const emails = (() => {
    try {
      return mailSettingsSchema.shape.notifyEmails.parse(JSON.parse(stored[KEYS.notifyEmails] ?? "null"));
    } catch {
      return [contactEmail];
    }
  })();
  const language = mailSettingsSchema.shape.staffLanguage.safeParse(stored[KEYS.staffLanguage]);
  return { notifyEmails: emails, staffLanguage: language.success ? language.data : DEFAULT_STAFF_LANGUAGE };
}

/** Stores the parts given; returns what was in force before and after (for the audit). */
export async function updateMailSettings(db: Pick<Db, "select" | "insert">, patch: PatchMailSettings, contactEmail: string) {
  const before = await getMailSettings(db, contactEmail);
  const values: { key: string; value: string }[] = [];
  if (patch.notifyEmails) values.push({ key: KEYS.notifyEmails, value: JSON.stringify(patch.notifyEmails) });
  if (patch.staffLanguage) values.push({ key: KEYS.staffLanguage, value: patch.staffLanguage });
  for (const value of values)
    await db.insert(settings).values(value).onConflictDoUpdate({ target: settings.key, set: { value: value.value, updatedAt: new Date() } });
  return { before, after: { ...before, ...patch } };
}
