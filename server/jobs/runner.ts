/**
 * The jobs room: work done after the request (docs/decisions/010-jobs-and-mail.md).
 *
 * What is due is found in the database by time, never kept in memory: a recurring job is a row of
 * `jobs` due at `run_at`; a queue (the outbox) has its own rows, each due at its own time. A tick
 * claims due work with `FOR UPDATE SKIP LOCKED`, so several server processes share it and each
 * piece runs once; a round missed while every server was down is due at the next start. The timer
 * below only says when to look again.
 */
import { and, eq, lte } from "drizzle-orm";
import { jobs } from "../../shared/schema";
import type { Db } from "../db";
import type { Logger } from "../lib/logger";

export type RecurringJob = {
  name: string;
  /** How long after a round is claimed the next one is due. */
  everyMs: number;
  /** On a database that never ran this job: how long after start its first round is due. */
  firstAfterMs?: number;
  run(now: Date): Promise<unknown>;
};

/**
 * A queue that claims its own due rows; answers how many it handled. A round that handled `batch`
 * (the most it claims) is followed by another at once: more is waiting. One that handled fewer has
 * emptied what was due; what is queued meanwhile wakes the runner.
 */
export type Queue = {
  name: string;
  run(now: Date): Promise<number>;
  /** The most one round handles (default 1: any round that found work is followed by another). */
  batch?: number;
};

export type JobRunnerOptions = {
  db: Db;
  log: Logger;
  recurring?: RecurringJob[];
  queues?: Queue[];
  now?: () => Date;
  /** How often the runner looks for due work when nothing wakes it. */
  tickMs?: number;
  /**
   * How long a wake waits before its look, gathering the wakes that follow (default 200 ms). A
   * flood of a form wakes the runner for every message; each look pays a few statements whatever
   * it finds, and on the embedded database they run on the thread that answers the forms.
   */
  gatherMs?: number;
};

export type JobRunner = {
  start(): void;
  /** Look for due work now (a mail was just queued) rather than at the next tick. */
  wake(): void;
  /** One look for due work, awaited (tests; the timer calls the same). */
  tick(): Promise<void>;
  /** Stops looking; resolves once the work in hand is finished. */
  stop(): Promise<void>;
};

/** A queue that keeps finding work is asked at most this many times in one tick, so that stop() is heard. */
const QUEUE_ROUNDS_PER_TICK = 20;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, recurring = [], queues = [], now = () => new Date(), tickMs = 5_000, gatherMs = 200 } = options;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires (performance.now()). */
  let timerAt = Infinity;
  let inHand: Promise<void> | null = null;
  let running = false;
  /** A queue still had work after its rounds: the next look comes at once. */
  let backlog = false;
  /** Work was queued during a look: the next comes after `gatherMs`. */
  let wakeAgain = false;
  let registered = false;
  /** When the last look at the recurring jobs began (performance.now()). */
  let lastFullTick = -Infinity;

  /** Each job's row, due after its first delay, unless it already exists (from an earlier start). */
  const register = async (at: Date) => {
    if (registered || recurring.length === 0) return;
    await db
      .insert(jobs)
      .values(recurring.map((job) => ({ name: job.name, runAt: new Date(at.getTime() + (job.firstAfterMs ?? 0)) })))
      .onConflictDoNothing();
    registered = true;
  };

  /** True when this process took the round: its row was due and is now due again a period later. */
  const claim = (job: RecurringJob, at: Date) =>
    db.transaction(async (tx) => {
      const [due] = await tx
        .select({ name: jobs.name })
        .from(jobs)
        .where(and(eq(jobs.name, job.name), lte(jobs.runAt, at)))
        .for("update", { skipLocked: true });
      if (!due) return false;
      await tx
        .update(jobs)
        .set({ runAt: new Date(at.getTime() + job.everyMs), lastStartedAt: at })
        .where(eq(jobs.name, job.name));
      return true;
    });

  const runRecurring = async (job: RecurringJob) => {
    const at = now();
    if (!(await claim(job, at))) return;
    let lastError: string | null = null;
    try {
      await job.run(at);
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, job: job.name }, `job ${job.name} failed this round; it runs again at its next round`);
    }
    await db.update(jobs).set({ lastFinishedAt: now(), lastError }).where(eq(jobs.name, job.name));
  };

  /** True when the queue still had work after its rounds: the next tick then comes at once. */
  const runQueue = async (queue: Queue) => {
    for (let round = 0; round < QUEUE_ROUNDS_PER_TICK && running; round++) {
      if ((await queue.run(now())) < (queue.batch ?? 1)) return false;
    }
    return true;
  };

  /** The recurring jobs whose round is due, in one statement: most ticks find none, and claim nothing. */
  const dueRecurring = async (at: Date) => {
    if (recurring.length === 0) return [];
    const due = new Set((await db.select({ name: jobs.name }).from(jobs).where(lte(jobs.runAt, at))).map((row) => row.name));
    return recurring.filter((job) => due.has(job.name));
  };

  /**
   * One look: the recurring jobs due, then the queues. `queuesOnly`: a look woken by queued work
   * within `tickMs` of the last full one (a form's flood wakes the runner for every submission;
   * the recurring jobs are due by the minute and are looked at on the timer's pace, not each time).
   */
  const tick = async (queuesOnly = false) => {
    try {
      if (!queuesOnly) {
        lastFullTick = performance.now();
        await register(now());
        for (const job of await dueRecurring(now())) if (running) await runRecurring(job);
      }
      // A queue that is not empty yet is taken up again at once, not a tick later (a backlog of
      // mails would otherwise leave at 100 every 5 s).
      for (const queue of queues) if (running && (await runQueue(queue))) backlog = true;
    } catch (error) {
      // The database is away: the work stays due and is found at a later tick.
      log.warn({ err: error }, "the jobs room could not look for due work this time");
    }
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timerAt = performance.now() + delayMs;
    timer = setTimeout(() => {
      timerAt = Infinity;
      backlog = false;
      wakeAgain = false;
      inHand = tick(performance.now() - lastFullTick < tickMs).finally(() => {
        inHand = null;
        if (running) schedule(backlog ? 0 : wakeAgain ? gatherMs : tickMs);
      });
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      if (inHand) wakeAgain = true;
      // A look already due within the gathering time takes this work too (never postponed: a
      // steady flood still gets a look every `gatherMs`).
      else if (timerAt > performance.now() + gatherMs) schedule(gatherMs);
    },
    tick: async () => {
      const before = running;
      running = true;
      try {
        await tick();
      } finally {
        running = before;
      }
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await inHand;
    },
  };
}
