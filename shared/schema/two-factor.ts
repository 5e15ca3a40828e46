/**
 * Two-factor sign-in of administrators (docs/decisions/027-two-factor-sign-in.md): an authenticator
 * app's secret per administrator and their recovery codes. Beside `users` rather than in it, so
 * that an account without two-factor has no row at all.
 */
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The TOTP secret, encrypted (AES-256-GCM under a key derived from the session secret); never sent after set-up. */
  secret: text("secret").notNull(),
  /** Null while being set up (the app's first code not yet given): sign-in does not ask for it then. */
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is accepted once, an older one never. */
  lastStep: integer("last_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type TwoFactor = typeof twoFactor.$inferSelect;

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the code (server/auth/two-factor.ts): 60 random bits, so a slow hash adds nothing. */
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);
