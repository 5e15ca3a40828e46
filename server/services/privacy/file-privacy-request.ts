/**
 * A person's request for a copy or the erasure of their data (docs/rules.md R53), filed from the
 * private link of a mail: due 30 days later; acknowledged to the person and told to the staff in
 * the same transaction. An open request of the same kind for the address is answered again, not
 * filed twice (the address's lock keeps two at once from both filing).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { PRIVACY_REQUEST_DAYS, type OpenPrivacyRequest, type PrivacyRequestKind } from "../../../shared/privacy";
import { privacyRequests, type PrivacyRequest } from "../../../shared/schema";
import type { Db } from "../../db";
import { queueMail } from "../../mail/outbox";
import type { Effect, MailSource } from "../effects";
import { getMailSettings } from "../settings/mail-settings";
import { normaliseAddress } from "./privacy-links";

export const openRequest = (row: PrivacyRequest): OpenPrivacyRequest => ({
  id: row.id,
  kind: row.kind,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
});

/** The requests still open for an address, oldest first. */
export async function openRequestsOf(db: Pick<Db, "select">, email: string) {
  return db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.email, normaliseAddress(email)), isNull(privacyRequests.completedAt)))
    .orderBy(asc(privacyRequests.requestedAt));
}

/** The day a request made at `at` is due (docs/rules.md R53). */
export const dueDate = (at: Date) => new Date(at.getTime() + PRIVACY_REQUEST_DAYS * 86_400_000);

export async function filePrivacyRequest(
  db: Db,
  input: { email: string; kind: PrivacyRequestKind; language: Language },
  mail: MailSource,
  now: Date,
): Promise<{ request: PrivacyRequest; created: boolean; effects: Effect[] }> {
  const email = normaliseAddress(input.email);
  return db.transaction(async (tx) => {
    // Two requests sent at once for one address: the second waits, then finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`privacy:${email}`}))`);
    const [open] = await tx
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.email, email), eq(privacyRequests.kind, input.kind), isNull(privacyRequests.completedAt)));
    if (open) return { request: open, created: false, effects: [] };

    const [request] = await tx
      .insert(privacyRequests)
      .values({ email, kind: input.kind, language: input.language, requestedAt: now, dueAt: dueDate(now) })
      .returning();
    if (!request) throw new Error("insert returned no row");
    const dates = { requestId: request.id, kind: request.kind, requestedAt: request.requestedAt.toISOString(), dueAt: request.dueAt.toISOString() };
    await queueMail(tx, { key: `privacy-received:${request.id}`, template: "privacy-request-received", to: [email], language: input.language, data: dates });
    const staff = await getMailSettings(tx, mail.contactEmail);
    await queueMail(tx, {
      key: `privacy-staff:${request.id}`,
      template: "staff-privacy-request",
      to: staff.notifyEmails,
      language: staff.staffLanguage,
      data: { ...dates, email, language: input.language },
    });
    return { request, created: true, effects: ["mail-queued"] };
  });
}
