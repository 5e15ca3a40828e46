/**
 * The outbox (docs/decisions/010-jobs-and-mail.md): a mail is a row written in the same transaction
 * as its cause, so it exists exactly when its cause does; the jobs room sends it afterwards.
 *
 * - Once per cause: the row's `key` names the cause and is unique; queuing it again does nothing.
 * - Claimed with `FOR UPDATE SKIP LOCKED` and a lease: several processes never take the same mail.
 * - A refusal or a server that cannot be reached: tried again later, each wait longer, and marked
 *   failed after `maxAttempts` tries (shown to the staff, who can retry it).
 * - A process that dies while sending leaves the mail `sending`: it is tried again only once its
 *   lease has ended. Sending is at least once: if the SMTP server had accepted the mail just before
 *   the process died, it is sent a second time, with the same Message-ID.
 */
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Language } from "../../shared/domain";
import { isErasedAddress } from "../../shared/privacy";
import { membershipYears, outbox, payments, type OutboxMail, type OutboxStatus } from "../../shared/schema";
import type { Db } from "../db";
import type { Logger } from "../lib/logger";
import type { DocumentTarget } from "../documents/targets";
import type { MailAttachment, Mailer } from "./mailer";
import { SendError, SMTP_CONNECTIONS } from "./mailer";
import { HELD_OVER_CAP, takeMailboxShare, type RecipientCap } from "./recipient-cap";
import { deleteEmptyDigests, gatherClaimed } from "./staff-digest";
import { isFromPublicForm, isGathered, renderMail, type MailContext, type TemplateData, type TemplateName } from "./templates";

type Writer = Pick<Db, "insert">;

export type QueuedMail<N extends TemplateName> = {
  /** The cause, unique: `contact-staff:<contact id>`. */
  key: string;
  template: N;
  data: TemplateData<N>;
  /** A null address (a walk-in member or an offline gift without e-mail) is left out; with none left, nothing is queued. */
  to: readonly (string | null)[];
  language: Language;
};

/**
 * The addresses a mail can go to: a person staff added without e-mail has none, and the placeholder
 * an erasure leaves (`erased+…@invalid`, shared/privacy.ts) is nobody's: never queued to, whichever
 * cause asks (a payment through an old link, a staff's action on an erased record).
 */
const addressesOf = (to: readonly (string | null)[]): string[] => to.filter((address): address is string => !!address && !isErasedAddress(address));

/**
 * Writes a mail to the outbox, in the caller's transaction; answers its id, or null when its cause
 * already mailed or when it has no address to go to (skipped: nothing queued to nobody, nothing fails).
 * A staff notification is written as any mail; whether it goes out or joins the staff's digest is
 * decided when it is sent (`gatheredOnClaim`), outside the form's transaction.
 */
