/**
 * The headers of the site's documents (docs/rules.md R45): a Content-Security-Policy that allows exactly
 * what the pages use — a page's own <style> by its hash, nothing else inline — with no site
 * allowed to frame a page or a PDF, and the other security headers.
 */
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Renderer } from "../../server/ssr/handler";
import { pageStylesheet } from "../../server/ssr/critical-css";
import { createPageCache } from "../../server/ssr/page-cache";
import { repoRoot } from "../../server/ssr/renderers";
import { captureLog } from "../helpers/captured-log";
import { builtShell, createTestApp, sourceRenderer } from "../helpers/test-app";

/**
 * A stylesheet shaped as the build's (Tailwind's layers), split for each page as in production:
 * a page inlines the rules of its classes. A rule that every page keeps holds `</style>`, which
 * the page's <style> must carry escaped (and its hash be that of the escaped text).
 */
const STYLESHEET =
  "@layer theme,base,utilities;@layer base{html{color:#1a1a2e}body::after{content:\"</style>\"}}" +
  "@layer utilities{.flex{display:flex}.hidden{display:none}.text-brand{color:#1a1a2e}.resize-y{resize:vertical}.list-disc{list-style-type:disc}.no-page-has-this{color:red}}";

/**
 * The pages' renderer with the production build's styles (its shell's stylesheet link as
 * renderers.ts makes it); `/boom` and `/fr/boom` fail to render.
 */
async function styledRenderer(): Promise<Renderer> {
  const source = await sourceRenderer();
  const shell = await builtShell("assets/index-test.css");
  return {
    ...source,
    template: async () => shell,
    ...pageStylesheet(STYLESHEET, "assets/index-test.css"),
    render: (input) => (/^\/(fr\/)?boom$/.test(input.url) ? Promise.reject(new Error("rendering failed")) : source.render(input)),
  };
}

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Map<string, string> {
  expect(policy).toBeDefined();
  return new Map(
    policy!.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources.join(" ")];
    }),
  );
}

/** The hash source of a <style> element's text, as a browser computes it. */
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const styleElements = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);

/**
 * What every document's policy says besides its styles, with the test provider live: no third
 * party at all (Stripe's hosts are listed only when Stripe is, below).
 */
const SOURCES = {
  "default-src": "'self'",
  "base-uri": "'self'",
  "script-src": "'self'",
  "img-src": "'self' data:",
  "font-src": "'self'",
  "connect-src": "'self'",
  "frame-src": "'none'",
  "frame-ancestors": "'none'",
  "form-action": "'self'",
  "object-src": "'none'",
};

