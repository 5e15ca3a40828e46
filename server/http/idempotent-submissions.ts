/**
 * One submission, one record: a public form sends an `Idempotency-Key` header (a UUID made when
 * the form opens, the same on every try of that form), and a repeat of a key — a double tap, a
 * retry after a lost answer or a 503 — gets the answer of the record its key made instead of being
 * filed again.
 *
 * The key is written in the SAME transaction as the record (`keepSubmission`, called by the route
 * inside its service's transaction), with the answer the route gives for it. So a key exists
 * exactly when its record does: a stall, a timeout or a crash before the commit leaves neither (the
 * retry is filed anew), one after it leaves both (the retry gets the answer). Nothing is ever
 * "in hand" in a table: a try arriving while another holds the key waits in the database (on
 * PostgreSQL the second insert of the key waits for the first transaction), then finds the key
 * taken, rolls its own record back and answers the first's (`replayTakenSubmissions`).
 *
 * A refusal or a failure writes nothing, so the next try is filed anew. The same key with another
 * body is refused (422): a key names one submission. Without the header, nothing changes
 * (docs/rules.md R15: the specification's clients do not send it).
 */
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { formSubmissions } from "../../shared/schema";
import type { Db } from "../db";
import { AppError } from "../lib/errors";
import { apiMessages } from "../lib/api-messages";
import { requestLanguage } from "./request-language";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A form's try under its key, known to the route through `res.locals`. */
type Submission = { route: string; key: string; requestHash: string; at: Date };

/** Thrown inside a record's transaction when its key was written by another try: the transaction rolls back, the first's answer is given. */
export class SubmissionTaken extends Error {
  constructor() {
    super("submission taken");
  }
}

const hashOf = (req: Request) =>
  createHash("sha256")
    .update(JSON.stringify({ query: req.query, body: req.body as unknown }))
    .digest("base64url");

const submissionOf = (res: Response) => (res.locals as { submission?: Submission }).submission;
const whereKey = (s: Submission) => and(eq(formSubmissions.route, s.route), eq(formSubmissions.key, s.key));

/** Answers a key's earlier try: its answer, or 422 when the key was sent with another body. */
async function replay(db: Db, req: Request, res: Response, submission: Submission): Promise<boolean> {
  const [first] = await db.select().from(formSubmissions).where(whereKey(submission)).limit(1);
  // A claim left by an earlier version of this code (status null, nothing to replay): not an answer.
  if (!first || first.status === null) return false;
  if (first.requestHash !== submission.requestHash) throw new AppError("unprocessable", apiMessages[requestLanguage(req)].idempotencyKeyReused);
  res.set("Idempotent-Replayed", "true");
  res.status(first.status).json(first.response);
  return true;
}

/** Checks the header; answers a repeat of a key already filed; otherwise hands the try to the route. */
export function idempotentSubmissions(db: Db, now: () => Date): RequestHandler {
  return async (req, res, next) => {
    const raw = req.get(IDEMPOTENCY_HEADER);
    if (raw === undefined) return next();
    // Lower case: a key typed in capitals is the same key.
    const key = raw.trim().toLowerCase();
    if (!UUID.test(key)) return next(new AppError("badRequest", apiMessages[requestLanguage(req)].idempotencyKeyInvalid));
    const submission: Submission = { route: req.path, key, requestHash: hashOf(req), at: now() };
    if (await replay(db, req, res, submission)) return;
    (res.locals as { submission?: Submission }).submission = submission;
    next();
  };
}

/** A try's key with the answer its record gets, as a batch of records writes it (`keepSubmissions`). */
export type KeptAnswer = Submission & { status: number; response: unknown };

/** The try's key with its answer, when it came with one (the route knows it through `res.locals`). */
export function answerOf(res: Response, status: number, response: unknown): KeptAnswer | undefined {
  const submission = submissionOf(res);
  return submission && { ...submission, status, response };
}

/**
 * Writes the keys of a batch of tries with their answers, in one statement inside `tx`, the
 * transaction that writes their records; answers, in order, whether each was kept. A key another
 * try wrote first — in another transaction (on PostgreSQL this insert waits for it to end), or
 * earlier in the same batch (a double tap sent together) — is not kept: its record must not be
 * written, and the first's answer is given (`replayTakenSubmissions`).
 */
export async function keepSubmissions(tx: Db, answers: readonly KeptAnswer[]): Promise<boolean[]> {
  const idOf = (a: Pick<Submission, "route" | "key">) => `${a.route} ${a.key}`;
  const firsts = new Map<string, KeptAnswer>();
  for (const answer of answers) if (!firsts.has(idOf(answer))) firsts.set(idOf(answer), answer);
  if (firsts.size === 0) return [];
  const kept = await tx
    .insert(formSubmissions)
    .values([...firsts.values()].map((a) => ({ route: a.route, key: a.key, requestHash: a.requestHash, status: a.status, response: a.response ?? null, createdAt: a.at })))
    // A claim left by an earlier version of this code (status null) is taken over.
    .onConflictDoUpdate({
      target: [formSubmissions.route, formSubmissions.key],
      set: { requestHash: sql`excluded.${sql.identifier(formSubmissions.requestHash.name)}`, status: sql`excluded.${sql.identifier(formSubmissions.status.name)}`, response: sql`excluded.${sql.identifier(formSubmissions.response.name)}`, createdAt: sql`excluded.${sql.identifier(formSubmissions.createdAt.name)}` },
      setWhere: isNull(formSubmissions.status),
    })
    .returning({ route: formSubmissions.route, key: formSubmissions.key });
  const keptIds = new Set(kept.map(idOf));
  return answers.map((answer) => firsts.get(idOf(answer)) === answer && keptIds.has(idOf(answer)));
}

/**
 * Writes the try's key with its answer, inside `tx`, the transaction that writes the record. Throws
 * SubmissionTaken when another try's transaction wrote the key first (on PostgreSQL this insert
 * waits for that transaction to end). Without a key, does nothing.
 */
export async function keepSubmission(tx: Db, res: Response, status: number, response: unknown) {
  const answer = answerOf(res, status, response);
  if (!answer) return;
  const [kept] = await keepSubmissions(tx, [answer]);
  if (!kept) throw new SubmissionTaken();
}

/** Replaces a kept answer by the fuller one given after the record's transaction (a card payment started since). */
export async function amendSubmission(db: Db, res: Response, response: unknown) {
  const submission = submissionOf(res);
  if (!submission) return;
  await db.update(formSubmissions).set({ response: response ?? null }).where(whereKey(submission));
}

/** Mounted after the forms' routes: a try whose key another try filed first gets that try's answer. */
export function replayTakenSubmissions(db: Db): ErrorRequestHandler {
  return async (error: unknown, req, res, next) => {
    const submission = submissionOf(res);
    if (!(error instanceof SubmissionTaken) || !submission) return next(error);
    try {
      if (await replay(db, req, res, submission)) return;
      next(new Error("an idempotency key was taken but holds no answer"));
    } catch (failure) {
      next(failure);
    }
  };
}
