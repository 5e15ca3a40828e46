/**
 * The convocations sent, and what became of their mails: counted from the outbox rows whose key
 * names the convocation (`convocation:<id>:<member>`, shared/voters.ts), so the counts are the
 * mails' own state — sent, waiting (new, being sent, or to be tried again), failed.
 */
import { desc, eq, sql } from "drizzle-orm";
import { convocations, members, outbox, type Convocation } from "../../../shared/schema";
import type { ConvocationItem, ConvocationRecipient, MailCounts } from "../../../shared/voters";
import type { Db } from "../../db";
import { byName } from "../../../shared/name-order";

const noMail: MailCounts = { sent: 0, waiting: 0, failed: 0 };

const item = (row: Convocation, mails: MailCounts): ConvocationItem => ({
  id: row.id,
  year: row.year,
  heldAt: row.heldAt.toISOString(),
  place: row.place,
  agenda: { en: row.agendaEn, fr: row.agendaFr },
  sentByName: row.sentByName,
  recipients: row.recipients,
  createdAt: row.createdAt.toISOString(),
  mails,
});

/** The mails of every convocation, counted by state in one pass over the convocations' outbox rows. */
async function mailCounts(db: Db): Promise<Map<string, MailCounts>> {
  const rows = await db
    .select({
      convocationId: sql<string>`split_part(${outbox.key}, ':', 2)`,
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      waiting: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'sending'))::int`,
    })
    .from(outbox)
    .where(sql`${outbox.key} like 'convocation:%'`)
    .groupBy(sql`split_part(${outbox.key}, ':', 2)`);
  return new Map(rows.map(({ convocationId, ...counts }) => [convocationId, counts]));
}

/** Every convocation sent, newest first, with its mails' counts. */
export async function listConvocations(db: Db): Promise<ConvocationItem[]> {
  const [rows, counts] = await Promise.all([db.select().from(convocations).orderBy(desc(convocations.createdAt)), mailCounts(db)]);
  return rows.map((row) => item(row, counts.get(row.id) ?? noMail));
}

/** One convocation and each recipient with their mail's state, by name; null when there is none of that id. */
export async function getConvocation(db: Db, id: string): Promise<{ convocation: ConvocationItem; recipients: ConvocationRecipient[] } | null> {
  const [row] = await db.select().from(convocations).where(eq(convocations.id, id)).limit(1);
  if (!row) return null;
  const mails = await db
    .select({
      memberId: members.id,
      fullName: members.fullName,
      email: sql<string>`${outbox.recipients}[1]`,
      language: outbox.language,
      status: outbox.status,
      sentAt: outbox.sentAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .innerJoin(members, sql`${members.id} = split_part(${outbox.key}, ':', 3)::uuid`)
    .where(sql`${outbox.key} like ${`convocation:${row.id}:%`}`);
  const recipients = byName(mails).map((mail) => ({ ...mail, sentAt: mail.sentAt?.toISOString() ?? null }));
  const counts = { ...noMail };
  for (const mail of recipients) {
    if (mail.status === "sent") counts.sent += 1;
    else if (mail.status === "failed") counts.failed += 1;
    else counts.waiting += 1;
  }
  return { convocation: item(row, counts), recipients };
}
