/**
 * Which documents the site issues and how a person reaches one: a receipt (a payment's) or an
 * attestation (a membership's), named by kind and id; mails attach them and offer them behind a
 * private link that lasts `DOCUMENT_LINK_DAYS`. The links themselves are signed by the services
 * (services/receipts-and-attestations/document-links.ts), which read these.
 */
export const documentKinds = ["receipt", "attestation"] as const;
export type DocumentKind = (typeof documentKinds)[number];
export type DocumentTarget = { kind: DocumentKind; id: string };

export const DOCUMENT_LINK_DAYS = 90;