export async function queueMail<N extends TemplateName>(tx: Writer, mail: QueuedMail<N>): Promise<string | null> {
  const recipients = addressesOf(mail.to);
  if (recipients.length === 0) return null;
  const [row] = await tx
    .insert(outbox)
    .values({ key: mail.key, template: mail.template, data: mail.data, recipients, language: mail.language })
    .onConflictDoNothing({ target: outbox.key })
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/**
 * Writes many mails to the outbox in the caller's transaction (a convocation to every voter), a
 * few hundred rows a statement rather than one round trip each; a mail whose cause already
 * mailed is skipped, as with queueMail. Answers how many were written.
 */
export async function queueMails<N extends TemplateName>(tx: Writer, mails: readonly QueuedMail<N>[], chunk = 500): Promise<number> {
  const addressed = mails.filter((mail) => addressesOf(mail.to).length > 0);
  let written = 0;
  for (let start = 0; start < addressed.length; start += chunk) {
    const rows = await tx
      .insert(outbox)
      .values(addressed.slice(start, start + chunk).map((mail) => ({ key: mail.key, template: mail.template, data: mail.data, recipients: addressesOf(mail.to), language: mail.language })))
      .onConflictDoNothing({ target: outbox.key })
      .returning({ id: outbox.id });
    written += rows.length;
  }
  return written;
}

/**
 * What a mail's documents are made from when it is sent (services/receipts-and-attestations/mail-documents.ts):
 * the outbox keeps only which document, so every try carries the same PDF.
 */
export type MailDocuments = {
  /** The document as a file, in the mail's language, dated `writtenAt` (when the mail was queued); null when there is nothing to attest. */
  attach(target: DocumentTarget, language: Language, writtenAt: Date): Promise<MailAttachment | null>;
  /** Its private link, valid from `now`. */
  link(target: DocumentTarget, now: Date): string;
};

/**
 * The privacy links a mail carries, made when it is sent (services/privacy/privacy-links.ts signs
 * them with the server's secret, which the mail room never holds).
 */
export type PrivacyMailLinks = {
  /** The footer's link for a mail to `email`. */
  page(email: string, language: Language, now: Date): string;
  /** The link to the copy a request asked for. */
  copy(requestId: string, now: Date): string;
  /** The link to the same copy made to be read (PDF). */
  readableCopy(requestId: string, now: Date): string;
  /** The link to the recipient's own page (/my-membership), valid a few days from `now`. */
  membership(email: string, language: Language, now: Date): string;
};

export type DeliveryOptions = {
  from: string;
  context: MailContext;
  /** Without it, a mail that carries a document cannot be sent (it fails at once, shown to the staff). */
  documents?: MailDocuments;
  /** The privacy links (services/privacy/privacy-links.ts): every mail to a person carries one (docs/rules.md R53). */
  privacy?: PrivacyMailLinks;
  /** What one mailbox may be sent a day through the public forms (recipient-cap.ts); unset, no cap (tests of other things). */
  recipientCap?: RecipientCap;
  /** How long a claimed mail belongs to its sender; it must outlast a batch of slow sends. */
  leaseMs?: number;
  maxAttempts?: number;
  /** The wait after the first failed try, doubled after each (at most `maxDelayMs`). */
  firstDelayMs?: number;
  maxDelayMs?: number;
  batch?: number;
  log?: Logger;
  /** Resolves when a mail may start: the server's `visitorsFirst` gate (jobs/visitors-first.ts); by default, the next turn of the event loop. */
  yieldTo?: () => Promise<void>;
};

/**
 * `batch`: how many due mails one round claims. Each round costs a few statements whatever it claims
 * (reminders no longer needed, empty digests, the claim, the digest): in a flood of a form, where
 * most are staff notifications gathered into the digest and never sent, a round of 50 pays them
 * once for 50. The mails a round does send go out side by side through the transport's few
 * connections, well within the lease.
 */
export const DELIVERY_DEFAULTS = { leaseMs: 10 * 60_000, maxAttempts: 8, firstDelayMs: 60_000, maxDelayMs: 3 * 3_600_000, batch: 50 } as const;

/** The Message-ID of a mail, the same on every try: `<outbox id@site host>`. */
export const messageIdOf = (mail: Pick<OutboxMail, "id">, context: MailContext) => `<${mail.id}@${new URL(context.publicUrl).hostname}>`;

/** The wait before try `attempts + 1`. */
export const retryDelayMs = (attempts: number, firstDelayMs: number, maxDelayMs: number) =>
  Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), maxDelayMs);

/** Claims the mails due at `now` (new, due again, or whose sender's lease ended) for this process. */
async function claimDue(db: Db, now: Date, leaseMs: number, batch: number): Promise<OutboxMail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, "sending"), lte(outbox.leaseUntil, now)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: "sending", leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
      .where(inArray(outbox.id, due.map((row) => row.id)))
      .returning();
  });
}

/**
 * Sends what is due; answers how many mails it tried. A mail's outcome is written only while the
 * claim is still this sender's (same attempt number): a sender whose lease ran out writes nothing.
 */
