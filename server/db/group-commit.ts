/**
 * Group commit: writes of one kind that arrive in the same turn of the event loop, or while one
 * batch is being written, go together as the next batch — one statement, or one transaction of a
 * few multi-row statements, instead of one each. Alone, a write goes at once (one setImmediate
 * later); in a flood of a form the statements per submission fall as the batches grow
 * (docs/decisions/033-forms-written-in-batches.md). PostgreSQL's own answer to many small commits
 * (commit_delay), done where the round trips are.
 *
 * `write` answers one outcome per item, in the items' order: a value, or the error that item alone
 * gets (a submission whose key another try filed first). When the batch's write throws, each item
 * is written again alone, so one submission the database refuses fails alone and the others are
 * filed as they would have been one at a time — unless the database is away, when they all fail at
 * once, as they would have.
 */

import { isDatabaseDown } from "../lib/errors";

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

type Waiting<I, R> = { item: I; resolve: (value: R) => void; reject: (error: unknown) => void };

/** The most items one batch takes: its statements stay a few hundred rows. */
const MAX_BATCH = 100;

export function groupCommit<I, R>(write: (items: readonly I[]) => Promise<Outcome<R>[]>, maxBatch = MAX_BATCH): (item: I) => Promise<R> {
  const queue: Waiting<I, R>[] = [];
  let writing = false;
  let scheduled = false;

  const settle = (waiting: Waiting<I, R>, outcome: Outcome<R> | undefined) => {
    if (!outcome) waiting.reject(new Error("a group commit answered no outcome for an item"));
    else if (outcome.ok) waiting.resolve(outcome.value);
    else waiting.reject(outcome.error);
  };

  const writeBatch = async (batch: Waiting<I, R>[]) => {
    try {
      const outcomes = await write(batch.map((w) => w.item));
      batch.forEach((waiting, i) => settle(waiting, outcomes[i]));
    } catch (error) {
      // The database away (a stall, a lost connection): every item gets the same answer (503) at
      // once, rather than each waiting its own time-out one after the other.
      if (batch.length === 1 || isDatabaseDown(error)) return batch.forEach((waiting) => waiting.reject(error));
      // Each alone: the batch's failure belongs to whichever items cause it.
      for (const waiting of batch) await writeBatch([waiting]);
    }
  };

  const drain = async () => {
    writing = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, maxBatch));
    } finally {
      writing = false;
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // After the requests already read in this turn of the event loop have come this far: on the
      // embedded database a statement runs at once, on this thread, so nothing would arrive while
      // one is written, and a batch would never form.
      if (!writing && !scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          void drain();
        });
      }
    });
}
