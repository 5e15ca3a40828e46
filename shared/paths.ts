/**
 * Every address of the site, in one place. Page paths are written without the language
 * prefix; `localizedPath` adds `/fr` for French (docs/rules.md R25).
 */
import type { Language } from "./domain";
import type { Pillar } from "./domain";

export const legalTypes = ["privacy", "terms", "cookies"] as const;
export type LegalType = (typeof legalTypes)[number];
export const documentKeys = ["statutes", "internal-regulations"] as const;
export type DocumentKey = (typeof documentKeys)[number];

export const paths = {
  home: "/",
  about: "/about",
  programs: {
    list: (pillar?: Pillar) => (pillar ? `/programs?pillar=${pillar}` : "/programs"),
    detail: (slug: string) => `/programs/${encodeURIComponent(slug)}`,
  },
  research: {
    list: "/research",
    article: (slug: string) => `/research/${encodeURIComponent(slug)}`,
  },
  events: "/events",
  partners: "/partners",
  contact: "/contact",
  join: "/join",
  donate: "/donate",
  statutes: "/statutes",
  legal: (type: LegalType) => `/legal/${type}`,
  paymentSuccess: "/payment-success",
  volunteer: "/volunteer",
  admin: "/admin",
  /** A person's own data: what the site holds, a copy, its erasure (docs/rules.md R53); reached from the private link of any mail. */
  myData: "/my-data",
  /**
   * A member's or donor's own page: standing, years with receipts, the attestation, gifts, their
   * details; asked for by address (a sign-in link is mailed) and reached from the link of any mail.
   */
  myMembership: "/my-membership",
  document: (key: DocumentKey) => `/documents/${key}.pdf`,
} as const;

/**
 * A year's private renewal page, the one page whose French address is a French word: the link a
 * renewal mail carries (`/renew/<id>`, `/fr/renouveler/<id>`). Both paths answer in either language.
 */
export const renewPaths = { en: "/renew", fr: "/renouveler" } as const;
export const renewPath = (yearId: string, lang: Language) =>
  localizedPath(`${renewPaths[lang]}/${encodeURIComponent(yearId)}`, lang);

export const FRENCH_PREFIX = "/fr";

/** `/about` → `/fr/about` in French; `/` → `/fr/`. */
export const localizedPath = (path: string, lang: Language) =>
  lang === "fr" ? `${FRENCH_PREFIX}${path === "/" ? "/" : path}` : path;