export async function deliverDueMail(db: Db, mailer: Mailer, now: Date, options: DeliveryOptions): Promise<number> {
  const { leaseMs, maxAttempts, firstDelayMs, maxDelayMs, batch } = { ...DELIVERY_DEFAULTS, ...options };
  const dropped = await dropPaidReminders(db, now);
  if (dropped.length > 0) options.log?.info({ mails: dropped }, `mail no longer needed, not sent: ${dropped.join(", ")}`);
  await deleteEmptyDigests(db, now);
  const claimed = await claimDue(db, now, leaseMs, batch);
  // A staff notification on its first try goes out, or joins the open digest and is gone
  // (staff-digest.ts). Decided here rather than in the transaction that wrote it: the open digest is
  // one row, and a form's transaction holding it until its commit made the forms take one
  // submission at a time.
  const gathered = await gatherClaimed(
    db,
    claimed.filter((mail) => isGathered(mail.template) && mail.attempts === 1),
    now,
  );
  // The batch is sent a few side by side, as many as the SMTP transport keeps connections open
  // (mailer.ts); each mail's outcome is still written on its own, and only while its claim is this
  // sender's. Each mail starts in a turn of the event loop of its own: handing the transport fifty
  // at once rendered them all in one go and held the server's one thread (and, on the embedded
  // database, the database) for tens of milliseconds, while the pages asked for meanwhile waited.
  // And each waits for a moment when no visitor's request is being answered (options.yieldTo).
  const toSend = claimed.filter((mail) => !gathered.has(mail.id));
  const turn = options.yieldTo ?? (() => new Promise<void>((resolve) => setImmediate(resolve)));
  let next = 0;
  const sender = async () => {
    for (let mail = toSend[next++]; mail; mail = toSend[next++]) {
      await turn();
      await deliverOne(db, mailer, now, mail, options, { maxAttempts, firstDelayMs, maxDelayMs });
    }
  };
  await Promise.all(Array.from({ length: Math.min(SMTP_CONNECTIONS, toSend.length) }, sender));
  return claimed.length;
}

async function deliverOne(
  db: Db,
  mailer: Mailer,
  now: Date,
  mail: OutboxMail,
  options: DeliveryOptions,
  { maxAttempts, firstDelayMs, maxDelayMs }: { maxAttempts: number; firstDelayMs: number; maxDelayMs: number },
) {
  const ours = and(eq(outbox.id, mail.id), eq(outbox.status, "sending"), eq(outbox.attempts, mail.attempts));
  try {
    // A mail asked for through a form counts against its mailbox's day (a try after a failure counts
    // again: that errs on the stranger's side); past the cap it is held, never sent.
    if (options.recipientCap && isFromPublicForm(mail.template) && mail.recipients[0] && !(await takeMailboxShare(db, options.recipientCap, mail.recipients[0], now))) {
      await db.update(outbox).set({ status: "held", leaseUntil: null, lastError: HELD_OVER_CAP, updatedAt: new Date() }).where(ours);
      options.log?.warn({ mail: mail.id, template: mail.template }, "mail held: its mailbox had the day's mails asked for through the forms");
      return;
    }
    const { documents } = options;
    const { privacy } = options;
    const context: MailContext = {
      ...options.context,
      ...(documents ? { documentLink: (target: DocumentTarget) => documents.link(target, now) } : {}),
      // A mail to a person has one recipient: the link names that address (renderMail leaves it out of the staff's mails).
      ...(privacy && mail.recipients[0]
        ? {
            privacy: {
              page: privacy.page(mail.recipients[0], mail.language, now),
              copy: (requestId: string) => privacy.copy(requestId, now),
              readableCopy: (requestId: string) => privacy.readableCopy(requestId, now),
              membership: privacy.membership(mail.recipients[0], mail.language, now),
            },
          }
        : {}),
    };
    const { attachments: targets = [], ...rendered } = renderMail(mail.template, mail.data, mail.language, context);
    const attachments = await Promise.all(targets.map((target) => attachment(documents, target, mail)));
    await mailer.send({ from: options.from, to: mail.recipients, ...rendered, attachments, messageId: messageIdOf(mail, options.context) });
  } catch (error) {
    const reason = failureReason(error);
    // A mail that cannot be rendered never will be; a database that did not answer, or any other
    // failure, is tried again, up to the bound.
    const final = (!(error instanceof SendError) && !isDatabaseError(error)) || mail.attempts >= maxAttempts;
    const retryAt = new Date(now.getTime() + retryDelayMs(mail.attempts, firstDelayMs, maxDelayMs));
    await db
      .update(outbox)
      .set(final ? { status: "failed", leaseUntil: null, lastError: reason, updatedAt: new Date() } : { status: "pending", leaseUntil: null, lastError: reason, nextAttemptAt: retryAt, updatedAt: new Date() })
      .where(ours);
    options.log?.warn({ mail: mail.id, template: mail.template, attempts: mail.attempts, err: isDatabaseError(error) ? databaseError(error) : error }, final ? "mail failed: given up" : "mail not sent: tried again later");
    return;
  }
  // The mail server has it: it will be delivered. Whatever the database does now (a stall, a lost
  // connection), the mail is recorded as sent — never as failed, and not sent again while this
  // sender's lease lasts, the time it keeps trying.
  await recordSent(db, ours, mail, now, leaseMs(mail, now), options);
}

