/**
 * The voters of a general assembly (GET /api/admin/voters?year=, shared/voters.ts): every member
 * paid for that year, by name, read whole (the attendance sheet prints them all); and the address
 * of the same list as CSV.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { votersApiPaths, type VotersResponse } from "@shared/voters";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

export function useVoters(year: number) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<VotersResponse>(votersApiPaths.voters, lang, { year }), placeholderData: keepPreviousData });
}

/** The voters of `year` as CSV, its headings in the admin's language. */
export const votersCsvUrl = (lang: Language, year: number) => adminUrl(votersApiPaths.votersCsv, lang, { year });
