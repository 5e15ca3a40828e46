/**
 * Membership applications: the person, the category, the dues and their state.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { members } from "./members";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { emailRule, name } from "../public-forms";
import { timestamps } from "./columns";
import { currencyEnum, donationStatusEnum, languageEnum, membershipCategoryEnum, membershipStatusEnum } from "./enums";

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The person (one per e-mail address): their years paid are theirs, whichever application paid them. */
    memberId: uuid("member_id").references(() => members.id, { onDelete: "set null" }),
    /**
     * The years its member paid, ascending: a copy of membership_years that the database keeps
     * (triggers of migration 0017, at each year paid, unpaid or moved, and when the application
     * gets its member), so that the lists' filters by year and standing read the row itself
     * (docs/decisions/013-members-and-years.md). membership_years stays the record; nothing
     * else writes this.
     */
    memberPaidYears: integer("member_paid_years").array().notNull().default(sql`'{}'::integer[]`),
    /**
     * How its dues were paid, each way once, sorted: the operator (`mtn`, `moov`, `celtiis`) of a
     * mobile-money payment, else the method (`card`, `cash`…), over the successful payments of
     * the application and of its member's years. A copy the database keeps (triggers of migration
     * 0038, at each payment written and each year moved), so that the list's filter by operator
     * reads the row (docs/decisions/035-dues-channels-on-the-row.md). The payments stay the
     * record; nothing else writes this.
     */
    duesChannels: text("dues_channels").array().notNull().default(sql`'{}'::text[]`),
    fullName: text("full_name").notNull(),
    /** Null for a walk-in staff added without one (its member's, members.ts). */
    email: text("email"),
    /** The country as the person wrote it (or its name, when a list gave its code). */
    country: text("country").notNull(),
    /** The same country's ISO code (shared/countries.ts), null when the text names none: what filters and figures count by. */
    countryCode: text("country_code"),
    category: membershipCategoryEnum("category").notNull().default("adherent_individual"),
    status: membershipStatusEnum("status").notNull().default("pending"),
    duesCurrency: currencyEnum("dues_currency").notNull().default("XOF"),
    /** Minor units of duesCurrency; 0 for the categories that pay nothing online. */
    duesAmount: integer("dues_amount").notNull().default(0),
    consent: boolean("consent").notNull().default(false),
    language: languageEnum("language").notNull().default("en"),
    /** Where the online payment of the dues stands (pending until the provider confirms). */
    paymentStatus: donationStatusEnum("payment_status").notNull().default("pending"),
    /** When the provider's event that set paymentStatus happened (older events are ignored). */
    paymentStatusAt: timestamp("payment_status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The membership year the dues cover: set at application (the payer may choose the next one in December), kept when paid. */
    membershipYear: integer("membership_year"),
    /** Raised by each administrator's change: a save based on an older copy is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("memberships_status_created_idx").on(t.status, t.createdAt),
    // The list's order (newest first, id to break ties), the CSV export's keyset batches, the dashboard's latest.
    index("memberships_created_idx").on(t.createdAt, t.id),
    index("memberships_country_code_idx").on(t.countryCode),
    index("memberships_member_idx").on(t.memberId),
    // The list's search (`q`: ILIKE '%text%' on the name or the e-mail) read through trigrams
    // (pg_trgm, migration 0037) rather than every row's name and address lower-cased at each request.
    index("memberships_name_trgm_idx").using("gin", t.fullName.op("gin_trgm_ops")),
    index("memberships_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
  ],
);
export type Membership = typeof memberships.$inferSelect;


/** What the administrator may change on a membership. */
export const patchMembershipSchema = createInsertSchema(memberships)
  .pick({ fullName: true, email: true, country: true, category: true, status: true, language: true })
  // The application's rules (zod/mini, which drizzle-zod's refinements do not take), in place.
  // The e-mail may stay empty: a walk-in staff added without one (null, nothing mailed).
  .extend({ fullName: name(120), email: z.union([emailRule, z.literal("").transform(() => null)]).nullable(), country: name(80) })
  .partial()
  .extend({ version: z.number().int().positive().optional() })
  .strict();
export type PatchMembership = z.infer<typeof patchMembershipSchema>;
