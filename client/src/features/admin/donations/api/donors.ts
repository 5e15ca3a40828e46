/**
 * The donors (GET /api/admin/donors): one per e-mail address, their gifts received counted and
 * summed per currency, for a year or all years; and the address of their CSV.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DonorsPage } from "@shared/admin";
import type { Language } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

export function useDonors(year: number | undefined, page: number) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<DonorsPage>(apiPaths.admin.donors, lang, { year, page }), placeholderData: keepPreviousData });
}

export const donorsCsvUrl = (year: number | undefined, lang: Language) => adminUrl(apiPaths.admin.donorsCsv, lang, { year });
