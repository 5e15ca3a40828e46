/**
 * The forms' limits' failures reach the operator as the rest of the log does: one JSON line of
 * the server's logger, with the statement and never its parameters — not a console.error with the
 * driver's error, the counted keys (an e-mail's hash, a client's address) and a stack on many lines.
 */
import express from "express";
import { sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { formLimiters } from "../../server/http/form-limits";
import { mailboxKey } from "../../server/lib/mailbox";
import type { Database } from "../../server/db";
import { captureLog } from "../helpers/captured-log";
import { createTestDatabase } from "../helpers/test-database";

const SECRET = "test-secret-test-secret-test-secret-0123";
const EMAIL = "ama@example.org";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  // Every change of a count fails, as one does while the database is away.
  await database.db.execute(sql`create function refuse_rate_limit_update() returns trigger language plpgsql as $$ begin raise exception 'the database is away'; end $$`);
  await database.db.execute(sql`create trigger refuse_update before update on rate_limits for each row execute function refuse_rate_limit_update()`);
});
afterAll(() => database.close());

describe("a refusal the forms' limits cannot count", () => {
  it("is one line of the server's log, without the keys, and nothing on the console", async () => {
    const log = captureLog();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const consoleWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const app = express();
      app.set("trust proxy", true);
      // A form that refuses what it is sent: its refusal is counted, and its mailbox's count given back.
      app.post(
        "/contacts",
        express.json(),
        formLimiters(database.db, { windowMs: 60_000, limit: 5 }, () => new Date(), (_req, res) => void res.status(429).end(), SECRET, log.logger),
        (_req, res) => void res.status(400).json({ message: "refused" }),
      );
      await request(app).post("/contacts").set("X-Forwarded-For", "2001:db8:1:2::5").send({ email: EMAIL }).expect(400);
      await vi.waitFor(() => expect(log.entries()).toHaveLength(1), { timeout: 2_000 });

      const [line] = log.entries();
      expect(line).toMatchObject({ level: "error", msg: "a refused submission could not be counted", limiter: "form-failed:" });
      expect(log.text().trimEnd().split("\n")).toHaveLength(1);
      expect(JSON.stringify(line)).toContain("update \\\"rate_limits\\\"");
      expect(log.text()).not.toContain(mailboxKey(SECRET, "form", EMAIL));
      expect(log.text()).not.toContain("2001:db8");
      expect(consoleError).not.toHaveBeenCalled();
      expect(consoleWarn).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
      consoleWarn.mockRestore();
    }
  });
});
