import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RenewalResponse } from "@shared/renewals";
import { apiPaths, withQuery } from "@shared/paths";
import { getJson } from "@/lib/api";

/**
 * GET /api/renewals/:yearId?t= — a year asked of a member, through the private link of their
 * renewal mail (404: no such year; 403: the link's token is not its own). Read in the browser: the
 * token is in the page's query, which the server's render does not load.
 */
export const getRenewalQueryOptions = (yearId: string, token: string) =>
  queryOptions({
    queryKey: [apiPaths.renewal(yearId), token],
    queryFn: async () => (await getJson(withQuery(apiPaths.renewal(yearId), { t: token }))) as RenewalResponse,
    retry: false,
  });

export const useRenewal = (yearId: string, token: string) => useQuery({ ...getRenewalQueryOptions(yearId, token), enabled: token !== "" });
