/**
 * The people who are members, and the years they paid (docs/decisions/013-members-and-years.md).
 *
 * A member is the person (one per e-mail address, compared without case); an application
 * (memberships.ts) is one request to join or rejoin, and belongs to its member. A membership year
 * is a year asked of or paid by a member, with the category and the dues in force that year: it is
 * a payable of the payments room (kind `membership_year`). Whether a member is paid up is derived
 * from the years paid (shared/membership.ts), never stored.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { FOLD_FROM, FOLD_TO } from "../name-order";
import { users } from "./auth";
import { timestamps } from "./columns";
import { currencyEnum, languageEnum, membershipCategoryEnum } from "./enums";
import { payments } from "./payments";

export const members = pgTable(
  "members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    /**
     * The name's place in the lists (shared/name-order.ts): accents and case folded, to be compared
     * byte by byte (`collate "C"`, as its index does). Computed by the database at each write, so
     * that a list is ordered and paged there.
     */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(sql.raw(`lower(translate(full_name, '${FOLD_FROM}', '${FOLD_TO}') collate "C")`)),
    /** Null for a member staff added at the office without one (a walk-in): nothing is mailed to them. */
    email: text("email"),
    country: text("country").notNull(),
    countryCode: text("country_code"),
    /** A telephone number the member gave on their own page (free form, as they write it; optional). */
    phone: text("phone"),
    language: languageEnum("language").notNull().default("en"),
    category: membershipCategoryEnum("category").notNull().default("adherent_individual"),
    consent: boolean("consent").notNull().default(false),
    /** Set when the person's data was erased at their request: the record keeps only what the accounts need. */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("members_email_idx").on(sql`lower(${t.email})`),
    index("members_name_idx").on(t.fullName),
    index("members_name_key_idx").on(sql`${t.nameKey} collate "C"`, t.id),
    // The few people whose data was erased: the lists tell them apart (and the voters leave them
    // out) by a look into this small index, not by reading every member.
    index("members_erased_idx").on(t.id).where(sql`${t.erasedAt} is not null`),
  ],
);
export type Member = typeof members.$inferSelect;

/**
 * A year of a member's membership: asked (a renewal mail sent, its link opened) and, once one of
 * its payments succeeded, paid. One row per member and year.
 */
export const membershipYears = pgTable(
  "membership_years",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    category: membershipCategoryEnum("category").notNull(),
    /** The dues in force for that year when it was asked, minor units of duesCurrency (shared/money.ts). */
    duesAmount: integer("dues_amount").notNull(),
    duesCurrency: currencyEnum("dues_currency").notNull(),
    /** The payment that paid it (an application's, a renewal's, or one staff recorded). */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The renewal mails sent for it, and when its private link was first opened. */
    renewalSentAt: timestamp("renewal_sent_at", { withTimezone: true }),
    linkOpenedAt: timestamp("link_opened_at", { withTimezone: true }),
    /** When the member was told they are no longer paid up, having not paid this year after the grace period. */
    lapseNoticedAt: timestamp("lapse_noticed_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex("membership_years_member_year_idx").on(t.memberId, t.year), index("membership_years_year_idx").on(t.year, t.paidAt)],
);
export type MembershipYear = typeof membershipYears.$inferSelect;

/** What staff note about a member ("called on 3 Dec, pays at the office"). */
export const memberNotes = pgTable(
  "member_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_notes_member_idx").on(t.memberId, t.createdAt)],
);
export type MemberNote = typeof memberNotes.$inferSelect;

/** A general assembly's convocation, sent to the members entitled to vote (each mail in the outbox, key `convocation:<id>:<member>`). */
export const convocations = pgTable("convocations", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The assembly's year: its voters are the members paid up for it. */
  year: integer("year").notNull(),
  /** The day and hour of the assembly, as staff typed them. */
  heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
  place: text("place").notNull(),
  agendaEn: text("agenda_en").notNull(),
  agendaFr: text("agenda_fr").notNull(),
  sentBy: uuid("sent_by").references(() => users.id, { onDelete: "set null" }),
  sentByName: text("sent_by_name").notNull(),
  recipients: integer("recipients").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Convocation = typeof convocations.$inferSelect;
