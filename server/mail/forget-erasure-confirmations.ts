/**
 * The erasure's confirmation is the one mail an erasure leaves addressed to the person
 * (services/privacy/complete-privacy-request.ts): once it has left, the site keeps neither its
 * address nor its file. Run after each round of sending (server/site-jobs.ts); a round that stops
 * half-way is finished by the next (the file goes first, then the address).
 *
 * In the address's place it keeps a placeholder made of the address's keyed hash (the server's
 * secret; never deliverable, `.invalid`): the person's private link, followed again, can still say
 * their data was erased (routes/privacy-requests.ts) without the site holding the address.
 */
import { and, eq, sql } from "drizzle-orm";
import { outbox } from "../../shared/schema";
import type { Db } from "../db";
import { mailboxKey } from "../lib/mailbox";
import type { MailFiles } from "./mail-files";

/** What a sent confirmation keeps in place of `address`. */
export const erasedMarker = (secret: string, address: string) => `erased+${mailboxKey(secret, "erased", address)}@invalid`;

/** Forgets the confirmations sent; answers how many. */
export async function forgetErasureConfirmations(db: Pick<Db, "select" | "update">, files: MailFiles, now: Date, secret: string, batch = 100): Promise<number> {
  const sent = await db
    .select({ id: outbox.id, recipients: outbox.recipients })
    .from(outbox)
    .where(and(eq(outbox.template, "privacy-erased"), eq(outbox.status, "sent"), sql`not (${outbox.recipients}[1] like 'erased+%@invalid')`))
    .limit(batch);
  if (sent.length === 0) return 0;
  await files.forget(sent.map((mail) => mail.id));
  for (const mail of sent)
    await db
      .update(outbox)
      .set({ recipients: mail.recipients.map((address) => erasedMarker(secret, address)), updatedAt: now })
      .where(eq(outbox.id, mail.id));
  return sent.length;
}

/** Whether an erasure's confirmation was sent to `address` and forgotten since. */
export async function erasureConfirmedTo(db: Pick<Db, "select">, secret: string, address: string): Promise<boolean> {
  const marker = erasedMarker(secret, address);
  const [found] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.template, "privacy-erased"), sql`${outbox.recipients}[1] = ${marker}`))
    .limit(1);
  return found !== undefined;
}