/** Asserts a document's headers: its <style> elements allowed by their hashes, and nothing else inline. */
function expectDocumentHeaders(res: request.Response, where: string) {
  const styles = styleElements(res.text);
  expect(styles, `${where}: one <style>`).toHaveLength(1);
  const policy = directives(res.headers["content-security-policy"] as string);
  expect(Object.fromEntries(policy), where).toEqual({ ...SOURCES, "style-src": `'self' ${hashOf(styles[0]!)}` });
  expect(res.headers["content-security-policy"], where).not.toMatch(/unsafe-/);
  // Nothing the policy would refuse: no style attribute, no inline script.
  expect(res.text, where).not.toMatch(/<[^>]+\sstyle=/i);
  for (const [, attributes] of res.text.matchAll(/<script([^>]*)>/g)) expect(attributes, where).toMatch(/type="application\/(ld\+)?json"|src=/);
  // frame-ancestors 'none' alone: X-Frame-Options: SAMEORIGIN would contradict it.
  expect(res.headers["x-frame-options"], where).toBeUndefined();
  expect(res.headers["x-content-type-options"], where).toBe("nosniff");
  expect(res.headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"], where).toContain("camera=()");
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const log = captureLog("error");
beforeAll(async () => {
  t = await createTestApp({ seed: true, renderer: await styledRenderer(), assets: { dir: path.join(repoRoot, "public") }, logger: log.logger });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set("Accept-Language", "en");

describe("the Content-Security-Policy of the pages", () => {
  it("names Stripe's hosts, and lets its frames ask for payment, only when Stripe is live", async () => {
    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_PUBLISHABLE_KEY: "pk_test_fake", STRIPE_WEBHOOK_SECRET: "whsec_fake", STRIPE_API_BASE: "http://127.0.0.1:9" },
    });
    try {
      const res = await request(stripe.app).get("/api/health");
      const policy = directives(res.headers["content-security-policy"] as string);
      expect(policy.get("script-src")).toBe("'self' https://js.stripe.com");
      expect(policy.get("connect-src")).toBe("'self' https://api.stripe.com");
      expect(policy.get("frame-src")).toBe("https://js.stripe.com https://hooks.stripe.com");
      expect(policy.get("img-src")).toBe("'self' data: https://*.stripe.com");
      expect(res.headers["permissions-policy"]).toContain('payment=(self "https://js.stripe.com")');
    } finally {
      await stripe.close();
    }
    const res = await request(t.app).get("/api/health");
    expect(res.headers["permissions-policy"]).toContain("payment=(self)");
  });

  it("allows each page's own inline styles by their hash, and no other inline style or script, in both languages", async () => {
    const hashes = new Set<string>();
    for (const page of ["/", "/events", "/join", "/donate", "/contact", "/statutes", "/programs/code-for-change", "/research"]) {
      for (const path of [page, `/fr${page === "/" ? "/" : page}`]) {
        const res = await get(path).expect(200);
        expectDocumentHeaders(res, path);
        const [style] = styleElements(res.text);
        expect(style, path).toContain(".flex{display:flex}");
        expect(style, path).not.toContain("no-page-has-this");
        // The contact form's message box is resizable, the membership page has a bulleted list: no other page.
        expect(style!.includes(".resize-y{"), path).toBe(page === "/contact");
        expect(style!.includes(".list-disc{"), path).toBe(page === "/join");
        // Escaped, so that it does not end the element; the hash is that of the text as sent.
        expect(style, path).toContain('content:"<\\/style>"');
        hashes.add(hashOf(style!));
      }
    }
    // Pages differ in their classes, so in their styles: each has its own hash.
    expect(hashes.size).toBeGreaterThan(1);
  });

  it("gives the not-found page its styles' hash, in both languages", async () => {
    for (const path of ["/no-such-page", "/fr/no-such-page", "/programs/no-such-program"]) {
      expectDocumentHeaders(await get(path).expect(404), path);
    }
  });

  it("gives the error page its own style's hash, in both languages", async () => {
    for (const path of ["/boom", "/fr/boom"]) {
      const res = await get(path).expect(500);
      expect(res.text, path).toMatch(/Something went wrong|Un problème est survenu/);
      expectDocumentHeaders(res, path);
    }
    expect(log.entries().filter((line) => line.msg === "page failed")).toHaveLength(2);
  });

  it("sends a kept page again with the policy it was rendered with", async () => {
    const cached = await createTestApp({ seed: true, renderer: await styledRenderer(), pageCache: createPageCache({ ttlMs: 60_000 }) });
    try {
      const first = await request(cached.app).get("/fr/join").expect(200);
      const again = await request(cached.app).get("/fr/join").expect(200);
      expect(again.text).toBe(first.text);
      expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
      expectDocumentHeaders(again, "/fr/join, kept");
    } finally {
      await cached.close();
    }
  });
});

describe("the other responses", () => {
  it("allow no inline style at all: JSON, the sitemap", async () => {
    for (const path of ["/api/health", "/api/programs", "/sitemap.xml"]) {
      const res = await get(path).expect(200);
      const policy = directives(res.headers["content-security-policy"] as string);
      expect(Object.fromEntries(policy), path).toEqual({ ...SOURCES, "style-src": "'self'" });
      expect(res.headers["x-frame-options"], path).toBeUndefined();
    }
  });

  it("let no site frame a PDF document, and run nothing in it", async () => {
    for (const path of ["/documents/statutes.pdf", "/documents/internal-regulations.pdf"]) {
      const res = await get(path).expect(200).expect("Content-Type", "application/pdf");
      expect(res.headers["content-security-policy"], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers["x-frame-options"], path).toBeUndefined();
    }
  });
  it("let an SVG opened on its own run nothing and apply no inline style, which the site's drawings do not use", async () => {
    const drawings = readdirSync(path.join(repoRoot, "public"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg"));
    expect(drawings.length).toBeGreaterThan(5);
    for (const file of drawings) {
      const res = await get(`/${file.split(path.sep).join("/")}`).expect(200);
      expect(res.headers["content-security-policy"], file).toBe("default-src 'none'; img-src data:");
      expect(readFileSync(path.join(repoRoot, "public", file), "utf8"), file).not.toMatch(/<style|\sstyle=/i);
    }
  });
});

describe("in production", () => {
  it("adds HSTS and upgrades insecure requests behind HTTPS; neither otherwise", async () => {
    const production = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://foundation.example", ALLOW_TEST_PAYMENTS: "true" },
      seed: true,
      renderer: await styledRenderer(),
    });
    try {
      const res = await request(production.app).get("/fr/").expect(200);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const policy = directives(res.headers["content-security-policy"] as string);
      expect(policy.get("upgrade-insecure-requests")).toBe("");
      expect(policy.get("style-src")).toBe(`'self' ${hashOf(styleElements(res.text)[0]!)}`);
    } finally {
      await production.close();
    }
    const res = await get("/fr/").expect(200);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });
});
