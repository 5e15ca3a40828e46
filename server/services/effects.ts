/**
 * What a change causes beyond its own rows — the public pages to render anew, a mail to send — is
 * part of what its service answers, and is run by whoever called the service once the change's
 * transaction has committed (a route, a job, a script): never before, so nothing is announced that
 * could still roll back, and never forgotten by a caller that is not a route.
 */
export type Effect = "pages-changed" | "mail-queued";

/** What a change of the content the public pages show causes: every process renders them anew. */
export const PAGES_CHANGED: readonly Effect[] = ["pages-changed"];

/** What a change that queued a mail causes: the jobs room sends it now rather than at its next look. */
export const MAIL_QUEUED: readonly Effect[] = ["mail-queued"];

/** Runs the effects of a committed change (app.ts builds it from the page caches and the jobs room). */
export type RunEffects = (effects: readonly Effect[]) => Promise<void>;

/** Nothing to run: for callers with no page cache and no jobs room (tests, scripts). */
export const runNoEffects: RunEffects = async () => {};

/** Where the mails a service queues go and what they say about the site (server/env.ts). */
export type MailSource = {
  /** The site's contact address: the staff's until they set others (services/settings/mail-settings.ts). */
  contactEmail: string;
};
