/**
 * The admin's Send again: a payment's receipt, or an active member's attestation, mailed once more
 * to the donor or member, with the audit entry in the same transaction. Each re-send has its own
 * outbox key (`receipt:<payment id>:resend:<n>`), so it is never swallowed by the first mail's;
 * two clicks that race take the same n and send once.
 */
import { and, count, eq, like } from "drizzle-orm";
import { donations, memberships, outbox, payments } from "../../../shared/schema";
import type { Db } from "../../db";
import { recordChange, type Actor } from "../audit/record-change";
import type { Effect } from "../effects";
import { duesPayerOf } from "../members/member-years";
import { queueAttestation, queueDonationReceipt, queueDuesReceipt, resendKeys } from "./queue-document-mails";

/** `noAddress`: the person was added without e-mail (a walk-in, a gift at the office): staff print it or send it on WhatsApp. */
export type ResendResult = { kind: "queued"; effects: readonly Effect[] } | { kind: "notFound" } | { kind: "noAddress" };

/** The how-many-th re-send of the mail keyed `base` this one is. */
async function nextResend(tx: Db, base: string) {
  const [row] = await tx.select({ n: count() }).from(outbox).where(like(outbox.key, resendKeys(base)));
  return (row?.n ?? 0) + 1;
}

/** A succeeded payment's receipt, to whoever paid; notFound for a payment that has not succeeded. */
export async function resendReceipt(db: Db, actor: Actor, paymentId: string): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.id, paymentId), eq(payments.status, "succeeded")));
    if (!payment) return { kind: "notFound" };
    const resend = await nextResend(tx, `receipt:${payment.id}`);
    let label: string;
    if (payment.payableKind === "donation") {
      const [donation] = await tx.select().from(donations).where(eq(donations.id, payment.payableId));
      if (!donation) return { kind: "notFound" };
      if (!donation.email) return { kind: "noAddress" };
      await queueDonationReceipt(tx, donation, payment, { resend });
      label = donation.donorName ?? donation.email ?? "";
    } else {
      const payer = await duesPayerOf(tx, payment);
      if (!payer) return { kind: "notFound" };
      if (!payer.email) return { kind: "noAddress" };
      await queueDuesReceipt(tx, payer, payment, { resend });
      label = payer.fullName;
    }
    await recordChange(tx, actor, { action: "receipt.resend", entity: payment.payableKind, entityId: payment.payableId, label });
    return { kind: "queued", effects: ["mail-queued"] };
  });
}

/** An active member's attestation; notFound for a membership that is not active. */
export async function resendAttestation(db: Db, actor: Actor, membershipId: string, now: Date): Promise<ResendResult> {
  return db.transaction(async (tx) => {
    const [membership] = await tx.select().from(memberships).where(and(eq(memberships.id, membershipId), eq(memberships.status, "active")));
    if (!membership) return { kind: "notFound" };
    if (!membership.email) return { kind: "noAddress" };
    await queueAttestation(tx, membership, now, await nextResend(tx, `attestation:${membership.id}`));
    await recordChange(tx, actor, { action: "attestation.resend", entity: "membership", entityId: membership.id, label: membership.fullName });
    return { kind: "queued", effects: ["mail-queued"] };
  });
}
