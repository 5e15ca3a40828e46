/**
 * The public forms' limits (decision 012), counted in the database so that every server process
 * shares them. Many phones share one public address in Benin, and the foundation trains people in
 * groups: a room of 30 applicants behind one address must all get through, while one client
 * flooding a form is stopped. So three counts, each answered 429 with Retry-After past its limit:
 * - every submission per client address (an IPv6 client by its /64): a ceiling well above a room's;
 * - refused submissions (4xx) per address: what a script probing a form produces, a person rarely;
 * - accepted submissions per mailbox and form: a person applies, gives or writes a few times. The
 *   address is counted as the mailbox it reaches (`victim+1@…`, `v.i.c.t.i.m@gmail.com` are one),
 *   kept only as a keyed hash (server/lib/mailbox.ts).
 * What reaches one mailbox in a day across every form is bounded apart, where the mails leave
 * (server/mail/recipient-cap.ts).
 *
 * One statement as a submission arrives, none after an accepted one (docs/performance.md, "API
 * load"): the client's and the mailbox's counts go up and the client's refusals are read together
 * (`countArrivals`), for every submission arriving at that moment at once. Only a refused submission writes again once answered: one more refusal, and its
 * mailbox's count given back (`countRefusal`). Refusals are read as the submission arrives, so a
 * client sending many at once can be refused a few more times than the bound before it is stopped;
 * the per-client count bounds those too.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Db } from "../db/index";
import { groupCommit } from "../db/group-commit";
import { clientKey, countArrivals, countRefusal, type Arrival, type Hit, type Limit, type StoreLog } from "../db/rate-limit-store";
import { createLogger } from "../lib/logger";
import { mailboxKey } from "../lib/mailbox";

/** `limit` submissions per address and window; `failures` refused ones; `perEmail` accepted ones per e-mail and form. */
export type FormLimit = Limit & { failures?: number; perEmail?: number };

/** How a submission past a limit is answered: `until`, when the window that refused it ends. */
export type TooMany = (req: Request, res: Response, next: NextFunction, until: Date) => void;

const emailOf = (req: Request): string | null => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
};

/** The prefixes are those the limits had when each was its own express-rate-limit: windows under way carry on. */
const PREFIX = { client: "form:", failed: "form-failed:", mailbox: "form-mailbox:" } as const;

/**
 * The limits' state as the IETF draft's headers say it (draft 8, as express-rate-limit wrote them):
 * one entry per count, what is left of it and when its window ends.
 */
function tellLimits(res: Response, counts: { name: string; limit: number; used: number; hit: Hit | undefined }[], windowMs: number, now: Date) {
  for (const { name, limit, used, hit } of counts) {
    const reset = hit ? Math.max(0, Math.ceil((hit.resetAt.getTime() - now.getTime()) / 1000)) : Math.ceil(windowMs / 1000);
    res.append("RateLimit", `"${name}"; r=${Math.max(0, limit - used)}; t=${reset}`);
    res.append("RateLimit-Policy", `"${name}"; q=${limit}; w=${Math.ceil(windowMs / 1000)}`);
  }
}

/**
 * The forms' limits as one middleware. `secret`: the server's, which keys the mailboxes' hashes;
 * `log`: where a refusal that could not be counted is told (the server's logger, never the key).
 * A failure to count an arriving submission goes on to the error handler: a 503, logged there.
 */
export function formLimiters(db: Db, limit: FormLimit, now: () => Date, tooMany: TooMany, secret: string, log: StoreLog = createLogger()): RequestHandler {
  const failures = limit.failures ?? limit.limit;
  const perEmail = limit.perEmail ?? limit.limit;
  // The arrivals of a moment are counted together, in one statement (group-commit.ts).
  const countArrival = groupCommit(async (arrivals: readonly Arrival[]) =>
    (await countArrivals(db, arrivals, limit.windowMs, now())).map((value) => ({ ok: true as const, value })),
  );
  return async (req, res, next) => {
    // With no proxy in front a client may send X-Forwarded-For itself: ignored, as it should be.
    const client = clientKey(req.ip);
    const email = emailOf(req);
    const keys = {
      client: `${PREFIX.client}${client}`,
      failed: `${PREFIX.failed}${client}`,
      mailbox: email === null ? null : `${PREFIX.mailbox}${req.path}:${mailboxKey(secret, "form", email)}`,
    };
    const at = now();
    let hits: Map<string, Hit>;
    try {
      hits = await countArrival({ counted: keys.mailbox ? [keys.client, keys.mailbox] : [keys.client], read: keys.failed });
    } catch (error) {
      return next(error);
    }
    const byClient = hits.get(keys.client)!;
    const refusedBefore = hits.get(keys.failed);
    const byMailbox = keys.mailbox ? hits.get(keys.mailbox) : undefined;

    // Once answered: a refusal (4xx, 5xx, or a connection closed before the answer) is counted, and
    // the mailbox's count given back — only accepted submissions count against a mailbox.
    let settled = false;
    const settle = (refused: boolean) => {
      if (settled) return;
      settled = true;
      if (!refused) return;
      // Nobody awaits it: a failure is one line of the server's log (its errors whitelisted, never a
      // statement's parameters: a client's address, a mailbox's hash); the counts stay as they were.
      countRefusal(db, keys.failed, keys.mailbox, limit.windowMs, now()).catch((error: unknown) =>
        log.error({ err: error, limiter: PREFIX.failed }, "a refused submission could not be counted"),
      );
    };
    res.once("finish", () => settle(res.statusCode >= 400));
    res.once("close", () => settle(true));

    tellLimits(
      res,
      [
        { name: "form", limit: limit.limit, used: byClient.count, hit: byClient },
        { name: "form-refused", limit: failures, used: refusedBefore?.count ?? 0, hit: refusedBefore },
        ...(byMailbox ? [{ name: "form-mailbox", limit: perEmail, used: byMailbox.count, hit: byMailbox }] : []),
      ],
      limit.windowMs,
      at,
    );
    const over = [
      byClient.count > limit.limit ? byClient.resetAt : null,
      refusedBefore && refusedBefore.count >= failures ? refusedBefore.resetAt : null,
      byMailbox && byMailbox.count > perEmail ? byMailbox.resetAt : null,
    ].filter((until): until is Date => until !== null);
    if (over.length === 0) return next();
    const until = new Date(Math.max(...over.map((d) => d.getTime())));
    tooMany(req, res, next, until);
  };
}
