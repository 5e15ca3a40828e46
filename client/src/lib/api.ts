/**
 * Calls to the API (docs/rules.md R18), public pages and administration alike: credentials
 * included, JSON only when there is a payload, and any failure becomes an error whose message is
 * "<status>: <body>". The admin adds its language, what counts as the site unreachable and its
 * session's end (features/admin/lib/admin-api.ts).
 */
import type { ApiError as ApiErrorBody } from "@shared/api-types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
  }

  /** The JSON error body, when the server sent one. */
  get body(): ApiErrorBody | null {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === "object" && "message" in parsed ? (parsed as ApiErrorBody) : null;
    } catch {
      return null;
    }
  }
}

/**
 * The one fetch of the API: credentials included, a payload sent as JSON (a file as it is, with
 * its own type); the response as it came.
 */
export function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const file = body instanceof Blob;
  return fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": file ? body.type : "application/json" },
    body: body === undefined || file ? body : JSON.stringify(body),
    credentials: "include",
  });
}

/** Throws the ApiError of a refused request. */
export async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown, headers?: Record<string, string>): Promise<Response> {
  const res = await send(method, url, data, headers);
  await throwIfNotOk(res);
  return res;
}

export type On401 = "returnNull" | "throw";

/** GET a JSON document; 401 (and, when asked, 404) may give null instead of an error. */
export async function getJson(url: string, options: { on401?: On401; on404?: "returnNull" | "throw" } = {}) {
  const res = await send("GET", url);
  if (options.on401 === "returnNull" && res.status === 401) return null;
  if (options.on404 === "returnNull" && res.status === 404) return null;
  await throwIfNotOk(res);
  return (await res.json()) as unknown;
}
