/**
 * What the administrators changed, written with each change (server/services/audit).
 */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import type { LocalizedText } from "./columns";

/**
 * What the administrators changed: who, which record, which fields from what to what, when.
 * Written in the same transaction as the change. Never holds a password or its hash.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once that administrator is removed; `username` keeps who it was. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** What the change names it by (a member's name, a setting), for the list. */
    label: text("label"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
    /**
     * What the audit list needs beyond `label` to write the entry as a sentence in the reader's
     * language (a program's title in both languages, a message's sender and subject). Null on
     * entries written before it was kept: the list then names the record by `label`.
     */
    details: jsonb("details").$type<AuditDetails>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);
export type AuditEntry = typeof auditLog.$inferSelect;
/**
 * An audit entry's record as the list names it (every field optional: what each kind of record has).
 * `erased`: the person's data was erased at their request (docs/rules.md R53); the entry names nobody.
 */
export type AuditDetails = { title?: LocalizedText; name?: string; email?: string; subject?: string; erased?: boolean };
