/**
 * What the API sends: rows as JSON (dates become ISO strings). The client reads these types;
 * the server's JSON round trip in server/lib/to-json.ts produces them.
 */
import type {
  Currency,
  DonationStatus,
  ImpactTier,
  MembershipCategory,
  MembershipStatus,
  MobileOperator,
  OnlineMethod,
  PayableKind,
  PaymentMethod,
  PaymentProviderName,
  PaymentState,
} from "./domain";
import type { Article, Event, LocalizedText, Membership, NextStep, Program, PublicUser } from "./schema";
import type { FieldError } from "./validation";

export type { NextStep };

export type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * An uploaded image (docs/rules.md R35): its size as uploaded and its resized WebP copies, smallest first
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

export type ArticleSummary = Omit<Json<Article>, "content"> & { hero: UploadedImage | null };
/** An article's page: its content also as HTML, rendered from its Markdown on the server. */
export type ArticleDetail = Json<Article> & { contentHtml: LocalizedText; hero: UploadedImage | null };

/**
 * An event as the API sends it, with the offset of its time zone from UTC (minutes east) at its
 * start and end: the page writes the local date and time from these, without the browser's
 * time-zone database (shared/format.ts).
 */
/**
 * A public event: its description and a past event's summary also as HTML, rendered from their
 * Markdown on the server (as programs' and articles' texts are), so the page loads no parser.
 */
export type EventItem = Json<Event> & {
  startsAtUtcOffset: number;
  endsAtUtcOffset: number | null;
  descriptionHtml: LocalizedText;
  summaryHtml: LocalizedText | null;
  /** Its uploaded cover image (null without one). */
  hero: UploadedImage | null;
};
export type EventsResponse = { upcoming: EventItem[]; past: EventItem[] };

export type MembershipItem = Json<Membership>;

export type MeResponse = { user: PublicUser };
export type MessageResponse = { message: string };
/** The error body (docs/rules.md R17): each field error names its rule by `code` (shared/validation.ts). */
export type ApiError = { message: string; errors?: FieldError[] };

/**
 * POST /api/memberships refused with 409: the applicant is a member paid up for every year dues
 * can pay today. `paidThrough` is the last year paid (a member until December 31st of it).
 */
export type AlreadyMemberError = ApiError & { paidThrough: number };

// ---------------------------------------------------------------- memberships, donations, payments

/** POST /api/memberships. */
export type MembershipApplicationResponse = {
  /** The server's word to the applicant, in their language. */
  message: string;
  requiresPayment: boolean;
  /** With requiresPayment: the payment the applicant confirms with the provider. */
  clientSecret?: string;
  paymentIntentId?: string;
  /** With requiresPayment: what the new payment step starts a payment for (POST /api/payments). */
  payable?: PayableRef;
  membership: {
    id: string;
    fullName: string;
    category: MembershipCategory;
    status: MembershipStatus;
    /** Minor units of duesCurrency (XOF has none: 12000 is 12,000 FCFA). */
    duesAmount: number;
    duesCurrency: Currency;
    /** The year the dues pay (a member until 31 December of it); null when nothing is paid online. */
    membershipYear: number | null;
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
  /** What the payment step starts a payment for (POST /api/payments). */
  payable: PayableRef;
};

/** POST /api/create-payment-intent. */
export type PaymentIntentResponse = {
  clientSecret: string;
  paymentIntentId: string;
  /** Minor units of currency, as the server charges them. */
  amount: number;
  currency: Currency;
};

/**
 * Where a payment stands: GET /api/payments/:id, the start of a payment, and the test
 * provider's confirmation. `id` is our own payment's id (the return page asks by it).
 */
export type PaymentStatusResponse = {
  id: string;
  kind: PayableKind;
  status: PaymentState;
  /** Minor units of `currency` (format with formatMoney). */
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  provider: PaymentProviderName;
  /** With mobile money: the operator and the number's last digits (`•• •• 56 78`). */
  operator: MobileOperator | null;
  phoneEnding: string | null;
  /** Why the provider declined it, as it said (shown as a reason in the payer's language where known). */
  failureReason: string | null;
  /** Once it succeeded, what the payer keeps of it (the confirmation on the page); null before. */
  confirmation: PaymentConfirmation | null;
};

/** A succeeded payment as its payer's confirmation shows it: only what that confirmation needs. */
export type PaymentConfirmation = {
  /** The receipt's number as printed on it (`2026-000123`). */
  receiptNumber: string;
  /** The address the receipt is mailed to, masked (`a•••@gmail.com`). */
  sentTo: string;
  /** Dues: the membership year they paid (a member until 31 December of it). Null: a donation, a gift. */
  year: number | null;
  /** The private links (paths) to download the receipt, and with a new member's dues the attestation. */
  documents: { receipt: string; attestation: string | null };
};

/** What a payer may start a payment for: sent with a new donation or application, proof included. */
export type PayableRef = {
  kind: PayableKind;
  id: string;
  /** Proof that this browser made the record (an HMAC of kind and id): needed to start its payment. */
  token: string;
  /** Minor units, as stored. */
  amount: number;
  currency: Currency;
  /** The methods offered for it, mobile money first; empty when nothing online takes this currency. */
  methods: OnlineMethod[];
};

/** POST /api/payments: one way to start a payment for anything payable, after the payer chose the method. */
export type StartPaymentRequest = {
  payable: { kind: PayableKind; id: string; token: string };
  method: OnlineMethod;
  /** Mobile money: the number as typed (`01 97 12 34 56`, `+229 0197123456`), and the operator (from the number unless changed). */
  phone?: string;
  operator?: MobileOperator;
  /** Made when the payer pressed Pay: a repeat (double tap, retry after a lost answer) answers the same payment. */
  idempotencyKey: string;
};

export type StartPaymentResponse = {
  payment: PaymentStatusResponse;
  /** The payer's proof for GET /api/payments/:id?client_secret= and the return page. */
  token: string;
  next: NextStep;
};

