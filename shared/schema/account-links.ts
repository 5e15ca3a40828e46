/**
 * The one-time links of the administrators' accounts (docs/decisions/026-account-links.md): a
 * forgotten password's link and an invitation. Each table keeps only the SHA-256 of the random
 * token the mail carries, so a copy of the database opens no account; a link is used once.
 */
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { languageEnum } from "./enums";
import { users } from "./auth";

/** A "Forgot your password?" link: an hour, once; a newer one, or its use, ends the others. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When it was used, or replaced by a newer link: a link used once opens nothing again. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);
export type PasswordReset = typeof passwordResets.$inferSelect;

/**
 * An invitation to become an administrator: the name and address an administrator chose, the
 * invitee sets their own password. Pending until accepted, withdrawn or past its days.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    language: languageEnum("language").notNull().default("en"),
    /** Who invited: kept by name when their account is later removed. */
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedByName: text("invited_by_name").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One live invitation per name is kept by the service, under the lock that creates accounts
  // (an index could not tell an invitation past its days from a live one).
  (t) => [index("admin_invitations_username_idx").on(sql`lower(${t.username})`)],
);
export type AdminInvitation = typeof adminInvitations.$inferSelect;
