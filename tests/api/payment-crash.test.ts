/**
 * The server killed (SIGKILL: a crash, an OOM kill, a pulled plug) in the middle of fulfilling a
 * payment, then Stripe delivering the same webhook again, as it does until it gets a 2xx: the
 * donation changes state exactly once and nothing is left half-written.
 *
 * The fulfilment is caught half-way on purpose: another connection holds a lock on the donation's
 * row, so the webhook's transaction waits after its first write (the event's id) — and the process
 * is killed there. Runs on a real PostgreSQL (a process of its own cannot share an in-memory PGlite).
 */
import Stripe from "stripe";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "../helpers/fake-stripe";
import { createServerDatabase, startServerProcess, stopAll, type ServerProcess } from "../helpers/server-process";
import { testDbKind } from "../helpers/test-database";

const WEBHOOK_SECRET = "whsec_crash_test";
const stripe = new Stripe("sk_test_fake");

let fake: Awaited<ReturnType<typeof startFakeStripe>> | undefined;
let database: Awaited<ReturnType<typeof createServerDatabase>> | undefined;
let env: Record<string, string> = {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Waits until `check` is true, or fails saying what it waited for. */
async function until(what: string, check: () => Promise<boolean>, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${withinMs} ms for ${what}`);
    await sleep(50);
  }
}

/** The webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
function deliver(server: ServerProcess, event: { id: string; created: number; intent: object }) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: "payment_intent.succeeded",
    created: event.created,
    api_version: "2025-01-27",
    data: { object: { ...event.intent, object: "payment_intent" } },
  });
  return fetch(`${server.origin}/api/webhooks/stripe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    body: payload,
  });
}

describe.skipIf(testDbKind !== "postgres")("a payment's fulfilment cut by a crash", () => {
  beforeAll(async () => {
    fake = await startFakeStripe();
    database = await createServerDatabase();
    env = {
      DATABASE_URL: database.url,
      STRIPE_SECRET_KEY: "sk_test_fake",
      STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    };
  });

  afterAll(async () => {
    await stopAll();
    await fake?.close();
    await database?.drop();
  });

  it("is applied exactly once when the same webhook comes again after the kill, and nothing half-written stays", async () => {
    const first = await startServerProcess(env);
    // A donation, its payment at Stripe, and the payer's card confirmed there.
    const created = await fetch(`${first.origin}/api/donations`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "ama@example.org", amount: 50, currency: "USD", impactTier: "train_learner", language: "en" }),
    });
    expect(created.status).toBe(201);
    const donationId = ((await created.json()) as { donation: { id: string } }).donation.id;
    const started = await fetch(`${first.origin}/api/create-payment-intent`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ donationId }),
    });
    expect(started.status).toBe(200);
    const intentId = ((await started.json()) as { paymentIntentId: string }).paymentIntentId;
    const intent = fake!.setStatus(intentId, "succeeded");
    const event = { id: "evt_crash_1", created: intent.created + 30, intent };

    // Someone else holds the donation's row: the fulfilment will wait after its first write.
    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT id FROM donations WHERE id = $1 FOR UPDATE", [donationId]);
      const delivery = deliver(first, event).then(
        (res) => res.status,
        (error: unknown) => error,
      );
      let waiting = 0;
      await until("the fulfilment to wait on the donation's row", async () => {
        const [row] = await query<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%donations%'",
        );
        waiting = row?.pid ?? 0;
        return waiting !== 0;
      });
      // It is half-way: the event's id is written (uncommitted), the donation not yet.
      const written = await query<{ relation: string }>(
        "SELECT relation::regclass::text AS relation FROM pg_locks WHERE pid = $1 AND locktype = 'relation' AND mode = 'RowExclusiveLock'",
        [waiting],
      );
      expect(written.map((w) => w.relation)).toContain("processed_webhook_events");

      first.child.kill("SIGKILL");
      expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
      expect(await delivery).toBeInstanceOf(Error); // Stripe saw no answer: it will deliver again

      await holder.query("ROLLBACK");
      // The dead process's database session goes, taking its unfinished transaction with it.
      await until("the killed server's transaction to end", async () => (await query("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [waiting])).length === 0);
    } finally {
      await holder.end();
    }

    // Nothing half-written: the event is not recorded as processed, the donation is as it was.
    expect(await query("SELECT id FROM processed_webhook_events WHERE id = $1", [`stripe:${event.id}`])).toEqual([]);
    expect(await query("SELECT status, paid_at FROM donations WHERE id = $1", [donationId])).toEqual([{ status: "pending", paid_at: null }]);

    // The server is back; Stripe retries the same event, then delivers it twice more at once.
    const second = await startServerProcess(env);
    const retried = await deliver(second, event);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, result: "applied" });
    const again = await Promise.all([deliver(second, event), deliver(second, event)]);
    expect(again.map((res) => res.status)).toEqual([200, 200]);
    expect(await Promise.all(again.map((res) => res.json()))).toEqual([
      { received: true, result: "duplicate" },
      { received: true, result: "duplicate" },
    ]);

    // Exactly one state change: succeeded, paid when the event says, the event stored once.
    const [donation] = await query<{ status: string; paid_at: Date; status_at: Date }>("SELECT status, paid_at, status_at FROM donations WHERE id = $1", [donationId]);
    expect(donation).toEqual({ status: "succeeded", paid_at: new Date(event.created * 1000), status_at: new Date(event.created * 1000) });
    expect(await query("SELECT id, type FROM processed_webhook_events")).toEqual([{ id: `stripe:${event.id}`, type: "payment_intent.succeeded" }]);
  }, 90_000);
});
