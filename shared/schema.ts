/**
 * The data of the site (docs/rules.md R5) and the rules of its forms (R19–R20).
 *
 * Each table has its drizzle-zod schemas beside it; the server validates requests and
 * the forms resolve with the same schemas. Money columns are integers in the currency's
 * minor unit (docs/rules.md R2): see shared/money.ts.
 *
 * One file per area under shared/schema/; this file gathers them, so that the server, the
 * client and drizzle-kit (drizzle.config.ts) import the data from one place.
 */
export * from "./domain";
// The public forms' rules, without drizzle so that a form page loads little (decision 008).
export * from "./public-forms";

export * from "./schema/enums";
export type { LocalizedText } from "./schema/columns";
export * from "./schema/auth";
export * from "./schema/two-factor";
export * from "./schema/account-links";
export * from "./schema/audit";
export * from "./schema/members";
export * from "./schema/memberships";
export * from "./schema/donations";
export * from "./schema/payments";
export * from "./schema/receipts";
export * from "./schema/images";
export * from "./schema/content";
export * from "./schema/contacts";
export * from "./schema/newsletter";
export * from "./schema/mail";
export * from "./schema/privacy";
