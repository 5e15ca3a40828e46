/**
 * The erasure's confirmation is the one mail an erasure leaves addressed to the person
 * (services/privacy/complete-privacy-request.ts): once it has left, the site keeps neither its
 * address nor its file. Run after each round of sending (jobs/site-jobs.ts); a round that stops
 * half-way is finished by the next (the file goes first, then the address).
 */
import { and, eq, sql } from "drizzle-orm";
import { erasedAddress } from "../../shared/privacy";
import { outbox } from "../../shared/schema";
import type { Db } from "../db";
import type { MailFiles } from "./mail-files";

/** Forgets the confirmations sent; answers how many. */
export async function forgetErasureConfirmations(db: Pick<Db, "select" | "update">, files: MailFiles, now: Date, batch = 100): Promise<number> {
  const sent = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.template, "privacy-erased"), eq(outbox.status, "sent"), sql`not (${outbox.recipients}[1] like 'erased+%@invalid')`))
    .limit(batch);
  if (sent.length === 0) return 0;
  await files.forget(sent.map((mail) => mail.id));
  for (const mail of sent) await db.update(outbox).set({ recipients: [erasedAddress(mail.id)], updatedAt: now }).where(eq(outbox.id, mail.id));
  return sent.length;
}
