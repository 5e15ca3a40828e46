/**
 * The database enums of the values shared/domain.ts lists.
 */
import { pgEnum } from "drizzle-orm/pg-core";
import { roles } from "../roles";
import { contactStatuses, currencies, donationStatuses, eventKinds, impactTiers, languages, membershipCategories, membershipStatuses, pillars } from "../domain";

export const languageEnum = pgEnum("language", languages);
export const currencyEnum = pgEnum("currency", currencies);
export const impactTierEnum = pgEnum("impact_tier", impactTiers);
export const membershipCategoryEnum = pgEnum("membership_category", membershipCategories);
export const membershipStatusEnum = pgEnum("membership_status", membershipStatuses);
export const donationStatusEnum = pgEnum("donation_status", donationStatuses);
export const contactStatusEnum = pgEnum("contact_status", contactStatuses);
export const pillarEnum = pgEnum("pillar", pillars);
export const eventKindEnum = pgEnum("event_kind", eventKinds);
/** An administrator's role (shared/roles.ts). */
export const adminRoleEnum = pgEnum("admin_role", roles);
