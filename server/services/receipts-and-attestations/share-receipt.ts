/**
 * A receipt sent on WhatsApp: for a person staff added without e-mail — a walk-in, a
 * gift at the office — or anyone who prefers it. Staff get a `https://wa.me/<number>?text=…` link:
 * a short text in the payer's language with the receipt's private link (document-links.ts, the
 * same 90-day link the receipt mails carry), to the number the person gave. Nothing is sent by the
 * server; WhatsApp opens on the staff's phone with the text ready. Without a number WhatsApp asks
 * whom to send it to.
 */
import { eq } from "drizzle-orm";
import type { ReceiptShare } from "../../../shared/admin";
import type { Language } from "../../../shared/domain";
import { fill } from "../../../shared/fill";
import { internationalBeninMobile, normalizeBeninMobile } from "../../../shared/phone";
import { donations, members, memberships, membershipYears, payments } from "../../../shared/schema";
import type { Db } from "../../db";
import { assignReceiptNumber } from "./assign-receipt-number";
import { DOCUMENT_LINK_DAYS } from "../../documents/targets";
import { documentLink } from "./document-links";

const words = {
  en: "Hello {name}, here is your receipt {number} from {site}: {link} (a private link, valid for {days} days).",
  fr: "Bonjour {name}, voici votre reçu {number} de {site}\u00a0: {link} (lien privé, valable {days}\u00a0jours).",
} satisfies Record<Language, string>;

/**
 * The digits wa.me takes (the international number without `+`): a Beninese mobile written any
 * way people write it, or a number written with its country code (`+33…`, `0033…`); null otherwise.
 */
export function whatsAppNumber(phone: string | null): string | null {
  if (!phone) return null;
  const benin = normalizeBeninMobile(phone);
  if (benin) return internationalBeninMobile(benin).slice(1);
  const compact = phone.replace(/[\s\u00a0.\-()/]/g, "");
  const international = /^(?:\+|00)(\d{8,15})$/.exec(compact);
  return international ? international[1]! : null;
}

/** Who paid: their name, telephone and language (the donor's, the applicant's member's). */
async function payerOf(db: Db, payable: { kind: string; id: string }) {
  if (payable.kind === "donation") {
    const [row] = await db.select({ name: donations.donorName, phone: donations.phone, language: donations.language }).from(donations).where(eq(donations.id, payable.id)).limit(1);
    return row ?? null;
  }
  const [row] =
    payable.kind === "membership"
      ? await db
          .select({ name: memberships.fullName, phone: members.phone, language: memberships.language })
          .from(memberships)
          .leftJoin(members, eq(members.id, memberships.memberId))
          .where(eq(memberships.id, payable.id))
          .limit(1)
      : await db
          .select({ name: members.fullName, phone: members.phone, language: members.language })
          .from(membershipYears)
          .innerJoin(members, eq(members.id, membershipYears.memberId))
          .where(eq(membershipYears.id, payable.id))
          .limit(1);
  return row ?? null;
}

/** The WhatsApp link of a succeeded payment's receipt; null when the payment has none (not succeeded, unknown). */
export async function shareReceipt(db: Db, options: { publicUrl: string; secret: string; siteName: string }, paymentId: string, now: Date): Promise<ReceiptShare | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment || payment.status !== "succeeded") return null;
  const payer = await payerOf(db, { kind: payment.payableKind, id: payment.payableId });
  if (!payer) return null;
  const receipt = await assignReceiptNumber(db, payment);
  if (!receipt) return null;
  const link = documentLink(options.publicUrl, options.secret, { kind: "receipt", id: payment.id }, now);
  const number = whatsAppNumber(payer.phone);
  const text = fill(words[payer.language], { name: payer.name ?? "", number: receipt.label, site: options.siteName, link, days: DOCUMENT_LINK_DAYS })
    .replace(/^(Hello|Bonjour) ,/, "$1,");
  return {
    phone: payer.phone,
    language: payer.language,
    whatsapp: `https://wa.me/${number ?? ""}?text=${encodeURIComponent(text)}`,
    link,
  };
}
