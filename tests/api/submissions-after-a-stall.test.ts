/**
 * Each submission once, and no key stuck, whatever the database does while forms are in flight: on
 * a PostgreSQL of the test's own, frozen (SIGSTOP) for longer than a query may wait while messages
 * and donations are being sent with their Idempotency-Key. Once it is back, every form is sent again
 * with its key until it is answered, as the site's forms do: each is answered (never "still being
 * sent"), each try of a key gets the same record, and each submission was stored once.
 *
 * It needs PostgreSQL's binaries, not TEST_DATABASE_URL: it runs once, in the PostgreSQL project.
 */
import { randomUUID } from "node:crypto";
import { isNull } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db";
import { contacts, donations, formSubmissions } from "../../shared/schema";
import { captureLog } from "../helpers/captured-log";
import { createTestApp } from "../helpers/test-app";
import { testDbKind } from "../helpers/test-database";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";

const QUERY_TIMEOUT_MS = 500;
const FROZEN_MS = 2_500;
const FORMS = 24;

let pgServer: ThrowawayPostgres | undefined;
let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(testDbKind !== "postgres")("forms during a database stall", () => {
  beforeAll(async () => {
    pgServer = await startThrowawayPostgres();
    const database = await openDatabase({ url: pgServer.url(), queryTimeoutMs: QUERY_TIMEOUT_MS, connectTimeoutMs: QUERY_TIMEOUT_MS });
    await database.migrate();
    // The stall's 503s are logged: read, not printed as failures.
    t = await createTestApp({ database, formLimit: { windowMs: 60_000, limit: 10_000 }, logger: captureLog().logger });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pgServer?.cleanup();
  });

  it("stores each message and donation once and answers every retry with its record, with no key left stuck", async () => {
    const app = t!.app;
    const forms = Array.from({ length: FORMS }, (_, i) =>
      i % 2 === 0
        ? { path: "/api/contacts", key: randomUUID(), body: { name: "Ama Stall", email: `stall${i}@example.org`, subject: "Stall", message: `Message ${i}`, language: "en" } }
        : { path: "/api/donations", key: randomUUID(), body: { email: `stall${i}@example.org`, amount: 5_000 + i, currency: "XOF", language: "en" } },
    );
    const send = (form: (typeof forms)[number]) => request(app).post(form.path).set("Idempotency-Key", form.key).send(form.body);

    // Every form sent, a few milliseconds apart; the database freezes while they are in flight.
    const firstTries = forms.map(async (form, i) => {
      await sleep(i * 15);
      return send(form);
    });
    await sleep(60);
    pgServer!.freeze();
    await sleep(FROZEN_MS);
    pgServer!.thaw();
    const first = await Promise.all(firstTries);
    // The stall was felt: some tries were answered 503 (or the test proves nothing).
    expect(first.filter((r) => r.status === 503).length).toBeGreaterThan(0);

    // Each form sent again with its key, as the page does, until it is answered.
    const answers = await Promise.all(
      forms.map(async (form, i) => {
        const got = [first[i]!];
        for (let tries = 0; got.at(-1)!.status >= 300 && tries < 20; tries++) {
          await sleep(250);
          got.push(await send(form));
        }
        got.push(await send(form)); // and once more, once answered
        return got.filter((r) => r.status < 300);
      }),
    );
    for (const [i, ok] of answers.entries()) {
      expect(ok.length, `${forms[i]!.path} #${i} was never answered`).toBeGreaterThanOrEqual(1);
      expect(new Set(ok.map((r) => JSON.stringify(r.body))).size, `${forms[i]!.path} #${i} answered two records`).toBe(1);
    }

    const stored = [...(await t!.db.select({ email: contacts.email }).from(contacts)), ...(await t!.db.select({ email: donations.email }).from(donations))]
      .map((row) => row.email)
      .filter((email) => email?.startsWith("stall"))
      .sort();
    expect(stored).toEqual(forms.map((_, i) => `stall${i}@example.org`).sort());
    expect(await t!.db.select().from(formSubmissions).where(isNull(formSubmissions.status))).toEqual([]);
  }, 90_000);
});
