/**
 * What people ask of the data the site holds about them: a copy, or its erasure
 * (docs/decisions/013-members-and-years.md). Asked from the private link in any mail, completed by staff
 * before `dueAt`.
 */
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { languageEnum } from "./enums";

export const privacyRequestKinds = ["copy", "erasure"] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestKindEnum = pgEnum("privacy_request_kind", privacyRequestKinds);

export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The address the private link was sent to (lower case): what the request covers. */
    email: text("email").notNull(),
    kind: privacyRequestKindEnum("kind").notNull(),
    language: languageEnum("language").notNull().default("en"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day staff must have completed it by. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    completedByName: text("completed_by_name"),
  },
  (t) => [index("privacy_requests_open_idx").on(t.completedAt, t.dueAt), index("privacy_requests_email_idx").on(t.email)],
);
export type PrivacyRequest = typeof privacyRequests.$inferSelect;
