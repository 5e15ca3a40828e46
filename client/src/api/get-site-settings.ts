import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteSettings } from "@shared/admin";
import { apiPaths } from "@shared/paths";

/**
 * GET /api/site-settings: the dues in force and the date of the next general assembly, which the
 * administrators revise (/join and /statutes show them; both pages load them before rendering).
 */
export const getSiteSettingsQueryOptions = () => queryOptions<SiteSettings>({ queryKey: [apiPaths.siteSettings] });

export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions());
