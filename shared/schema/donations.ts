/**
 * Gifts: what was given, by whom, for which tier; paid through payments (payments.ts).
 */
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { currencyEnum, donationStatusEnum, impactTierEnum, languageEnum } from "./enums";

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for a gift staff recorded without one (cash at the office): no receipt is mailed, staff print it or send its link. */
    email: text("email"),
    /** The donor's name, given on the donation page or by staff for a gift received offline (optional). */
    donorName: text("donor_name"),
    /**
     * A telephone or WhatsApp number the donor gave on the page, or staff typed for a gift at the
     * office (optional), to send the receipt's link or to thank them.
     */
    phone: text("phone"),
    /**
     * "Give anonymously": the name stays for the receipt and the accounts, but is never shown
     * publicly; staff lists mark the gift anonymous.
     */
    anonymous: boolean("anonymous").notNull().default(false),
    /** Minor units of currency (cents; whole francs for XOF). */
    amount: integer("amount").notNull(),
    currency: currencyEnum("currency").notNull().default("USD"),
    impactTier: impactTierEnum("impact_tier"),
    status: donationStatusEnum("status").notNull().default("pending"),
    language: languageEnum("language").notNull().default("en"),
    /** When the provider's event that set status happened (older events are ignored). */
    statusAt: timestamp("status_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("donations_status_created_idx").on(t.status, t.createdAt),
    // A status and a currency over a period (the list's filters, its totals and days): the gifts of one currency found without reading the others'.
    index("donations_status_currency_created_idx").on(t.status, t.currency, t.createdAt),
    // The list's order (newest first, id to break ties), the CSV export's keyset batches, the dashboard's latest.
    index("donations_created_idx").on(t.createdAt, t.id),
  ],
);
export type Donation = typeof donations.$inferSelect;

/**
 * The count and sum of the gifts per currency and status, kept by the database itself: a trigger
 * on donations changes them in the same statement as the gift (migrations/0029_list_sums.sql), so
 * they cannot disagree with the rows. The donations list's totals and the dashboard read them when
 * nothing is filtered, instead of adding up every gift on every page
 * (docs/decisions/032-sums-kept-by-the-database.md).
 */
export const donationSums = pgTable(
  "donation_sums",
  {
    currency: currencyEnum("currency").notNull(),
    status: donationStatusEnum("status").notNull(),
    count: integer("count").notNull(),
    /** Minor units, as donations.amount; a sum of many gifts may pass 2^31. */
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.status] })],
);
