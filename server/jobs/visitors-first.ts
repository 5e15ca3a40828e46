/**
 * Visitors first: work done after the request (a mail of the outbox) starts only at a moment when
 * it will not make a visitor wait, so that a page asked for while thousands of mails go out is
 * answered as fast as when none do (docs/performance.md, "The public pages while mail is sent").
 *
 * On the embedded database every statement runs on the server's one thread, and a sender going
 * flat out kept that thread 93–99% busy: the pages asked for meanwhile queued behind its
 * statements, its rendering and its SMTP writes. So a piece of work waits while a request is being
 * answered; and while visitors are about (a request within `recentMs`) the pieces start at most one
 * every `gapMs`, a bounded share of the thread, whatever else it does. With nobody about the work
 * goes at full speed. It never stops for good: a server that is never quiet (a flood of one form)
 * still starts a waiting piece after `maxWaitMs`.
 */
import { performance } from "node:perf_hooks";

export type VisitorsFirst = {
  /** A request came in: call the answer when it is over (its response closed). */
  arrived(): () => void;
  /** Resolves, in a turn of the event loop of its own, at a moment when a piece of work may start (see above). */
  whenQuiet(): Promise<void>;
};

export type VisitorsFirstOptions = { gapMs?: number; recentMs?: number; maxWaitMs?: number; pollMs?: number };

export function visitorsFirst({ gapMs = 20, recentMs = 1_000, maxWaitMs = 250, pollMs = 5 }: VisitorsFirstOptions = {}): VisitorsFirst {
  let inFlight = 0;
  let lastArrival = -Infinity;
  let lastStart = -Infinity;
  const mayStart = (at: number) => inFlight === 0 && (at - lastArrival > recentMs || at - lastStart >= gapMs);
  return {
    arrived() {
      inFlight++;
      lastArrival = performance.now();
      let over = false;
      return () => {
        if (over) return;
        over = true;
        inFlight--;
      };
    },
    whenQuiet() {
      const asked = performance.now();
      return new Promise<void>((resolve) => {
        const look = () => {
          const at = performance.now();
          if (mayStart(at) || at - asked >= maxWaitMs) {
            lastStart = at;
            setImmediate(resolve);
          } else setTimeout(look, pollMs);
        };
        look();
      });
    },
  };
}