/** The language of a pathname and the path without its prefix: `/fr/about` → fr, `/about`. */
export function splitLanguage(pathname: string): { lang: Language; path: string } {
  if (pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`)) {
    return { lang: "fr", path: pathname.slice(FRENCH_PREFIX.length) || "/" };
  }
  return { lang: "en", path: pathname || "/" };
}

/** The public pages listed in the sitemap (details are added from the database). */
export const sitemapPaths = [
  paths.home,
  paths.about,
  paths.programs.list(),
  paths.research.list,
  paths.events,
  paths.partners,
  paths.contact,
  paths.join,
  paths.donate,
  paths.statutes,
  paths.volunteer,
  ...legalTypes.map(paths.legal),
];

/** Where the language choice is kept in the browser (and mirrored in a cookie for the server). */
export const LANGUAGE_STORAGE_KEY = "foundation.lang";
export const LANGUAGE_COOKIE = "lang";

/** The API's addresses; a query key is the address split at its slashes. */
export const apiPaths = {
  programs: "/api/programs",
  program: (slug: string) => `/api/programs/${encodeURIComponent(slug)}`,
  articles: "/api/articles",
  article: (slug: string) => `/api/articles/${encodeURIComponent(slug)}`,
  events: "/api/events",
  contacts: "/api/contacts",
  newsletter: "/api/newsletter",
  memberships: "/api/memberships",
  donations: "/api/donations",
  createPaymentIntent: "/api/create-payment-intent",
  payments: "/api/payments",
  payment: (id: string) => `/api/payments/${encodeURIComponent(id)}`,
  testConfirmPayment: (id: string) => `/api/payments/${encodeURIComponent(id)}/test-confirm`,
  login: "/api/auth/login",
  logout: "/api/auth/logout",
  me: "/api/auth/me",
  /** POST: the person is active in the admin (typing counts): keeps the session alive; answers as /me. */
  activity: "/api/auth/activity",
  password: "/api/auth/password",
  /** A receipt or attestation through the private link its mail carries (server/services/receipts-and-attestations/document-links.ts). */
  document: (token: string) => `/api/documents/${encodeURIComponent(token)}.pdf`,
  /** POST a person's request for a copy or the erasure of their data, with their mail's private link's proof. */
  privacyRequests: "/api/privacy-requests",
  /** GET `?email=&token=`: whether a private link holds, and the person's open requests. */
  privacyLink: "/api/privacy-requests/link",
  /** GET the copy of a person's data, through the private link of its mail (JSON). */
  privacyCopy: (token: string) => `/api/privacy-requests/copies/${encodeURIComponent(token)}.json`,
  /** The same copy for the person to read, through the same private link (PDF, in `?lang=` or the request's language). */
  privacyCopyReadable: (token: string) => `/api/privacy-requests/copies/${encodeURIComponent(token)}.pdf`,
  /** The administration's endpoints (a session is required). */
  admin: {
    stats: "/api/admin/stats",
    /** GET what needs doing, counted (shared/admin.ts ToDoResponse): the admin's home. */
    toDo: "/api/admin/to-do",
    activity: "/api/admin/activity",
    audit: "/api/admin/audit",
    /** GET the authors, kinds of record and actions the audit list can be filtered by. */
    auditFilters: "/api/admin/audit/filters",
    /** GET the audit entries a filter selects (`?who=&entity=&action=`) as CSV, in the admin's language. */
    auditCsv: "/api/admin/audit/export.csv",
    settings: "/api/admin/settings",
    users: "/api/admin/users",
    user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
    memberships: "/api/memberships",
    /** GET one member as saved (the edit dialog, after a 409); PUT a change (its `version`: 409 when outdated). */
    membership: (id: string) => `/api/memberships/${encodeURIComponent(id)}`,
    membershipsCsv: "/api/memberships/export.csv",
    /** POST a member who walks in, with the dues paid now (shared/admin.ts walkInMemberSchema) → 201. */
    walkInMembers: "/api/admin/members",
    /** GET a member's page: details, standing, years and payments, applications, gifts, messages, mails, notes, history. */
    member: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}`,
    /** POST { body } a staff note about the member → 201 { note }. */
    memberNotes: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/notes`,
    /** POST { year } the row of a year asked of the member (to record its payment) → { year }. */
    memberYears: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/years`,
    /** GET the donors (one per address) with their gifts counted and summed per currency, `?year=`; and their CSV. */
    donors: "/api/admin/donors",
    donorsCsv: "/api/admin/donors/export.csv",
    contacts: "/api/contacts",
    contact: (id: string) => `/api/contacts/${encodeURIComponent(id)}`,
    contactReplies: (id: string) => `/api/contacts/${encodeURIComponent(id)}/replies`,
    donations: "/api/donations",
    donationsCsv: "/api/donations/export.csv",
    /** Payments made elsewhere, recorded by staff: POST records one for a donation or a membership, GET `?kind=&id=` lists a record's payments. */
    payments: "/api/admin/payments",
    /** GET every payment received, dues and gifts (`?kind=all|dues|gifts&operator=&from=&to=&page=`), and its CSV. */
    receivedPayments: "/api/admin/payments/received",
    receivedPaymentsCsv: "/api/admin/payments/received/export.csv",
    /** GET `?look=paid-twice|failed|stuck&page=`: the payments the home counts as to look at, newest first. */
    paymentsToLookAt: "/api/admin/payments/to-look-at",
    /** A payment given back, or voided as recorded by mistake (docs/decisions/016-paid-twice-refunds-and-voids.md). */
    paymentRefund: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/refund`,
    paymentVoid: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/void`,
    /** Every payment of a member's dues: the one that paid each year, one made twice, one refunded or voided. */
    memberPayments: (memberId: string) => `/api/admin/members/${encodeURIComponent(memberId)}/payments`,
    /** POST a donation received offline, with its payment. */
    offlineDonations: "/api/admin/donations",
    /** Content editing (docs/rules.md R33; docs/content-api-contract.md). */
    contentPrograms: "/api/admin/programs",
    contentArticles: "/api/admin/articles",
    contentEvents: "/api/admin/events",
    markdownPreview: "/api/admin/markdown",
    programOrder: "/api/admin/programs/order",
    programs: "/api/programs",
    program: (id: string) => `/api/programs/${encodeURIComponent(id)}`,
    articles: "/api/articles",
    article: (id: string) => `/api/articles/${encodeURIComponent(id)}`,
    events: "/api/events",
    event: (id: string) => `/api/events/${encodeURIComponent(id)}`,
    /** POST the raw file (image/jpeg, image/png or image/webp, ≤ 20 MB and 40 megapixels) → 201 { image }. */
    images: "/api/admin/images",
    /** The newsletter's sign-ups: GET the list (`?q=` an e-mail), the CSV, DELETE one on request. */
    newsletter: "/api/admin/newsletter",
    newsletterCsv: "/api/admin/newsletter/export.csv",
    subscriber: (id: string) => `/api/admin/newsletter/${encodeURIComponent(id)}`,
    /** GET a succeeded payment's receipt as a PDF (`?lang=en|fr`, by default the payer's language). */
    receipt: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt.pdf`,
    /** GET an active membership's attestation as a PDF (`?lang=en|fr`, by default the member's language). */
    attestation: (membershipId: string) => `/api/admin/memberships/${encodeURIComponent(membershipId)}/attestation.pdf`,
    /** GET the receipt's WhatsApp link and private link (shared/admin.ts ReceiptShare). */
    receiptShare: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt/share`,
    /** POST: mail the receipt again to whoever paid → 202 { message }. */
    resendReceipt: (paymentId: string) => `/api/admin/payments/${encodeURIComponent(paymentId)}/receipt/resend`,
    /** POST: mail an active member's attestation again → 202 { message }. */
    resendAttestation: (membershipId: string) => `/api/admin/memberships/${encodeURIComponent(membershipId)}/attestation/resend`,
    /** GET the privacy requests (open first); POST `…/:id/complete` completes one; GET `…/:id/copy.json` the data it covers. */
    privacyRequests: "/api/admin/privacy-requests",
    completePrivacyRequest: (id: string) => `/api/admin/privacy-requests/${encodeURIComponent(id)}/complete`,
    privacyCopy: (id: string) => `/api/admin/privacy-requests/${encodeURIComponent(id)}/copy.json`,
    /** GET the same copy to read or print for the person (PDF, in their language unless `?lang=`). */
    privacyCopyReadable: (id: string) => `/api/admin/privacy-requests/${encodeURIComponent(id)}/copy.pdf`,
    /** The renewal season: GET `?year=` the members asked and the counts; POST send (one member) and send-all (a year). */
    renewals: "/api/admin/renewals",
    renewalSend: "/api/admin/renewals/send",
    renewalSendAll: "/api/admin/renewals/send-all",
  },
  /** GET `?t=<token>`: a year asked of a member, through the private link of its renewal mail. */
  renewal: (yearId: string) => `/api/renewals/${encodeURIComponent(yearId)}`,
  /** Public settings the pages show: the dues in force and the next general assembly. */
  siteSettings: "/api/site-settings",
  /** A person's own page (shared/my-membership.ts): GET `?email=&token=` reads it, PATCH changes their details. */
  myMembership: "/api/my-membership",
  /** POST { email, language }: mail me a sign-in link to my page (202, the same answer for any address). */
  myMembershipLink: "/api/my-membership/link",
} as const;

/** An uploaded image's resized copy (docs/rules.md R35): its address never changes what it serves. */
export const uploadedImagePath = (id: string, width: number, format = "webp") => `/images/uploads/${id}-${width}.${format}`;

/** A query string from defined values only: `withQuery("/api/x", { page: 2, q: undefined })` → `/api/x?page=2`. */
export function withQuery(path: string, query: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
