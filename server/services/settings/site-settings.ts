/**
 * The settings the general assembly revises and the public pages show: the membership dues in
 * force and the date of the next general assembly; and the grace period after the dues' due date
 * during which last year's members stay paid up, and the day from which a new member's first dues
 * pay the next year (shared/membership.ts). Kept in the settings table (one JSON value
 * each); until an administrator changes them, the defaults of docs/rules.md R6–R7.
 */
import { inArray } from "drizzle-orm";
import { siteSettingsSchema, type DuesSettings, type PatchSiteSettings, type SiteSettings } from "../../../shared/admin";
import { defaultNextAgm } from "../../../shared/general-assembly";
import { DEFAULT_GRACE_DAYS, DEFAULT_NEXT_YEAR_FROM } from "../../../shared/membership";
import { defaultDuesAmounts } from "../../../shared/money";
import { settings } from "../../../shared/schema";
import type { Db } from "../../db";
import { PAGES_CHANGED, type Effect } from "../effects";

const KEYS = { dues: "membership_dues", nextAgm: "next_agm", graceDays: "membership_grace_days", nextYearFrom: "membership_next_year_from" } as const;

/**
 * The dues of docs/rules.md R6, and the general assembly in January (R7): the next January at
 * `now`, so that a fresh install never announces one already past.
 */
export const defaultSiteSettings = (now: Date): SiteSettings => ({
  dues: defaultDuesAmounts,
  nextAgm: defaultNextAgm(now),
  graceDays: DEFAULT_GRACE_DAYS,
  nextYearFrom: DEFAULT_NEXT_YEAR_FROM,
});

type Reader = Pick<Db, "select">;

/**
 * The settings in force; a stored value that no longer parses gives way to its default. `now`
 * (the app's clock) decides the default general assembly; readers of the dues alone may omit it.
 */
export async function getSiteSettings(db: Reader, now: Date = new Date()): Promise<SiteSettings> {
  const defaults = defaultSiteSettings(now);
  const rows = await db.select().from(settings).where(inArray(settings.key, Object.values(KEYS)));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const parse = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const raw = stored[KEYS[key]];
    if (raw === undefined) return defaults[key];
    try {
      const value: unknown = key === "nextAgm" || key === "nextYearFrom" ? raw : JSON.parse(raw);
      const result = siteSettingsSchema.shape[key].safeParse(value);
      return result.success ? (result.data as SiteSettings[K]) : defaults[key];
    } catch {
      return defaults[key];
    }
  };
  return { dues: parse("dues"), nextAgm: parse("nextAgm"), graceDays: parse("graceDays"), nextYearFrom: parse("nextYearFrom") };
}

/** Stores the parts given; returns what was in force before and after (for the audit), and its effects to run once committed. */
export async function updateSiteSettings(
  db: Pick<Db, "select" | "insert">,
  patch: PatchSiteSettings,
  now: Date,
): Promise<{ before: SiteSettings; after: SiteSettings; effects: readonly Effect[] }> {
  const before = await getSiteSettings(db, now);
  const values: { key: string; value: string }[] = [];
  if (patch.dues) values.push({ key: KEYS.dues, value: JSON.stringify(patch.dues satisfies DuesSettings) });
  if (patch.nextAgm) values.push({ key: KEYS.nextAgm, value: patch.nextAgm });
  if (patch.graceDays !== undefined) values.push({ key: KEYS.graceDays, value: JSON.stringify(patch.graceDays) });
  if (patch.nextYearFrom) values.push({ key: KEYS.nextYearFrom, value: patch.nextYearFrom });
  for (const value of values)
    await db.insert(settings).values(value).onConflictDoUpdate({ target: settings.key, set: { value: value.value, updatedAt: new Date() } });
  // The dues and the general assembly are on the public pages.
  return { before, after: { ...before, ...patch }, effects: values.length > 0 ? PAGES_CHANGED : [] };
}
