/**
 * The voters of a general assembly (shared/voters.ts): one page of the members paid for a year,
 * by name (GET /api/admin/voters?year=&page=), as the server pages it; every voter's name for the
 * attendance sheet (GET /api/admin/voters/sheet?year=), read only when staff ask to print it; and
 * the address of the whole list as CSV.
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { votersApiPaths, type VotersResponse, type VotersSheetResponse } from "@shared/voters";
import { adminQuery, adminUrl, useAdminApi } from "../../lib/admin-api";

/** One page of the voters of `year` (the server's page size); the page on screen stays while the next one loads. */
export function useVoters(year: number, page: number) {
  const { lang } = useAdminApi();
  return useQuery({ ...adminQuery<VotersResponse>(votersApiPaths.voters, lang, { year, page }), placeholderData: keepPreviousData });
}

/** Reads every voter's name of a year, as the database holds them at the moment staff press Print. */
export function useVotersSheet() {
  const { lang, queryClient } = useAdminApi();
  return useMutation({
    mutationFn: (year: number) => queryClient.fetchQuery(adminQuery<VotersSheetResponse>(votersApiPaths.votersSheet, lang, { year })),
    networkMode: "always",
  });
}

/** The voters of `year` as CSV, its headings in the admin's language. */
export const votersCsvUrl = (lang: Language, year: number) => adminUrl(votersApiPaths.votersCsv, lang, { year });
