/**
 * The administrators, their sessions, the rate limits' counters and the server's own settings.
 */
import { sql } from "drizzle-orm";
import { index, integer, json, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { adminRoleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** From a plain set (shared/admin.ts, USERNAME); one without regard to case: the index below. */
    username: text("username").notNull().unique(),
    /** scrypt hash (server/auth/password.ts), never the password itself. */
    passwordHash: text("password_hash").notNull(),
    /** What the person may open (shared/roles.ts); those made before roles existed have full rights. */
    role: adminRoleEnum("role").notNull().default("full"),
    /**
     * Where a forgotten password's link goes (shared/account-links.ts). Null only for an account
     * made before addresses were kept: its holder is asked for one at their next sign-in.
     */
    email: text("email"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`), uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);
export type User = typeof users.$inferSelect;
export type PublicUser = Pick<User, "id" | "username" | "role">;

export { loginSchema, type LoginInput } from "../sign-in";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the token held by the cookie: a leaked table opens no session. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session's absolute end (12 hours after sign-in), whatever its use. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Its last use: it ends after 30 minutes without one (server/auth/sessions.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
export type Session = typeof sessions.$inferSelect;

/**
 * Counters of rate limits (sign-in per account and per client, public forms), kept in the
 * database so that several server processes share them.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * One public form's submission per idempotency key (server/http/idempotent-submissions.ts): the
 * key is made when the form opens and sent with each try; it is written in the transaction that
 * writes its record, with the answer, and a repeat gets that answer. `status` is null only in a
 * claim left by the code before (taken over by the next try); `request_hash` tells a key reused for
 * another submission. Kept a day (the jobs' sweep).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    route: text("route").notNull(),
    key: uuid("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    /** json, not jsonb: the answer is replayed as it was, its keys in their order. */
    response: json("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.route, t.key] }), index("form_submissions_created_idx").on(t.createdAt)],
);

/** Settings the server keeps for itself, e.g. the generated session secret. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamps.updatedAt,
});
