/**
 * One submission, one record: a public form sends an `Idempotency-Key` header (a UUID made when
 * the form opens, the same on every try of that form), and a repeat of a key — a double tap, a
 * retry after a lost answer or a 503 — gets the first try's answer instead of being filed again.
 *
 * The first try claims the key (a row, status null) before its handler runs; a repeat arriving
 * while it is in hand waits for its answer (up to `waitMs`, then 409 with Retry-After). A success
 * (2xx) is stored with its body and replayed with `Idempotent-Replayed: true`; a refusal or a
 * failure gives the key back, so the next try is filed anew. The same key with another body is
 * refused (422): a key names one submission. Without the header, nothing changes (docs/rules.md R15:
 * the specification's clients do not send it).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import { formSubmissions } from "../../shared/schema";
import type { Db } from "../db";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "./request-language";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const hashOf = (req: Request) =>
  createHash("sha256")
    .update(JSON.stringify({ query: req.query, body: req.body as unknown }))
    .digest("base64url");

export function idempotentSubmissions(db: Db, now: () => Date, options: { waitMs?: number } = {}): RequestHandler {
  const waitMs = options.waitMs ?? 10_000;
  return async (req, res, next) => {
    const raw = req.get(IDEMPOTENCY_HEADER);
    if (raw === undefined) return next();
    const m = apiMessages[requestLanguage(req)];
    // Lower case: a key typed in capitals is the same key.
    const key = raw.trim().toLowerCase();
    if (!UUID.test(key)) return next(new AppError("badRequest", m.idempotencyKeyInvalid));
    const route = req.path;
    const requestHash = hashOf(req);
    const where = and(eq(formSubmissions.route, route), eq(formSubmissions.key, key));
    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await db.insert(formSubmissions).values({ route, key, requestHash, createdAt: now() }).onConflictDoNothing().returning({ key: formSubmissions.key });
      if (claimed.length > 0) break;
      const [first] = await db.select().from(formSubmissions).where(where).limit(1);
      if (!first) continue; // the first try was refused meanwhile: this one is the first now
      if (first.requestHash !== requestHash) return next(new AppError("unprocessable", m.idempotencyKeyReused));
      if (first.status !== null) {
        res.set("Idempotent-Replayed", "true");
        return res.status(first.status).json(first.response);
      }
      if (Date.now() > deadline) {
        res.set("Retry-After", "2");
        return next(new AppError("conflict", m.submissionInProgress));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    keepAnswer(db, res, where);
    next();
  };
}

/** Stores a success's answer under the key before sending it; gives the key back on anything else. */
function keepAnswer(db: Db, res: Response, where: ReturnType<typeof and>) {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    res.json = send;
    const status = res.statusCode;
    const forget = () => db.delete(formSubmissions).where(where);
    const kept = status >= 200 && status < 300 ? db.update(formSubmissions).set({ status, response: body ?? null }).where(where).catch(forget) : forget();
    // Sent whatever the database says: the record is filed either way.
    void Promise.resolve(kept).then(
      () => send(body),
      () => send(body),
    );
    return res;
  };
}
