/**
 * Whether an administrator must set two-factor up before using the administration: it is required
 * for everyone (a setting) and theirs is not on. As an SQL expression, so that the session's own
 * lookup (sessions.ts) answers it in the same statement: the admin's guard asks it on every request.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { settings, twoFactor } from "../../shared/schema";

/** The setting that requires two-factor sign-in of every administrator ("true" when it does). */
export const TWO_FACTOR_REQUIRED_KEY = "two_factor_required";

/** True when two-factor is required for everyone and the administrator `userId` names has not turned it on. */
export const twoFactorSetUpDue = (userId: PgColumn | SQL): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${settings} where ${settings.key} = ${TWO_FACTOR_REQUIRED_KEY} and ${settings.value} = 'true')
    and not exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${userId} and ${twoFactor.enabledAt} is not null))`;
