/**
 * Turns for image uploads (docs/decisions/025): an upload takes a slot BEFORE its body is read and
 * gives it back once its picture is decoded, so a server process holds at most `slots` bodies
 * (20 MB each) and decodes at most `slots` pictures at once, whatever arrives. An upload waiting
 * for its turn has read nothing: its body stays in the client's socket (Node stops reading a
 * request that nobody reads), so sixty waiting uploads cost their sockets, not sixty bodies.
 */

export type UploadSlotOptions = {
  /** Uploads read and decoded at once by this process (1): each holds up to ~150 MB while it is. */
  slots?: number;
  /** How long an upload waits for a slot before it is answered 503 (Retry-After). */
  maxWaitMs?: number;
};

/** Gives a slot back; calling it again does nothing. */
export type ReleaseSlot = () => void;

/**
 * At most `slots` uploads at once, the others wait their turn, first come first served, up to
 * `maxWaitMs`, then are told to come back (null). A waiting upload whose client has gone (`signal`)
 * leaves the queue. One by default: a picture takes 0.2–2 s, so a second staff member's upload
 * waits that long, and the server of 1 GB keeps its margin (with two at once, the benchmark's
 * worst round added up to 361 MiB; docs/performance.md).
 */
export function createUploadSlots(options: UploadSlotOptions = {}) {
  const slots = options.slots ?? 1;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  let running = 0;
  const waiting: (() => void)[] = [];

  const releaser = (): ReleaseSlot => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      waiting.shift()?.();
    };
  };

  return {
    take(signal?: AbortSignal): Promise<ReleaseSlot | null> {
      if (signal?.aborted) return Promise.resolve(null);
      if (running < slots) {
        running++;
        return Promise.resolve(releaser());
      }
      return new Promise((resolve) => {
        const leave = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          const at = waiting.indexOf(enter);
          if (at >= 0) waiting.splice(at, 1);
          resolve(null);
        };
        const enter = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", leave);
          running++;
          resolve(releaser());
        };
        const timer = setTimeout(leave, maxWaitMs);
        signal?.addEventListener("abort", leave, { once: true });
        waiting.push(enter);
      });
    },
  };
}
export type UploadSlots = ReturnType<typeof createUploadSlots>;
