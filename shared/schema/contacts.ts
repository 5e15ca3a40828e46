/**
 * Messages written from the contact page, and the replies the staff sent from the admin.
 */
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { text as multiline } from "../public-forms";
import { users } from "./auth";
import { timestamps } from "./columns";
import { contactStatusEnum, languageEnum } from "./enums";
import { outbox } from "./mail";

export const contacts = pgTable(
  "contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    language: languageEnum("language").notNull().default("en"),
    status: contactStatusEnum("status").notNull().default("new"),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("contacts_created_idx").on(t.createdAt),
    index("contacts_status_created_idx").on(t.status, t.createdAt),
  ],
);
export type Contact = typeof contacts.$inferSelect;


/** What the administrator may change on a message: its status (read, replied). */
export const patchContactSchema = createInsertSchema(contacts)
  .pick({ status: true })
  .extend({ version: z.number().int().positive().optional() })
  .strict();
export type PatchContact = z.infer<typeof patchContactSchema>;


/**
 * A reply the staff wrote to a visitor's message from the admin and the site sent (one outbox mail
 * each). `idempotency_key` comes from the reply form: a double-click, or a retry of a request whose
 * answer was lost, files one reply and sends one mail.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Who wrote it; kept by name when the account is gone. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    createdAt: timestamps.createdAt,
  },
  (t) => [index("contact_replies_contact_idx").on(t.contactId, t.createdAt)],
);
export type ContactReply = typeof contactReplies.$inferSelect;

/** The longest reply the form accepts (a long letter; a mail, not a document). */
export const REPLY_MAX_LENGTH = 10_000;

/** What the reply form sends: the text, and the key that makes a repeated send one reply. */
export const contactReplyInputSchema = z
  .object({ body: multiline(REPLY_MAX_LENGTH), idempotencyKey: z.uuid() })
  .strict();
export type ContactReplyInput = z.infer<typeof contactReplyInputSchema>;
