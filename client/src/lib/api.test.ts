import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api";

type FetchArgs = Parameters<typeof fetch>;

describe("apiRequest", () => {
  let calls: FetchArgs[];
  let respond: () => Response;

  beforeEach(() => {
    calls = [];
    respond = () => new Response(JSON.stringify({ ok: true }), { status: 200, headers: { "Content-Type": "application/json" } });
    vi.stubGlobal("fetch", (...args: FetchArgs) => {
      calls.push(args);
      return Promise.resolve(respond());
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const onlyCall = () => {
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    return { url, init: init ?? {} };
  };

  it("sends a payload as JSON with its content type, credentials included", async () => {
    const res = await apiRequest("POST", "/api/contacts", { name: "Awa", message: "Bonjour" });

    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({ ok: true });
    const { url, init } = onlyCall();
    expect(url).toBe("/api/contacts");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ name: "Awa", message: "Bonjour" }));
  });

  it("sends no body and no content type without a payload", async () => {
    await apiRequest("POST", "/api/auth/logout");

    const { init } = onlyCall();
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("turns a failed response into an error reading '<status>: <body>'", async () => {
    const body = JSON.stringify({ message: "Invalid email" });
    respond = () => new Response(body, { status: 400, statusText: "Bad Request" });

    const request = apiRequest("POST", "/api/contacts", { email: "nope" });
    await expect(request).rejects.toBeInstanceOf(Error);
    await expect(request).rejects.toMatchObject({ message: `400: ${body}`, status: 400 });
  });

  it("uses the status text when the failed response has no body", async () => {
    respond = () => new Response(null, { status: 503, statusText: "Service Unavailable" });

    const request = apiRequest("GET", "/api/programs");
    await expect(request).rejects.toBeInstanceOf(Error);
    await expect(request).rejects.toMatchObject({ message: "503: Service Unavailable", status: 503 });
  });
});
