/**
 * The staff's side of privacy requests (docs/rules.md R53): the list, open first with what the site
 * holds for each address, and completing one.
 * - A copy: the person is mailed a private link to the file of their data (privacy-links.ts).
 * - An erasure: in one transaction, the confirmation is queued to the address first, then every
 *   record of the address is anonymised — names, addresses, phones, messages, the newsletter
 *   sign-up, the mails to it, the audit entries naming it, and what staff typed about the person
 *   (their notes, a payment's note, a refund's reason) — keeping what the accounts must (amounts,
 *   currencies, dates, methods, statuses, receipt numbers, references, categories, years). The
 *   mails' files under DATA_DIR/mail go once it has committed (the caller removes those it names:
 *   mail/mail-files.ts); the confirmation's own, and its address, once it was sent
 *   (mail/forget-erasure-confirmations.ts). docs/decisions/023-an-erasure-that-erases.md.
 * Both are written to the audit list; an erasure's entry does not name the address.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { erasedAddress, isErasedAddress, type PrivacyRequestItem, type PrivacyRequestList } from "../../../shared/privacy";
import {
  auditLog,
  contactReplies,
  contacts,
  donations,
  formSubmissions,
  memberNotes,
  members,
  memberships,
  newsletterSubscriptions,
  outbox,
  payments,
  privacyRequests,
  type AuditDetails,
  type PrivacyRequest,
} from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import { recordChange, type Actor, type Changes } from "../audit/record-change";
import type { Effect } from "../effects";
import { countPersonalData, findPersonalData, mailedTo, type PersonalData } from "./personal-data";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What an erased text becomes (a name, a subject, a message). */
export const ERASED = "—";
export { erasedAddress, isErasedAddress } from "../../../shared/privacy";

const NO_DATA = { members: 0, applications: 0, yearsPaid: 0, payments: 0, donations: 0, messages: 0, newsletter: 0, mails: 0 };

function item(row: PrivacyRequest, data: PersonalData | null): PrivacyRequestItem {
  const erased = isErasedAddress(row.email);
  return {
    id: row.id,
    email: erased ? null : row.email,
    kind: row.kind,
    language: row.language,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    completedByName: row.completedByName,
    holds: data ? countPersonalData(data) : NO_DATA,
  };
}

/** Open requests (the earliest due first) with what is held for each address; completed ones, latest first. */
export async function listPrivacyRequests(db: Db, completedLimit = 50): Promise<PrivacyRequestList> {
  const open = await db.select().from(privacyRequests).where(isNull(privacyRequests.completedAt)).orderBy(asc(privacyRequests.dueAt));
  const completed = await db
    .select()
    .from(privacyRequests)
    .where(isNotNull(privacyRequests.completedAt))
    .orderBy(desc(privacyRequests.completedAt))
    .limit(completedLimit);
  const held = new Map<string, PersonalData>();
  for (const row of open) if (!held.has(row.email)) held.set(row.email, await findPersonalData(db, row.email));
  return { open: open.map((row) => item(row, held.get(row.email) ?? null)), completed: completed.map((row) => item(row, null)) };
}

export async function findPrivacyRequest(db: Pick<Db, "select">, id: string): Promise<PrivacyRequest | null> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

export type CompleteResult =
  | { kind: "notFound" }
  | { kind: "alreadyCompleted"; request: PrivacyRequest }
  /** `erasedMails`: the outbox rows whose files (mail/mail-files.ts) must go once committed. */
  | { kind: "completed"; request: PrivacyRequest; effects: Effect[]; erasedMails: string[] };

