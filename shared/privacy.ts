/**
 * The contract of privacy requests (docs/rules.md R53): what a person sends from the private link
 * of a mail, and what the administration reads and completes.
 */
import { z } from "zod";
import { languages, type Language } from "./domain";
import { emailRule } from "./public-forms";
import { privacyRequestKinds, type PrivacyRequestKind } from "./schema/privacy";

export { privacyRequestKinds, type PrivacyRequestKind };

/** Days the staff have to complete a request (docs/rules.md R53). */
export const PRIVACY_REQUEST_DAYS = 30;
/** Days the private link of a mail works: a person may ask long after the mail came. */
export const PRIVACY_LINK_DAYS = 365;
/** Days the link to a copy of one's data works. */
export const PRIVACY_COPY_DAYS = 30;

/** An erased record's address: unique per record (members are one per address), and never deliverable (`.invalid`, RFC 2606). */
export const erasedAddress = (id: string) => `erased+${id}@invalid`;

/** Whether an address is one an erasure left (never shown as if it were someone's, never mailed). */
export const isErasedAddress = (email: string) => /^erased\+[^@]*@invalid$/i.test(email.trim());

/** POST /api/privacy-requests: the address and the proof of the mail's private link, what is asked, the reader's language. */
export const privacyRequestInputSchema = z.strictObject({
  email: emailRule,
  token: z.string().trim().min(1).max(200),
  kind: z.enum(privacyRequestKinds),
  language: z.enum(languages),
});
export type PrivacyRequestInput = z.infer<typeof privacyRequestInputSchema>;

/** A request as the person sees it: its kind and the day it will be completed by (ISO). */
export type OpenPrivacyRequest = { id: string; kind: PrivacyRequestKind; requestedAt: string; dueAt: string };

/**
 * GET /api/privacy-requests/link: the link holds; the requests still open for the address; `erased`
 * once its data was erased at the person's request (nothing left to copy or erase).
 */
export type PrivacyLinkResponse = { email: string; open: OpenPrivacyRequest[]; erased: boolean };

/** POST answer: the request (a new one, or the open one of the same kind) and what to tell the person. */
export type PrivacyRequestResponse = { request: OpenPrivacyRequest; created: boolean; message: string };

/** How many records of each kind the site holds for an address. */
export type PersonalDataCounts = {
  members: number;
  applications: number;
  yearsPaid: number;
  payments: number;
  donations: number;
  messages: number;
  newsletter: number;
  mails: number;
};

/** A request as the administration lists it. */
export type PrivacyRequestItem = {
  id: string;
  /** Null once the address was erased (docs/rules.md R53): the list never shows it again. */
  email: string | null;
  kind: PrivacyRequestKind;
  language: Language;
  requestedAt: string;
  dueAt: string;
  completedAt: string | null;
  completedByName: string | null;
  /** What the site holds for the address now (none once erased). */
  holds: PersonalDataCounts;
};

export type PrivacyRequestList = { open: PrivacyRequestItem[]; completed: PrivacyRequestItem[] };
