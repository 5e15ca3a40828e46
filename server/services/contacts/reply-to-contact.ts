import { asc, eq, sql } from "drizzle-orm";
import type { ContactReplyItem } from "../../../shared/admin";
import { contactReplies, contacts, outbox, type Contact, type ContactReplyInput } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";

type Reader = Pick<Db, "select">;

/** The replies of a message (or one reply), with what became of each one's mail. */
function selectReplies(db: Reader) {
  return db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      authorName: contactReplies.authorName,
      createdAt: contactReplies.createdAt,
      mailStatus: outbox.status,
      mailSentAt: outbox.sentAt,
    })
    .from(contactReplies)
    .leftJoin(outbox, eq(outbox.id, contactReplies.outboxId));
}

type ReplyRow = Awaited<ReturnType<ReturnType<typeof selectReplies>["where"]>>[number];

const toItem = (row: ReplyRow): ContactReplyItem => ({
  id: row.id,
  body: row.body,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
  mail: row.mailStatus ? { status: row.mailStatus, sentAt: row.mailSentAt?.toISOString() ?? null } : null,
});

/** A message and the replies sent to it, oldest first; null when there is no such message. */
export async function getContactWithReplies(db: Db, id: string): Promise<{ contact: Contact; replies: ContactReplyItem[] } | null> {
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
  if (!contact) return null;
  const rows = await selectReplies(db).where(eq(contactReplies.contactId, id)).orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { contact, replies: rows.map(toItem) };
}

export type ReplyResult =
  | { kind: "notFound" }
  /** The form's key names a reply to another message: a client's mistake, never a second mail. */
  | { kind: "keyReused" }
  | { kind: "sent"; reply: ContactReplyItem; contact: Contact; effects: Effect[] };

/**
 * Files the staff's reply to a message and, in the same transaction, its mail to the sender (in the
 * sender's language, threaded under the message: server/mail/templates.ts), marks the message
 * replied and records it in the audit log. A repeat of the same form's send (same idempotency key)
 * answers the reply already filed and sends nothing more.
 */
export async function replyToContact(db: Db, actor: Actor, contactId: string, input: ContactReplyInput): Promise<ReplyResult> {
  return db.transaction(async (tx) => {
    // The message's row lock orders two sends of one form: the second finds the first's reply.
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for("update").limit(1);
    if (!current) return { kind: "notFound" };
    const [earlier] = await tx.select().from(contactReplies).where(eq(contactReplies.idempotencyKey, input.idempotencyKey)).limit(1);
    if (earlier) {
      if (earlier.contactId !== contactId) return { kind: "keyReused" };
      const [row] = await selectReplies(tx).where(eq(contactReplies.id, earlier.id));
      return { kind: "sent", reply: toItem(row!), contact: current, effects: [] };
    }

    const [reply] = await tx
      .insert(contactReplies)
      .values({ contactId, body: input.body, authorId: actor.userId, authorName: actor.username, idempotencyKey: input.idempotencyKey })
      .returning();
    const outboxId = await queueMail(tx, {
      key: `contact-reply:${reply!.id}`,
      template: "contact-reply",
      to: [current.email],
      language: current.language,
      data: {
        contactId,
        name: current.name,
        subject: current.subject,
        message: current.message,
        receivedAt: current.createdAt.toISOString(),
        body: input.body,
      },
    });
    await tx.update(contactReplies).set({ outboxId }).where(eq(contactReplies.id, reply!.id));
    const [contact] =
      current.status === "replied"
        ? [current]
        : await tx.update(contacts).set({ status: "replied", version: sql`${contacts.version} + 1` }).where(eq(contacts.id, contactId)).returning();
    await recordChange(tx, actor, {
      action: "contact.reply",
      entity: "contact",
      entityId: contactId,
      label: `${current.name}: ${current.subject}`,
      details: { name: current.name, email: current.email, subject: current.subject },
      ...(current.status === "replied" ? {} : { changes: { status: { from: current.status, to: "replied" } } }),
    });
    const [row] = await selectReplies(tx).where(eq(contactReplies.id, reply!.id));
    return { kind: "sent", reply: toItem(row!), contact: contact!, effects: ["mail-queued"] };
  });
}
