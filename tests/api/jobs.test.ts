/**
 * The jobs room (server/jobs/runner.ts): due work is found in the database by time, claimed by one
 * runner among several, caught up after downtime, and a stop waits for the work in hand.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, outbox, rateLimits } from "../../shared/schema";
import type { Database } from "../../server/db";
import { createJobRunner, type RecurringJob } from "../../server/jobs/runner";
import { siteJobs } from "../../server/site-jobs";
import { folderMailer } from "../../server/mail/mailer";
import { mailFolderFiles } from "../../server/mail/mail-files";
import { queueMail } from "../../server/mail/outbox";
import { createPaymentsFromEnv } from "../../server/payments";
import { parseEnv } from "../../server/env";
import { captureLog } from "../helpers/captured-log";
import { createJob } from "../helpers/factories";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const start = new Date("2026-11-25T10:00:00Z");
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** A job that counts its rounds and when each ran. */
function countingJob(name = "count", everyMs = 5 * 60_000): RecurringJob & { rounds: Date[] } {
  const rounds: Date[] = [];
  return { name, everyMs, rounds, run: async (now) => void rounds.push(now) };
}

const runnerAt = (clock: { now: Date }, recurring: RecurringJob[]) =>
  createJobRunner({ db: database.db, log: captureLog().logger, recurring, now: () => clock.now });

describe("a recurring job", () => {
  it("runs at its time, not before, and once among several servers", async () => {
    const clock = { now: start };
    const job = countingJob();
    const a = runnerAt(clock, [job]);
    const b = runnerAt(clock, [job]);
    await Promise.all([a.tick(), b.tick(), a.tick()]);
    expect(job.rounds).toEqual([start]);
    clock.now = minutes(4);
    await Promise.all([a.tick(), b.tick()]);
    expect(job.rounds).toHaveLength(1);
    clock.now = minutes(5);
    await Promise.all([b.tick(), a.tick(), b.tick()]);
    expect(job.rounds).toEqual([start, minutes(5)]);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, "count"));
    expect(row).toMatchObject({ runAt: minutes(10), lastStartedAt: minutes(5), lastError: null });
  });

  it("catches up at the first look after every server was down past its time", async () => {
    await createJob(database.db, "count", minutes(5));
    const clock = { now: minutes(3 * 60) };
    const job = countingJob();
    await runnerAt(clock, [job]).tick();
    expect(job.rounds).toEqual([minutes(3 * 60)]);
    const [row] = await database.db.select().from(jobs);
    expect(row!.runAt).toEqual(minutes(3 * 60 + 5));
  });

  it("keeps what went wrong and runs again at its next round", async () => {
    const clock = { now: start };
    let fail = true;
    const job: RecurringJob = { name: "flaky", everyMs: 60_000, run: async () => {
      if (fail) throw new Error("provider down");
    } };
    const { logger, entries } = captureLog();
    const runner = createJobRunner({ db: database.db, log: logger, recurring: [job], now: () => clock.now });
    await runner.tick();
    expect((await database.db.select().from(jobs))[0]).toMatchObject({ lastError: "provider down", runAt: minutes(1) });
    expect(entries().some((line) => line.msg === "job flaky failed this round; it runs again at its next round")).toBe(true);
    fail = false;
    clock.now = minutes(1);
    await runner.tick();
    expect((await database.db.select().from(jobs))[0]).toMatchObject({ lastError: null, runAt: minutes(2) });
  });
});