export async function completePrivacyRequest(db: Db, actor: Actor, id: string, now: Date): Promise<CompleteResult> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for("update");
    if (!request) return { kind: "notFound" };
    if (request.completedAt) return { kind: "alreadyCompleted", request };
    let erasedMails: string[] = [];
    const dates = { requestId: request.id, kind: request.kind, requestedAt: request.requestedAt.toISOString(), dueAt: request.dueAt.toISOString() };

    if (request.kind === "copy") {
      await queueMail(tx, { key: `privacy-copy:${request.id}`, template: "privacy-copy", to: [request.email], language: request.language, data: dates });
      await recordChange(tx, actor, {
        action: "privacy.copy",
        entity: "privacy_request",
        entityId: request.id,
        label: request.email,
        details: { email: request.email },
      });
    } else {
      // The confirmation first, while the address is still known; the anonymising below spares it.
      const confirmation = await queueMail(tx, { key: `privacy-erased:${request.id}`, template: "privacy-erased", to: [request.email], language: request.language, data: dates });
      // Every other open request of the address is answered by the erasure too: nothing is left to copy.
      await tx
        .update(privacyRequests)
        .set({ completedAt: now, completedBy: actor.userId, completedByName: actor.username })
        .where(and(eq(privacyRequests.email, request.email), isNull(privacyRequests.completedAt)));
      erasedMails = await eraseAddress(tx, request.email, now, confirmation);
      await recordChange(tx, actor, { action: "privacy.erasure", entity: "privacy_request", entityId: request.id, details: { erased: true } });
    }

    const [completed] = await tx
      .update(privacyRequests)
      .set({ completedAt: now, completedBy: actor.userId, completedByName: actor.username })
      .where(eq(privacyRequests.id, request.id))
      .returning();
    return { kind: "completed", request: completed!, effects: ["mail-queued"], erasedMails };
  });
}

/** The fields of a record, in an audit entry's changes, that name a person. */
const PERSONAL_FIELDS = new Set(["fullName", "name", "email", "country", "countryCode", "phone", "donorName", "subject", "message", "body"]);
/**
 * The fields, in an audit entry's changes, that staff typed freely about the person ("cash handed
 * over by …", a refund's reason): kept as a change that happened, its words replaced by ERASED.
 */
const TYPED_FIELDS = new Set(["note", "reason"]);

/** An audit entry's changes without what names the person. */
const erasedChanges = (changes: Changes): Changes =>
  Object.fromEntries(
    Object.entries(changes)
      .filter(([field]) => !PERSONAL_FIELDS.has(field))
      .map(([field, change]) => [field, TYPED_FIELDS.has(field) ? { from: change.from == null ? change.from : ERASED, to: change.to == null ? change.to : ERASED } : change]),
  );
/** The fields of a mail's stored data that name a person or quote them. */
const PERSONAL_MAIL_FIELDS = new Set(["name", "email", "subject", "message", "body", "donorName", "fullName", "phone"]);

const scrubbed = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, PERSONAL_MAIL_FIELDS.has(key) && typeof value === "string" ? ERASED : value]));

/**
 * Anonymises every record of `address` (call it in the request's transaction). `spare`: the outbox
 * row of the confirmation, which must still reach the address. Answers the outbox rows erased (their
 * files go once committed).
 */
