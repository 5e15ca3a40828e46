/**
 * What the API sends: rows as JSON (dates become ISO strings). The client reads these types;
 * the server's JSON round trip in server/lib/to-json.ts produces them.
 */
import type { Currency, DonationStatus, ImpactTier, MembershipCategory, MembershipStatus } from "./domain";
import type { Article, Contact, Donation, Event, LocalizedText, Membership, Program, PublicUser } from "./schema";

export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * An uploaded image (issue 14): its size as uploaded and its resized WebP copies, smallest first
 * (never wider than the original), for an `<img srcset>`.
 */
export type UploadedImage = { id: string; width: number; height: number; variants: { width: number; url: string }[] };
/** POST /api/admin/images. */
export type ImageUploadResponse = { image: UploadedImage };

/** A program card: what the list shows, without the long texts; `hero`, the uploaded hero image. */
export type ProgramSummary = Pick<
  Json<Program>,
  "id" | "slug" | "pillar" | "title" | "summary" | "applyLink" | "heroImage" | "heroImageId" | "heroAlt" | "published"
> & { hero: UploadedImage | null };
/** A program's page: its long texts also as HTML, rendered from their Markdown on the server. */
export type ProgramDetail = Json<Program> & { contentHtml: LocalizedText; eligibilityHtml: LocalizedText | null; hero: UploadedImage | null };

export type ArticleSummary = Omit<Json<Article>, "content">;
/** An article's page: its content also as HTML, rendered from its Markdown on the server. */
export type ArticleDetail = Json<Article> & { contentHtml: LocalizedText };

/**
 * An event as the API sends it, with the offset of its time zone from UTC (minutes east) at its
 * start and end: the page writes the local date and time from these, without the browser's
 * time-zone database (shared/format.ts).
 */
export type EventItem = Json<Event> & { startsAtUtcOffset: number; endsAtUtcOffset: number | null };
export type EventsResponse = { upcoming: EventItem[]; past: EventItem[] };

export type ContactItem = Json<Contact>;
export type MembershipItem = Json<Membership>;
export type DonationItem = Json<Donation>;

export type MeResponse = { user: PublicUser };
export type MessageResponse = { message: string };
export type ApiError = { message: string; errors?: { path: string; message: string }[] };

// ---------------------------------------------------------------- memberships, donations, payments

/** POST /api/memberships. */
export type MembershipApplicationResponse = {
  /** The server's word to the applicant, in their language. */
  message: string;
  requiresPayment: boolean;
  /** With requiresPayment: the payment the applicant confirms with the provider. */
  clientSecret?: string;
  paymentIntentId?: string;
  membership: {
    id: string;
    fullName: string;
    category: MembershipCategory;
    status: MembershipStatus;
    /** Minor units of duesCurrency (XOF has none: 12000 is 12,000 FCFA). */
    duesAmount: number;
    duesCurrency: Currency;
  };
};

/** POST /api/donations. */
export type DonationResponse = {
  message: string;
  donation: {
    id: string;
    /** Minor units of currency (cents; whole francs for XOF). */
    amount: number;
    currency: Currency;
    impactTier: ImpactTier | null;
    status: DonationStatus;
  };
};

/** POST /api/create-payment-intent. */
export type PaymentIntentResponse = {
  clientSecret: string;
  paymentIntentId: string;
  /** Minor units of currency, as the server charges them. */
  amount: number;
  currency: Currency;
};

/** Where a payment stands: GET /api/payments/:id and the test provider's confirmation. */
export type PaymentStatusResponse = {
  id: string;
  kind: "donation" | "membership";
  status: DonationStatus;
  /** Minor units of `currency` (format with formatMoney). */
  amount: number;
  currency: Currency;
};
