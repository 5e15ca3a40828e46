import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { getJson, type On401 } from "./api";

/** How a query may read its data: the browser fetches; the server reads its own API in-process. */
export type JsonReader = (url: string, options: { on401?: On401; on404?: "returnNull" | "throw" }) => Promise<unknown>;

export type QueryMeta = { on401?: On401; on404?: "returnNull" | "throw" };

/** The default query: GET the query key's parts joined by slashes (`["/api/programs", slug]`). */
export const getQueryFn =
  (read: JsonReader = getJson): QueryFunction =>
  ({ queryKey, meta }) =>
    read(queryKey.join("/"), (meta ?? {}) as QueryMeta);

/** The specification's defaults: data never stale, no refetching, no retries. */
export function makeQueryClient(read: JsonReader = getJson) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(read),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
