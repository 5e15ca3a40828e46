/**
 * Pages rendered once (server/ssr/page-cache.ts): served again, compressed once per encoding,
 * until an administrator's change or the cache's lifetime says to render them anew.
 */
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programs } from "../../shared/schema";
import { apiPaths } from "../../shared/paths";
import { createPageCache } from "../../server/ssr/page-cache";
import { ORIGIN, signIn, type Agent } from "../helpers/admin";
import { createProgram } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Agent;
let clock = Date.parse("2026-11-20T10:00:00Z");
const pageCache = createPageCache({ ttlMs: 60_000, now: () => clock });
beforeAll(async () => {
  t = await createTestApp({ seed: true, admin: true, pages: true, now: () => new Date(clock), pageCache });
  admin = await signIn(t.app);
});
afterAll(() => t.close());

/** The bytes as they travel (an HTTP client library would decompress them). */
async function page(path: string, encoding = "identity") {
  const server: Server = t.app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    return await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      get({ port, path, headers: { "Accept-Language": "en", "Accept-Encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
}
const text = async (path: string) => {
  const res = await request(t.app).get(path).set("Accept-Language", "en").expect(200);
  return res.text;
};

/** A change made behind the server's back: a kept page does not show it, a rendered one does. */
const renameQuietly = (slug: string, en: string) =>
  t.db.update(programs).set({ title: sql`jsonb_set(${programs.title}, '{en}', to_jsonb(${en}::text))` }).where(eq(programs.slug, slug));

describe("a page rendered once", () => {
  it("is served again as it was, until the content changes through the administration", async () => {
    expect(await text("/programs")).toContain("Code for Change");
    await renameQuietly("code-for-change", "Quietly Renamed");
    expect(await text("/programs")).not.toContain("Quietly Renamed");
    expect(await text("/programs/code-for-change")).toContain("Quietly Renamed"); // never rendered before

    const [program] = await t.db.select().from(programs).where(eq(programs.slug, "skills-for-green-jobs"));
    await admin.put(apiPaths.admin.program(program!.id)).set("Origin", ORIGIN).send({ title: { en: "Green Trades", fr: "Métiers verts" } }).expect(200);
    const after = await text("/programs");
    expect(after).toContain("Green Trades");
    expect(after).toContain("Quietly Renamed");
    expect(await text("/fr/programs")).toContain("Métiers verts");
  });

  it("follows a change of the site's settings and of the programs' order", async () => {
    expect(await text("/join")).toBeTruthy();
    await renameQuietly("code-for-change", "Renamed Again");
    await admin.put(apiPaths.admin.settings).set("Origin", ORIGIN).send({ nextAgm: "2027-03-14" }).expect(200);
    expect(await text("/programs")).toContain("Renamed Again");

    await renameQuietly("code-for-change", "And Again");
    const list = await admin.get(apiPaths.admin.contentPrograms).expect(200);
    const ids = (list.body.items as { id: string }[]).map((p) => p.id).reverse();
    await admin.put(apiPaths.admin.programOrder).set("Origin", ORIGIN).send({ ids }).expect(200);
    expect(await text("/programs")).toContain("And Again");
  });

  it("is not kept when the change is refused", async () => {
    expect(await text("/programs")).toContain("And Again");
    await renameQuietly("code-for-change", "Still Cached");
    await admin.put(apiPaths.admin.program("00000000-0000-4000-8000-000000000000")).set("Origin", ORIGIN).send({ title: { en: "x", fr: "x" } }).expect(404);
    expect(await text("/programs")).not.toContain("Still Cached");
  });

  it("is rendered anew once its lifetime is over (an event becomes past, a year ends)", async () => {
    await renameQuietly("code-for-change", "After A Minute");
    expect(await text("/programs")).not.toContain("After A Minute");
    clock += 61_000;
    expect(await text("/programs")).toContain("After A Minute");
  });

  it("keeps its brotli and gzip bodies, each the same page, and answers 304 to a browser that has it", async () => {
    const plain = await page("/programs");
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await page("/programs", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await page("/programs", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length / 3);

    const etag = plain.headers.etag;
    expect(etag).toBe(br.headers.etag);
    const again = await request(t.app).get("/programs").set("Accept-Language", "en").set("If-None-Match", String(etag)).expect(304);
    expect(again.text ?? "").toBe("");
    const head = await request(t.app).head("/programs").set("Accept-Language", "en").expect(200);
    expect(head.headers["content-type"]).toMatch(/text\/html/);
  });

  it("does not keep a page that is not found", async () => {
    await request(t.app).get("/programs/appeared-quietly").set("Accept-Language", "en").expect(404);
    const [model] = await t.db.select().from(programs).where(eq(programs.slug, "code-for-change"));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = model!;
    await createProgram(t.db, { ...copy, slug: "appeared-quietly", sortOrder: 99 });
    expect(await text("/programs/appeared-quietly")).toContain("<h1");
  });
});

describe("a public read of the API", () => {
  type Listed = { title: { en: string } }[];
  const titles = (body: unknown) => (body as Listed).map((p) => p.title.en);
  const publicTitles = async () => titles((await request(t.app).get("/api/programs").expect(200)).body);

  it("is kept like a page, but not for administrators, and follows their changes", async () => {
    await renameQuietly("code-for-change", "Api Before");
    clock += 61_000; // what was kept before has had its time
    expect(await publicTitles()).toContain("Api Before");
    await renameQuietly("code-for-change", "Api Quiet");
    expect(await publicTitles()).not.toContain("Api Quiet");
    expect(titles((await admin.get("/api/programs").expect(200)).body)).toContain("Api Quiet");

    const [program] = await t.db.select().from(programs).where(eq(programs.slug, "skills-for-green-jobs"));
    await admin.put(apiPaths.admin.program(program!.id)).set("Origin", ORIGIN).send({ title: { en: "Api Green", fr: "Api vert" } }).expect(200);
    expect(await publicTitles()).toEqual(expect.arrayContaining(["Api Quiet", "Api Green"]));
  });
});

describe("the cache's bound", () => {
  it("keeps at most so many pages, dropping the least recently used first", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("/a", {}, "a");
    cache.set("/b", {}, "b");
    expect(cache.get("/a")).toBeDefined(); // /a is now the most recently used
    cache.set("/c", {}, "c");
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });
});
