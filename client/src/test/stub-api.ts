/** The network of a page test: JSON answers from a stubbed fetch, with the requests recorded. */
import { vi } from "vitest";

/** A JSON response as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export type Call = { url: string; method: string; body: unknown };

/**
 * Stubs the API: each request gets the first answer whose address it contains (given the request's
 * JSON body and the call itself); the calls are recorded, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answers: [string, (body: Record<string, unknown>, call: Call) => Response][]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const call = { url, method: init?.method ?? "GET", body: init?.body ? body : undefined };
      calls.push(call);
      const answer = answers.find(([part]) => url.includes(part));
      if (!answer) throw new Error(`No stub for ${url}`);
      return answer[1](body, call);
    }),
  );
  return calls;
}
