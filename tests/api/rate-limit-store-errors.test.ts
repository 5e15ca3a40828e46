/**
 * The rate-limit store's failures reach the operator as the rest of the log does: one JSON line of
 * the server's logger, with the statement and never its parameters — not express-rate-limit's
 * console.error with the driver's error, the counted key (an e-mail's hash, a client's address)
 * and a stack on many lines.
 */
import express from "express";
import { rateLimit } from "express-rate-limit";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PostgresRateLimitStore } from "../../server/db/rate-limit-store";
import type { Database } from "../../server/db";
import { captureLog } from "../helpers/captured-log";
import { createTestDatabase } from "../helpers/test-database";

/** What the key holds: an e-mail's hash and a client's address, as the forms' limits count them. */
const KEY = "/contacts:Zm9ybS1lbWFpbC1oYXNoLW9mLWFtYQ:2001:db8:1:2::";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // Every change of a count fails, as one does while the database is away.
  await database.db.execute(sql`create function refuse_rate_limit_update() returns trigger language plpgsql as $$ begin raise exception 'the database is away'; end $$`);
  await database.db.execute(sql`create trigger refuse_update before update on rate_limits for each row execute function refuse_rate_limit_update()`);
});
afterAll(() => database.close());

describe("a count the store cannot give back", () => {
  it("is one line of the server's log, without the key, and nothing on the console", async () => {
    const log = captureLog();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const app = express();
      // A form's limit that gives back the counts of refused submissions (as the per-e-mail one does).
      app.post(
        "/contacts",
        rateLimit({ windowMs: 60_000, limit: 5, skipFailedRequests: true, keyGenerator: () => KEY, validate: false, store: new PostgresRateLimitStore(database.db, "form-email:", () => new Date(), log.logger) }),
        (_req, res) => void res.status(400).json({ message: "refused" }),
      );
      await request(app).post("/contacts").expect(400);
      await vi.waitFor(() => expect(log.entries()).toHaveLength(1), { timeout: 2_000 });

      const [line] = log.entries();
      expect(line).toMatchObject({ level: "error", msg: "a rate limit's count could not be given back", limiter: "form-email:" });
      expect(log.text().trimEnd().split("\n")).toHaveLength(1);
      expect(JSON.stringify(line)).toContain("update \\\"rate_limits\\\"");
      expect(log.text()).not.toContain("Zm9ybS1lbWFpbC1oYXNoLW9mLWFtYQ");
      expect(log.text()).not.toContain("2001:db8");
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
  });
});
