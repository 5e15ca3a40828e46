import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgramDetail, ProgramSummary } from "@shared/api-types";
import { apiPaths } from "@shared/paths";

export const getProgramsQueryOptions = () =>
  queryOptions<ProgramSummary[]>({ queryKey: [apiPaths.programs] });

export const usePrograms = () => useQuery(getProgramsQueryOptions());

/** One program by slug; null when there is none (the page answers 404). */
export const getProgramQueryOptions = (slug: string) =>
  queryOptions<ProgramDetail | null>({
    queryKey: [apiPaths.programs, encodeURIComponent(slug)],
    meta: { on404: "returnNull" },
  });

export const useProgram = (slug: string) => useQuery(getProgramQueryOptions(slug));
