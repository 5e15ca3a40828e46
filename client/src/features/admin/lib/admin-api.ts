/**
 * The administration's calls: every path comes from shared/paths (apiPaths.admin), every answer
 * type from shared/admin. Each call names the page's language (`?lang=`) so that the server's
 * messages come back in it, and a 401 — the session ended while the tab was open — brings the
 * sign-in form back (see session.ts).
 */
import { queryOptions, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { withQuery } from "@shared/paths";
import type { FieldError } from "@shared/validation";
import { ApiError, send, throwIfNotOk } from "@/lib/api";
import { useI18n } from "@/i18n";
import { markSessionEnded } from "./session-events";

type Query = Record<string, string | number | undefined | null>;

/** The first part of every admin query's key: all of them are dropped at sign-out. */
export const ADMIN_KEY = "admin";

/** The address of a call in the admin's language. */
export const adminUrl = (path: string, lang: Language, query: Query = {}) => withQuery(path, { ...query, lang });

/**
 * The request did not reach the site, or what answered was not the site: no network, a captive
 * portal's page, a proxy's or a deploy's 502/503/504. The change was not made; trying again is safe.
 */
export class UnreachableError extends Error {
  constructor(readonly offline: boolean) {
    super(offline ? "offline" : "server unreachable");
    this.name = "UnreachableError";
  }
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * A call of the admin API through the site's one fetch (lib/api.ts): a request that never got an
 * answer from the site is an UnreachableError, a 401 ends the session on screen.
 */
async function call(method: string, url: string, body?: unknown, options: { on401?: "sessionEnded" | "throw" } = {}): Promise<Response> {
  let res: Response;
  try {
    res = await send(method, url, body);
  } catch {
    throw new UnreachableError(isOffline());
  }
  // The site always answers its API in JSON: anything else came from something in between.
  const fromSite = (res.headers.get("Content-Type") ?? "").includes("application/json");
  if (!fromSite && res.status !== 204 && (res.ok || res.status >= 502)) throw new UnreachableError(isOffline());
  if (res.status === 401 && options.on401 !== "throw") markSessionEnded();
  await throwIfNotOk(res);
  return res;
}

/** A call whose answer is JSON (or nothing: 204). */
const json = async (res: Promise<Response>) => {
  const answer = await res;
  return answer.status === 204 ? null : ((await answer.json()) as unknown);
};

/** GET a JSON answer of the admin API. */
export const adminGet = <T,>(path: string, lang: Language, query: Query = {}) => json(call("GET", adminUrl(path, lang, query))) as Promise<T>;

/** Who is signed in, or null: a 401 here is an answer, not a session that ended under the tab. */
export async function getSession<T>(path: string, lang: Language): Promise<T | null> {
  try {
    return (await json(call("GET", adminUrl(path, lang), undefined, { on401: "throw" }))) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST/PUT/DELETE on the admin API (the browser adds the Origin the server checks). */
export const adminSend = <T,>(method: "POST" | "PUT" | "DELETE", path: string, lang: Language, body?: unknown) =>
  json(call(method, adminUrl(path, lang), body)) as Promise<T>;

/** POST a file as the raw body, with its own type (an image upload): JSON answer. */
export const adminUpload = <T,>(path: string, lang: Language, file: Blob) => json(call("POST", adminUrl(path, lang), file)) as Promise<T>;

/** Signing in: its 401 means wrong credentials, not a session that ended. */
export const postSignIn = <T,>(path: string, lang: Language, body: unknown) =>
  json(call("POST", adminUrl(path, lang), body, { on401: "throw" })) as Promise<T>;

/**
 * Query options of an admin list or document: keyed by its path and query (so every filter and
 * page is its own entry), read in the admin's language.
 */
export const adminQuery = <T,>(path: string, lang: Language, query: Query = {}) =>
  queryOptions<T>({
    queryKey: [ADMIN_KEY, path, query] as QueryKey,
    queryFn: () => adminGet<T>(path, lang, query),
    // A list shows what the database holds now: re-read when opened again (the specification's
    // "data never stale" is for the public pages).
    staleTime: 0,
  });

/** The admin's language, and a way to reload every query under a path (after a change). */
export function useAdminApi() {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const reload = (...paths: string[]) =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, path] })));
  return { lang, reload, queryClient };
}

/** The message the server sent with an error, when it sent one. */
export const serverMessage = (error: unknown): string | null => (error instanceof ApiError ? (error.body?.message ?? null) : null);

/** The server's refusal of each field of a refused form (`[{ path, message, code }]`). */
export const fieldMessages = (error: unknown): FieldError[] =>
  error instanceof ApiError ? (error.body?.errors ?? []) : [];

export { ApiError };
