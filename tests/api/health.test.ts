import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  });

  it("hides internals when something breaks", async () => {
    const logged: unknown[] = [];
    const broken = await createTestApp({ log: (e) => logged.push(e) });
    await broken.database.close();
    try {
      const res = await request(broken.app).get("/api/programs");
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(Object.keys(res.body)).toEqual(["message"]);
      expect(res.text).not.toMatch(/\.ts:\d+|node_modules|at async/);
      await request(broken.app).get("/api/health").expect(503);
    } finally {
      // already closed
    }
  });
});
