import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicSiteSettings } from "@shared/admin";
import { apiPaths } from "@shared/paths";

/**
 * GET /api/site-settings: the dues in force and the date of the next general assembly, which the
 * administrators revise (/join and /statutes show them; both pages load them before rendering),
 * and the years dues paid today may pay (the join form's choice in December).
 */
export const getSiteSettingsQueryOptions = () => queryOptions<PublicSiteSettings>({ queryKey: [apiPaths.siteSettings] });

export const useSiteSettings = () => useQuery(getSiteSettingsQueryOptions());