async function eraseAddress(tx: Tx, address: string, now: Date, spare: string | null): Promise<string[]> {
  const data = await findPersonalData(tx, address);

  for (const member of data.members)
    await tx
      .update(members)
      .set({ erasedAt: now, fullName: ERASED, email: erasedAddress(member.id), country: "", countryCode: null, phone: null, updatedAt: now })
      .where(eq(members.id, member.id));
  if (data.notes.length > 0) await tx.delete(memberNotes).where(inArray(memberNotes.id, data.notes.map((n) => n.id)));
  for (const application of data.applications)
    await tx
      .update(memberships)
      .set({ fullName: ERASED, email: erasedAddress(application.id), country: "", countryCode: null, updatedAt: now })
      .where(eq(memberships.id, application.id));
  for (const donation of data.donations)
    await tx.update(donations).set({ donorName: null, phone: null, email: erasedAddress(donation.id), updatedAt: now }).where(eq(donations.id, donation.id));
  // The accounts keep each payment's amount, currency, dates, method, status and references (the
  // receipt or transfer number typed); the payer's number and the words staff typed about them go.
  if (data.payments.length > 0)
    await tx
      .update(payments)
      .set({
        phone: null,
        note: sql`case when ${payments.note} is null then null else ${ERASED} end`,
        reversalReason: sql`case when ${payments.reversalReason} is null then null else ${ERASED} end`,
        updatedAt: now,
      })
      .where(inArray(payments.id, data.payments.map((p) => p.payment.id)));
  for (const message of data.messages)
    await tx
      .update(contacts)
      .set({ name: ERASED, email: erasedAddress(message.id), subject: ERASED, message: ERASED, updatedAt: now })
      .where(eq(contacts.id, message.id));
  if (data.replies.length > 0) await tx.update(contactReplies).set({ body: ERASED }).where(inArray(contactReplies.id, data.replies.map((r) => r.id)));
  if (data.newsletter.length > 0) await tx.delete(newsletterSubscriptions).where(inArray(newsletterSubscriptions.id, data.newsletter.map((n) => n.id)));

  // The mails to the address, and the staff's notifications that named it: one not sent yet never will be.
  const mailRows = await tx
    .select()
    .from(outbox)
    .where(or(mailedTo(address), sql`lower(${outbox.data}->>'email') = ${address}`));
  const erased: string[] = [];
  for (const mail of mailRows) {
    if (mail.id === spare) continue;
    erased.push(mail.id);
    const toThem = data.mails.some((m) => m.id === mail.id);
    const unsent = mail.status === "pending" || mail.status === "failed";
    await tx
      .update(outbox)
      .set({
        data: scrubbed(mail.data),
        ...(toThem ? { recipients: [erasedAddress(mail.id)] } : {}),
        ...(toThem && unsent ? { status: "failed" as const, lastError: "not sent: the person's data was erased at their request", leaseUntil: null } : {}),
        updatedAt: now,
      })
      .where(eq(outbox.id, mail.id));
  }

  // A form's answer kept a day for its retries (server/http/idempotent-submissions.ts) may name them
  // (by address or by name): forgotten, at worst with a stranger's of the same name.
  const names = [...new Set([...data.members.map((m) => m.fullName), ...data.applications.map((a) => a.fullName), ...data.messages.map((c) => c.name)])];
  for (const text of [address, ...names.map((name) => name.toLowerCase())].filter((text) => text.length > 2 && text !== ERASED))
    await tx.delete(formSubmissions).where(sql`position(${text} in lower(${formSubmissions.response}::text)) > 0`);
  await eraseFromAudit(tx, address, data);
  // The requests keep their dates and kind, no longer the address.
  for (const request of data.requests) await tx.update(privacyRequests).set({ email: erasedAddress(request.id) }).where(eq(privacyRequests.id, request.id));
  return erased;
}

/** The audit entries of the address's records, or naming it: no label, no names, a mark the list reads as "erased". */
async function eraseFromAudit(tx: Tx, address: string, data: PersonalData) {
  const records: [string, string[]][] = [
    ["membership", data.applications.map((a) => a.id)],
    ["member", data.members.map((m) => m.id)],
    ["membership_year", data.years.map((y) => y.id)],
    ["donation", data.donations.map((d) => d.id)],
    ["contact", data.messages.map((c) => c.id)],
    ["newsletter_subscription", data.newsletter.map((n) => n.id)],
    ["privacy_request", data.requests.map((r) => r.id)],
  ];
  const ofRecords = records.filter(([, ids]) => ids.length > 0).map(([entity, ids]) => and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)));
  const entries = await tx
    .select()
    .from(auditLog)
    .where(or(...ofRecords, sql`lower(${auditLog.label}) = ${address}`, sql`lower(${auditLog.details}->>'email') = ${address}`));
  const erased: AuditDetails = { erased: true };
  for (const entry of entries) await tx.update(auditLog).set({ label: null, details: erased, changes: erasedChanges(entry.changes) }).where(eq(auditLog.id, entry.id));
}
