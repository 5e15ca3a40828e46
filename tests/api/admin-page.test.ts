/**
 * /admin as the server sends it (decision 004): the sign-in form in the page for a signed-out
 * visitor, the administration for a signed-in one, who is signed in in the page's data (the
 * browser need not ask /api/auth/me), and never kept or stored on the way.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ admin: true, pages: true, signInLimit: { windowMs: 60_000, limit: 1000 } });
});
afterAll(() => t.close());

const ORIGIN = "http://localhost:5000";
/** Who is signed in, as the page's data carries it under /me's key. */
const sessionInPage = (html: string) => {
  const state = JSON.parse(/<script type="application\/json" id="app-state">(.+?)<\/script>/.exec(html)?.[1] ?? "{}") as {
    queries?: { queryKey: unknown[]; state: { data: unknown } }[];
  };
  return state.queries?.find((query) => query.queryKey[0] === "/api/auth/me")?.state.data;
};

describe("/admin, rendered on the server", () => {
  it("sends a signed-out visitor the sign-in form, in each language, not kept for anyone else", async () => {
    for (const [path, heading, button] of [
      ["/admin", "Sign in", "Sign in"],
      ["/fr/admin", "Connexion", "Se connecter"],
    ] as const) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.text).toMatch(new RegExp(`<h1 id="sign-in-title"[^>]*>${heading}</h1>`));
      // Disabled until the script runs: the browser would send the form itself, the password in the address.
      expect(res.text).toContain(`disabled="">${button}</button>`);
      expect(sessionInPage(res.text), path).toBeNull();
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers.vary).toMatch(/Cookie/);
    }
  });

  it("sends a signed-in administrator the administration, with their session in the page", async () => {
    const agent = request.agent(t.app);
    await agent.post("/api/auth/login").set("Origin", ORIGIN).send(TEST_ADMIN).expect(200);
    const html = (await agent.get("/fr/admin?tab=members").expect(200)).text;
    expect(html).toContain(`Connecté en tant que ${TEST_ADMIN.username}`);
    expect(html).toContain('aria-current="page" href="/fr/admin?tab=members"');
    expect(html).not.toContain('id="sign-in-title"');
    expect(sessionInPage(html)).toMatchObject({ user: { username: TEST_ADMIN.username } });

    // The same address, asked without the cookie right after, is not served from what was rendered for them.
    const other = await request(t.app).get("/fr/admin?tab=members").expect(200);
    expect(other.text).not.toContain(`Connecté en tant que ${TEST_ADMIN.username}`);
    expect(other.text).toContain('id="sign-in-title"');
    expect(sessionInPage(other.text)).toBeNull();
  });

  it("treats a cookie whose session has ended as signed out", async () => {
    const html = (await request(t.app).get("/admin").set("Cookie", "sid=abc.def").expect(200)).text;
    expect(html).toContain('id="sign-in-title"');
    expect(sessionInPage(html)).toBeNull();
  });
});