describe("the runner", () => {
  it("started, runs due work by itself, and stopping waits for the work in hand", async () => {
    let finished = false;
    let started!: () => void;
    const begun = new Promise<void>((resolve) => (started = resolve));
    const slow: RecurringJob = {
      name: "slow",
      everyMs: 60_000,
      run: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
    };
    const runner = createJobRunner({ db: database.db, log: captureLog().logger, recurring: [slow], tickMs: 50 });
    runner.start();
    await begun;
    await runner.stop();
    expect(finished).toBe(true);
    expect((await database.db.select().from(jobs))[0]!.lastFinishedAt).not.toBeNull();
  });

  it("woken for queued mail, runs its queues and leaves the recurring jobs to its own pace", async () => {
    // A flood of a form wakes the runner for every message: each wake looking at every recurring
    // job cost a transaction per job, for nothing due (docs/performance.md, "written in batches").
    const clock = { now: start };
    const job = countingJob("paced", 60_000);
    let queueRuns = 0;
    let ran = () => {};
    const queue = { name: "mail", run: async () => (queueRuns++, ran(), 0) };
    const runner = createJobRunner({ db: database.db, log: captureLog().logger, recurring: [job], queues: [queue], now: () => clock.now, tickMs: 60_000 });
    const looked = new Promise<void>((resolve) => (ran = resolve));
    runner.start();
    await looked;
    expect(job.rounds).toEqual([start]);
    clock.now = minutes(5);
    const woken = new Promise<void>((resolve) => (ran = resolve));
    runner.wake();
    await woken;
    await runner.stop();
    expect(queueRuns).toBe(2);
    expect(job.rounds).toEqual([start]);
  });

  it("gathers the wakes of a flood into one look, and goes on at once only after a full round", async () => {
    // Each look at the mail pays a few statements whatever it finds: fifty wakes in a moment (fifty
    // messages) bring one look, not fifty (docs/performance.md, "the public pages while mail is sent").
    const waiting: number[] = [];
    const rounds: number[] = [];
    let looked = () => {};
    const queue = {
      name: "mail",
      batch: 10,
      run: async () => {
        const handled = Math.min(10, waiting.length);
        waiting.splice(0, handled);
        rounds.push(handled);
        if (handled < 10) looked();
        return handled;
      },
    };
    const runner = createJobRunner({ db: database.db, log: captureLog().logger, queues: [queue], tickMs: 60_000, gatherMs: 300 });
    let done = new Promise<void>((resolve) => (looked = resolve));
    runner.start();
    await done;
    expect(rounds).toEqual([0]);
    done = new Promise<void>((resolve) => (looked = resolve));
    // 25 messages a couple of milliseconds apart, each waking the runner.
    for (let i = 0; i < 25; i++) {
      waiting.push(i);
      runner.wake();
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await done;
    await runner.stop();
    // One look for the 25 wakes: two full rounds, each followed at once by another, then the rest.
    expect(rounds).toEqual([0, 10, 10, 5]);
  });

  it("forgets the rate-limit windows that ended (the site's sweep)", async () => {
    const now = new Date();
    await database.db.insert(rateLimits).values([
      { key: "login:old", count: 3, resetAt: new Date(now.getTime() - 60_000) },
      { key: "login:current", count: 1, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    const env = parseEnv({ PUBLIC_URL: "http://localhost:5000" });
    const { logger } = captureLog();
    const site = siteJobs({
      db: database.db,
      log: logger,
      payments: createPaymentsFromEnv(env, "test-secret-test-secret-test-secret-0123"),
      mailer: folderMailer("/nonexistent"),
      secret: "test-secret-test-secret-test-secret-0123",
      delivery: { from: env.mail.from, context: { siteName: env.SITE_NAME, contactEmail: env.CONTACT_EMAIL, publicUrl: env.PUBLIC_URL } },
    });
    await createJobRunner({ db: database.db, log: logger, ...site }).tick();
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(["login:current"]);
    expect((await database.db.select().from(jobs)).map((row) => row.name).sort()).toEqual(["payment-reconciliation", "rate-limit-sweep", "renewal-season"]);
  });

  it("sends an erasure's confirmation, then forgets its file and its address (the mail queue)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "jobs-mail-"));
    try {
      const env = parseEnv({ PUBLIC_URL: "http://localhost:5000" });
      const at = new Date().toISOString();
      const id = await queueMail(database.db, {
        key: `privacy-erased:${randomUUID()}`,
        template: "privacy-erased",
        to: ["erased.person@example.org"],
        language: "en",
        data: { requestId: randomUUID(), kind: "erasure", requestedAt: at, dueAt: at },
      });
      const written: string[] = [];
      const mailer = folderMailer(dir);
      const site = siteJobs({
        db: database.db,
        log: captureLog().logger,
        payments: createPaymentsFromEnv(env, "test-secret-test-secret-test-secret-0123"),
        mailer: { ...mailer, send: async (mail) => (await mailer.send(mail), void written.push(...(await readdir(dir)))) },
        mailFiles: mailFolderFiles(dir),
        secret: "test-secret-test-secret-test-secret-0123",
        delivery: { from: env.mail.from, context: { siteName: env.SITE_NAME, contactEmail: env.CONTACT_EMAIL, publicUrl: env.PUBLIC_URL } },
      });
      await site.queues[0]!.run(new Date(Date.now() + 1_000));
      // It left (its file was written), and the site kept neither the file nor the address.
      expect(written).toEqual([`${id}@localhost.eml`]);
      expect(await readdir(dir)).toEqual([]);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id!));
      // In the address's place, its keyed hash: the person's private link can still say the data was erased.
      expect(row!.status).toBe("sent");
      expect(row!.recipients).toHaveLength(1);
      expect(row!.recipients[0]).toMatch(/^erased\+[\w-]{43}@invalid$/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
