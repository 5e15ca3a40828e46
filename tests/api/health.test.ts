import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLog } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";
import { testDbKind } from "../helpers/test-database";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("health and errors", () => {
  it("answers /api/health after checking the database", async () => {
    const res = await request(t.app).get("/api/health").expect(200);
    expect(res.body).toEqual({ status: "ok", database: testDbKind });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await request(t.app).get("/api/nothing-here").expect(404);
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("sets the security headers", async () => {
    const res = await request(t.app).get("/api/health");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    // frame-ancestors 'none' alone: an X-Frame-Options: SAMEORIGIN would contradict it.
    expect(res.headers["x-frame-options"]).toBeUndefined();
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["permissions-policy"]).toContain("geolocation=()");
  });

  it("hides internals when something breaks", async () => {
    const log = captureLog();
    const broken = await createTestApp({ logger: log.logger });
    await broken.database.close();
    try {
      const res = await request(broken.app).get("/api/programs");
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(Object.keys(res.body)).toEqual(["message"]);
      expect(res.text).not.toMatch(/\.ts:\d+|node_modules|at async/);
      await request(broken.app).get("/api/health").expect(503);
      // The operator is told, under the id the client got.
      expect(log.entries()).toContainEqual(expect.objectContaining({ requestId: res.headers["x-request-id"], err: expect.objectContaining({ type: expect.any(String) }) }));
    } finally {
      // already closed
    }
  });
});

describe("database down", () => {
  it("answers 503 while PostgreSQL cannot be reached, and pages that need no data still render", async () => {
    const { openDatabase } = await import("../../server/db");
    const { createApp } = await import("../../server/app");
    const { sourceRenderer } = await import("../helpers/test-app");
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:9/nowhere", max: 1 });
    const log = captureLog();
    const app = createApp({ database, env: t.env, sessionSecret: "s".repeat(32), renderer: await sourceRenderer(), logger: log.logger });
    try {
      const res = await request(app).get("/api/programs").expect(503);
      expect(res.body).toEqual({ message: "The service is temporarily unavailable. Please try again in a moment." });
      const health = await request(app).get("/api/health").expect(503);
      expect(health.headers["retry-after"]).toBe("30");
      expect(res.headers["retry-after"]).toBe("30");
      const about = await request(app).get("/about").expect(200);
      expect(about.text).toMatch(/<h1[^>]*>About the foundation<\/h1>/);
      // The home page shows the published programs; with the database away, the flagships it was seeded with.
      const home = await request(app).get("/").expect(200);
      expect(home.text).toContain("Code for Change");
      // Pages that need data say the site is away for a moment, in their language: 503, come back later.
      for (const path of ["/programs", "/events", "/programs/code-for-change", "/research/some-article", "/join", "/statutes"]) {
        const page = await request(app).get(path).expect(503);
        expect(page.headers["retry-after"]).toBe("30");
        expect(page.text).toContain("<h1>Temporarily unavailable</h1>");
      }
      const french = await request(app).get("/fr/events").expect(503);
      expect(french.text).toContain("<h1>Momentanément indisponible</h1>");
      // …with the reference a visitor can quote, which finds the log's lines of that request.
      expect(french.text).toContain(`Référence\u00a0: <code>${french.headers["x-request-id"]}</code>`);
      expect(log.entries()).toContainEqual(expect.objectContaining({ requestId: french.headers["x-request-id"], msg: "database unavailable" }));
      const sitemap = await request(app).get("/sitemap.xml").expect(503);
      expect(sitemap.headers["content-type"]).toMatch(/^text\/plain/);
      expect(sitemap.headers["retry-after"]).toBe("30");
    } finally {
      await database.close();
    }
  });
});
