/**
 * /admin as the server sends it (decision 004): the sign-in form in the page for a signed-out
 * visitor, the administration for a signed-in one, who is signed in in the page's data (the
 * browser need not ask /api/auth/me), and never kept or stored on the way.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Renderer } from "../../server/ssr/handler";
import { builtShell, createTestApp, sourceRenderer, TEST_ADMIN } from "../helpers/test-app";

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

describe("/admin's stylesheets", () => {
  /** The pages' renderer with the production build's stylesheet links (renderers.ts): the site's, and the admin's for /admin. */
  async function builtStyles(): Promise<Renderer> {
    const source = await sourceRenderer();
    const shell = await builtShell("assets/index-site.css");
    return {
      ...source,
      template: async () => shell,
      styles: (_html, sheet = "site") =>
        sheet === "admin"
          ? { inline: "", restHref: "/assets/admin-page-x/rest/k.css", href: "/assets/admin-page-x.css" }
          : { inline: "", restHref: "/assets/index-site/rest/k.css" },
    };
  }

  it("names the site's stylesheet, disabled, beside the admin's, so that a tab's chunk never loads it over the admin's", async () => {
    const styled = await createTestApp({ renderer: await builtStyles() });
    try {
      const links = (html: string) => html.match(/<link rel="stylesheet"[^>]*>/g);
      const admin = (await request(styled.app).get("/fr/admin").expect(200)).text;
      // Vite's loader of lazy chunks fetches a stylesheet no link names: the site's, fetched last,
      // would outrank the admin's sublayered rules (a dialog squeezed into the lower half of a laptop's screen).
      expect(links(admin)).toEqual([
        '<link rel="stylesheet" href="/assets/index-site.css" disabled>',
        '<link rel="stylesheet" href="/assets/admin-page-x.css" disabled data-full data-rest="/assets/admin-page-x/rest/k.css">',
      ]);
      const page = (await request(styled.app).get("/about").expect(200)).text;
      expect(links(page)).toEqual(['<link rel="stylesheet" href="/assets/index-site.css" disabled data-full data-rest="/assets/index-site/rest/k.css">']);
    } finally {
      await styled.close();
    }
  });
});
