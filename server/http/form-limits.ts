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
 */
import type { Request, RequestHandler } from "express";
import { rateLimit, type Options } from "express-rate-limit";
import type { Db } from "../db/index";
import { clientKey, PostgresRateLimitStore, type Limit, type StoreLog } from "../db/rate-limit-store";
import { mailboxKey } from "../lib/mailbox";

/** `limit` submissions per address and window; `failures` refused ones; `perEmail` accepted ones per e-mail and form. */
export type FormLimit = Limit & { failures?: number; perEmail?: number };

const emailOf = (req: Request): string | null => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
};

/** `secret`: the server's, which keys the mailboxes' hashes; `log`: where a store's failure is told (the server's logger). */
export function formLimiters(db: Db, limit: FormLimit, now: () => Date, tooMany: Options["handler"], secret: string, log?: StoreLog): RequestHandler[] {
  const common = {
    windowMs: limit.windowMs,
    // With no proxy in front a client may send X-Forwarded-For itself: ignored, as it should be.
    // The keys are built with express-rate-limit's own IPv6 helper (clientKey).
    validate: { xForwardedForHeader: false, keyGeneratorIpFallback: false },
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: tooMany,
  } satisfies Partial<Options>;
  const byClient = (req: Request) => clientKey(req.ip);
  return [
    // The prefix "form:" is the one the single limit had: windows under way carry on.
    rateLimit({ ...common, limit: limit.limit, keyGenerator: byClient, store: new PostgresRateLimitStore(db, "form:", now, log) }),
    rateLimit({
      ...common,
      limit: limit.failures ?? limit.limit,
      keyGenerator: byClient,
      // Counted when the request arrives, given back when it was answered 1xx–3xx.
      skipSuccessfulRequests: true,
      store: new PostgresRateLimitStore(db, "form-failed:", now, log),
    }),
    rateLimit({
      ...common,
      limit: limit.perEmail ?? limit.limit,
      skip: (req) => emailOf(req) === null,
      keyGenerator: (req) => `${req.path}:${mailboxKey(secret, "form", emailOf(req)!)}`,
      // Counted when it arrives, given back when it was refused: only accepted ones count.
      skipFailedRequests: true,
      // A new prefix: the windows of the former key (a bare SHA-256 of the exact address) are left to expire.
      store: new PostgresRateLimitStore(db, "form-mailbox:", now, log),
    }),
  ];
}
