/**
 * Newsletter subscriptions.
 */
import { pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { languageEnum } from "./enums";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  language: languageEnum("language").notNull().default("en"),
  createdAt: timestamps.createdAt,
});