/** Writes that a mail left, trying again (1 s, 2 s, 4 s… ) until it is written or the sender's lease ends. */
async function recordSent(db: Db, ours: SQL | undefined, mail: OutboxMail, now: Date, leaseLeftMs: number, options: DeliveryOptions) {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await db.update(outbox).set({ status: "sent", sentAt: new Date(), leaseUntil: null, lastError: null, updatedAt: new Date() }).where(ours);
      options.log?.info({ mail: mail.id, template: mail.template, attempts: mail.attempts }, "mail sent");
      return;
    } catch (error) {
      const wait = Math.min(1_000 * 2 ** (attempt - 1), 30_000);
      if (Date.now() - started + wait >= leaseLeftMs) {
        options.log?.error({ mail: mail.id, template: mail.template, err: databaseError(error) }, "mail sent, but the database could not record it before the lease ended: it may be sent again");
        return;
      }
      options.log?.warn({ mail: mail.id, template: mail.template, attempt, err: databaseError(error) }, "mail sent; recording it, tried again");
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** How long the claim of `mail` still lasts at `now`. */
const leaseMs = (mail: OutboxMail, now: Date) => (mail.leaseUntil ? mail.leaseUntil.getTime() - now.getTime() : 0);

/**
 * What staff are shown of a try that failed: what the mail server, the network or the mail's
 * document said (mail-reasons.ts reads it), or, when the site's database did not answer, a
 * sentence — never an SQL statement with its parameters.
 */
function failureReason(error: unknown): string {
  if (isDatabaseError(error)) return "The site's database did not answer in time: the mail is tried again.";
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** drizzle's "Failed query: … params: …", a PostgreSQL error (SQLSTATE), or pg's own wait ended. */
function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  return /^Failed query:/.test(error.message) || (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) || /Query read timeout|Connection terminated|timeout exceeded when trying to connect/i.test(error.message);
}

/** A database error for the log: its code and first line, without the statement's parameters. */
const databaseError = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return { code: cause?.code ?? code, message: String(cause?.message ?? message ?? error).split("\n")[0]!.replace(/params:.*$/s, "").slice(0, 200) };
};

/** A document the mail carries; a mail without it would be incomplete, so it is not sent (and not retried: rendering failed). */
async function attachment(documents: MailDocuments | undefined, target: DocumentTarget, mail: OutboxMail): Promise<MailAttachment> {
  if (!documents) throw new Error(`the ${target.kind} of this mail cannot be made: no documents configured`);
  // The database that the document is read from may be down for a moment: tried again, as a refusal is.
  const file = await documents.attach(target, mail.language, mail.createdAt).catch((error: unknown) => {
    throw new SendError(`the ${target.kind} of this mail could not be made: ${error instanceof Error ? error.message : String(error)}`, false);
  });
  if (!file) throw new Error(`the ${target.kind} ${target.id} of this mail has nothing to attest`);
  return file;
}

export type MailListItem = Pick<OutboxMail, "id" | "key" | "template" | "recipients" | "language" | "status" | "attempts" | "lastError" | "nextAttemptAt" | "sentAt" | "createdAt">;

