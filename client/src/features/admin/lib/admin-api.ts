/**
 * The administration's calls: every path comes from shared/paths (apiPaths.admin), every answer
 * type from shared/admin. Each call names the page's language (`?lang=`) so that the server's
 * messages come back in it, and a 401 — the session ended while the tab was open — brings the
 * sign-in form back (see session.ts).
 */
import { queryOptions, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { Language } from "@shared/domain";
import { withQuery } from "@shared/paths";
import { ApiError } from "@/lib/api";
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

/** fetch, with a request that never got an answer from the site turned into an UnreachableError. */
async function reach(url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new UnreachableError(isOffline());
  }
  const json = (res.headers.get("Content-Type") ?? "").includes("application/json");
  // The site always answers its API in JSON: anything else came from something in between.
  if (!json && res.status !== 204 && (res.ok || res.status >= 502)) throw new UnreachableError(isOffline());
  return res;
}

async function send(method: string, url: string, body?: unknown, options: { on401?: "sessionEnded" | "throw" } = {}): Promise<unknown> {
  const res = await reach(url, {
    method,
    credentials: "include",
    headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && options.on401 !== "throw") markSessionEnded();
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res.status === 204 ? null : ((await res.json()) as unknown);
}

/** GET a JSON answer of the admin API. */
export const adminGet = <T,>(path: string, lang: Language, query: Query = {}) => send("GET", adminUrl(path, lang, query)) as Promise<T>;

/** Who is signed in, or null: a 401 here is an answer, not a session that ended under the tab. */
export async function getSession<T>(path: string, lang: Language): Promise<T | null> {
  try {
    return (await send("GET", adminUrl(path, lang), undefined, { on401: "throw" })) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** POST/PUT/DELETE on the admin API (the browser adds the Origin the server checks). */
export const adminSend = <T,>(method: "POST" | "PUT" | "DELETE", path: string, lang: Language, body?: unknown) =>
  send(method, adminUrl(path, lang), body) as Promise<T>;

/** POST a file as the raw body, with its own type (an image upload): JSON answer. */
export async function adminUpload<T>(path: string, lang: Language, file: Blob): Promise<T> {
  const res = await reach(adminUrl(path, lang), {
    method: "POST",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": file.type },
    body: file,
  });
  if (res.status === 401) markSessionEnded();
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as T;
}

/** Signing in: its 401 means wrong credentials, not a session that ended. */
export const postSignIn = <T,>(path: string, lang: Language, body: unknown) =>
  send("POST", adminUrl(path, lang), body, { on401: "throw" }) as Promise<T>;

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

/** The server's message for each field of a refused form (`[{ path, message }]`). */
export const fieldMessages = (error: unknown): { path: string; message: string }[] =>
  error instanceof ApiError ? (error.body?.errors ?? []) : [];

export { ApiError };
