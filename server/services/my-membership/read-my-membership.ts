/**
 * A member's or donor's own page (docs/decisions/017-my-membership-page.md), read from what the site
 * holds for the address — the same reading as the copy of one's data (privacy/personal-data.ts), so
 * the page is that copy made readable: the member's details and standing, each year with its
 * receipt, the attestation of the current year, the next year to pay, the gifts with their
 * receipts, the messages, the privacy requests. Documents are given fresh private links at each
 * read (services/receipts-and-attestations/document-links.ts): the attestation stays downloadable as long as the
 * page is. An address the site holds nothing for any more, reached through a valid link, was erased.
 */
import { desc, eq, isNotNull, and } from "drizzle-orm";
import type { Language } from "../../../shared/domain";
import { membershipYearOf, renewalOpensDay, standingOn } from "../../../shared/membership";
import { paysOnline } from "../../../shared/money";
import type { MyGift, MyMembershipResponse, MyNextYear, MyYear } from "../../../shared/my-membership";
import { privacyRequests, type Member, type MembershipYear } from "../../../shared/schema";
import type { Db } from "../../db";
import { askYear } from "../members/member-years";
import { openRequest } from "../privacy/file-privacy-request";
import { countPersonalData, findPersonalData } from "../privacy/personal-data";
import { copyLink, readableCopyLink } from "../privacy/privacy-links";
import { receiptLabel } from "../receipts-and-attestations/assign-receipt-number";
import type { DocumentTarget } from "../../documents/targets";
import { documentLink } from "../receipts-and-attestations/document-links";
import { renewalDues } from "../renewals/renewal-season";
import { renewalUrl } from "../renewals/renewal-link";
import { getSiteSettings } from "../settings/site-settings";

export type MyMembershipLinks = { secret: string; publicUrl: string };

/**
 * Nothing is held of the person any more: no member, application, gift, payment, message or
 * sign-up under the address (the mails and requests an erasure leaves behind until they are sent
 * and anonymised do not count).
 */
const nothingHeld = ({ members, applications, payments, donations, messages, newsletter }: ReturnType<typeof countPersonalData>) =>
  members + applications + payments + donations + messages + newsletter === 0;