/** What the mail lists show of a mail (never its data: names, links). */
const listedColumns = {
  id: outbox.id,
  key: outbox.key,
  template: outbox.template,
  recipients: outbox.recipients,
  language: outbox.language,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  sentAt: outbox.sentAt,
  createdAt: outbox.createdAt,
} satisfies Record<keyof MailListItem, unknown>;

/** The outbox's mails of one status, newest first. */
export async function listMail(db: Pick<Db, "select">, status: OutboxStatus, limit = 100): Promise<MailListItem[]> {
  return db
    .select(listedColumns)
    .from(outbox)
    .where(eq(outbox.status, status))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** A failed mail, due again now with a fresh count of tries; null when there is no failed mail of that id. */
export async function retryMail(db: Pick<Db, "update">, id: string, now: Date): Promise<OutboxMail | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, leaseUntil: null, updatedAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning();
  return row ?? null;
}

/** Why a dropped mail was not sent (its `last_error`). */
export const PAID_BEFORE_SENT = "not needed: the payment it asks for was made before it left";

/**
 * The "please pay" mails still waiting (or failed) when what they ask for is paid — an applicant's
 * confirmation that asks for the dues, a renewal request, a lapsed member's reminder — are marked
 * `dropped`, never sent: a member must not be asked to pay after their welcome or receipt. Run before
 * each claim; a mail already being sent is left to its sender. Answers the dropped mails' keys.
 */
export async function dropPaidReminders(db: Pick<Db, "update">, now: Date): Promise<string[]> {
  const membershipPaid = sql`exists (select 1 from ${payments} where ${payments.payableKind} = 'membership' and ${payments.payableId}::text = ${outbox.data} ->> 'membershipId' and ${payments.status} = 'succeeded')`;
  const yearPaid = sql`exists (select 1 from ${membershipYears} where ${membershipYears.id}::text = ${outbox.data} ->> 'yearId' and ${membershipYears.paidAt} is not null)`;
  const rows = await db
    .update(outbox)
    .set({ status: "dropped", leaseUntil: null, lastError: PAID_BEFORE_SENT, updatedAt: now })
    .where(
      and(
        inArray(outbox.template, ["membership-applied", "membership-renewal", "membership-lapsed"]),
        inArray(outbox.status, ["pending", "failed"]),
        or(
          and(eq(outbox.template, "membership-applied"), sql`(${outbox.data} ->> 'payable') = 'true'`, membershipPaid),
          and(inArray(outbox.template, ["membership-renewal", "membership-lapsed"]), yearPaid),
        ),
      ),
    )
    .returning({ key: outbox.key });
  return rows.map((row) => row.key);
}

/** A mail that has not left this long after it was written is shown to the staff (services/admin/alerts.ts). */
export const LATE_AFTER_MS = 15 * 60_000;

/** The mails written at least `LATE_AFTER_MS` before `now` that have not left (waiting, being sent, or failed), oldest first. */
export async function listLateMail(db: Pick<Db, "select">, now: Date, limit = 100): Promise<MailListItem[]> {
  return db
    .select(listedColumns)
    .from(outbox)
    // To the millisecond, as the clock is: PostgreSQL keeps microseconds, and a mail written at 12:00:00.000400 is late at 12:15:00.000.
    .where(and(inArray(outbox.status, ["pending", "sending", "failed"]), sql`date_trunc('milliseconds', ${outbox.createdAt}) <= ${new Date(now.getTime() - LATE_AFTER_MS).toISOString()}::timestamptz`))
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
}

/**
 * Send all again: every failed mail, and every mail waiting after a failed try, due now with a fresh
 * count of tries. A mail being sent is left to its sender. Answers the mails queued again.
 */
export async function retryAllMail(db: Pick<Db, "update">, now: Date): Promise<Pick<OutboxMail, "id" | "key" | "status">[]> {
  return db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, leaseUntil: null, updatedAt: now })
    .where(or(eq(outbox.status, "failed"), and(eq(outbox.status, "pending"), sql`${outbox.attempts} > 0`)))
    .returning({ id: outbox.id, key: outbox.key, status: outbox.status });
}

/** Where mails queued again stand now: each one's status, tries and last error. */
export async function mailOutcomes(db: Pick<Db, "select">, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(inArray(outbox.id, ids));
}