/** The page of `email` (its link checked by the caller), in `lang` for the renewal link. */
export async function readMyMembership(db: Db, links: MyMembershipLinks, email: string, lang: Language, linkExpiresAt: Date, now: Date): Promise<MyMembershipResponse> {
  const data = await findPersonalData(db, email);
  if (nothingHeld(countPersonalData(data))) return { erased: true, email };
  // Relative links: the page and its documents are on the same site.
  const link = (target: DocumentTarget) => ({ url: documentLink("", links.secret, target, now) });
  const succeeded = data.payments.filter(({ payment }) => payment.status === "succeeded");
  const paymentById = new Map(succeeded.map((row) => [row.payment.id, row]));

  const member = data.members.find((row) => row.erasedAt === null) ?? null;
  const settings = await getSiteSettings(db, now);

  let shownMember: Extract<MyMembershipResponse, { erased: false }>["member"] = null;
  if (member) {
    const years = data.years.filter((year) => year.memberId === member.id).sort((a, b) => b.year - a.year);
    const paidYears = years.filter((year) => year.paidAt !== null).map((year) => year.year);
    const standing = standingOn(paidYears, now, settings.graceDays, settings.nextYearFrom);
    const shownYears: MyYear[] = years.map((year) => {
      const paid = year.paymentId ? paymentById.get(year.paymentId) : undefined;
      return {
        year: year.year,
        category: year.category,
        amount: year.duesAmount,
        currency: year.duesCurrency,
        paidAt: year.paidAt?.toISOString() ?? null,
        receiptNumber: paid?.receipt ? receiptLabel(paid.receipt) : null,
        receipt: paid ? link({ kind: "receipt", id: paid.payment.id }) : null,
      };
    });
    // The attestation is an active application's (services/receipts-and-attestations/load-documents.ts): the latest.
    const active = data.applications.filter((application) => application.memberId === member.id && application.status === "active").at(-1);
    const attestation =
      standing.paidUp && active ? { ...link({ kind: "attestation", id: active.id }), year: active.membershipYear ?? standing.paidThrough ?? membershipYearOf(now) } : null;
    shownMember = {
      fullName: member.fullName,
      phone: member.phone,
      language: member.language,
      category: member.category,
      paidUp: standing.paidUp,
      inGrace: standing.inGrace,
      paidThrough: standing.paidThrough,
      due: standing.due,
      years: shownYears,
      attestation,
      next: await nextYear(db, links, member, years, standing, settings.dues, lang, now),
    };
  }

  const gifts: MyGift[] = data.donations
    .filter((gift) => gift.status === "succeeded" && gift.paidAt)
    .sort((a, b) => b.paidAt!.getTime() - a.paidAt!.getTime())
    .map((gift) => {
      const paid = succeeded.find(({ payment }) => payment.payableKind === "donation" && payment.payableId === gift.id);
      return {
        id: gift.id,
        amount: gift.amount,
        currency: gift.currency,
        paidAt: gift.paidAt!.toISOString(),
        receiptNumber: paid?.receipt ? receiptLabel(paid.receipt) : null,
        receipt: paid ? link({ kind: "receipt", id: paid.payment.id }) : null,
      };
    });

  const open = data.requests.filter((request) => request.completedAt === null).map(openRequest);
  const [copy] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.email, email), eq(privacyRequests.kind, "copy"), isNotNull(privacyRequests.completedAt)))
    .orderBy(desc(privacyRequests.completedAt))
    .limit(1);

  return {
    erased: false,
    email,
    linkExpiresAt: linkExpiresAt.toISOString(),
    member: shownMember,
    gifts,
    messages: data.messages
      .slice()
      .reverse()
      .map((message) => ({
        subject: message.subject,
        createdAt: message.createdAt.toISOString(),
        replies: data.replies.filter((reply) => reply.contactId === message.id).length,
      })),
    privacy: {
      open,
      copy: copy ? copyLink("", links.secret, copy.id, now) : null,
      readable: copy ? `${readableCopyLink("", links.secret, copy.id, now)}?lang=${lang}` : null,
    },
  };
}

/**
 * Paying the next year: while a year's dues are asked (shared/membership.ts standingOn `due`), its
 * row made as renewals make it (members/member-years.ts askYear, with the dues in force) and its
 * private renewal page; else until when the member is paid and when renewals open.
 */
async function nextYear(
  db: Db,
  links: MyMembershipLinks,
  member: Member,
  years: MembershipYear[],
  standing: ReturnType<typeof standingOn>,
  dues: Parameters<typeof renewalDues>[0],
  lang: Language,
  now: Date,
): Promise<MyNextYear | null> {
  if (!paysOnline(member.category)) return { kind: "offline" };
  if (standing.due !== null) {
    const previous = years.find((year) => year.year === standing.due! - 1 && year.paidAt !== null) ?? null;
    const asked = years.find((year) => year.year === standing.due);
    const yearDues = asked ? { category: asked.category, duesAmount: asked.duesAmount, duesCurrency: asked.duesCurrency } : renewalDues(dues, member.category, previous);
    if (!yearDues) return { kind: "offline" };
    const row = asked ?? (await askYear(db, member.id, standing.due, yearDues));
    return { kind: "renew", year: row.year, url: renewalUrl({ secret: links.secret, publicUrl: "" }, row.id, lang, now), amount: row.duesAmount, currency: row.duesCurrency };
  }
  if (standing.paidThrough === null) return null;
  return { kind: "paid", paidThrough: standing.paidThrough, opensOn: renewalOpensDay(standing.paidThrough + 1) };
}
