/**
 * The Content-Security-Policy of the site's documents (docs/rules.md R45): each source the pages use, and
 * nothing inline but the exact CSS a page was sent with.
 *
 * Styles: a page's <style> (its critical CSS, critical-css/) is allowed by the sha256 of its text,
 * computed when the page is rendered; the error page's by its own. No page has a `style`
 * attribute in its HTML, so none is allowed: what scripts set through the CSSOM (`element.style`,
 * constructed stylesheets: React's `style` prop, Radix's positioning, the dialog's scroll lock
 * in client/src/lib/style-singleton.ts) is not subject to the policy. Every current browser
 * honours hashes in style-src (CSP Level 2); one that did not would ignore the whole directive.
 *
 * Scripts: only files of the site and, when Stripe is live, Stripe.js (the Payment Element), never
 * inline: each live provider names the hosts it needs (server/payments/provider.ts). The
 * `<script type="application/json">` data blocks are not run, so the policy does not concern them.
 */
import { createHash } from "node:crypto";
import type { ProviderHosts } from "../payments/provider";

/** The hash source of the text of a <style> element, as the browser computes it from the parsed page. */
export function styleHash(text: string): string {
  // The HTML parser turns CR LF and lone CR into LF, and NUL into U+FFFD, before the text reaches the element.
  const parsed = text.replace(/\r\n?/g, "\n").replace(/\0/g, "\ufffd");
  return `'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`;
}

export type PolicyOptions = {
  /** The hash sources (styleHash) of the document's <style> elements; none: no inline style. */
  styleHashes?: readonly string[];
  /** Production behind HTTPS: any http:// address in a page is fetched over https. */
  upgradeInsecureRequests?: boolean;
  /** The hosts the live payment providers' browser code needs (server/payments: Stripe.js and its frames). */
  providerHosts?: ProviderHosts;
};

/** The policy of a document (a page, the error page) or any other response of the site (JSON, sitemap…). */
export function contentSecurityPolicy({ styleHashes = [], upgradeInsecureRequests = false, providerHosts = {} }: PolicyOptions = {}): string {
  const frames = providerHosts.frame ?? [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["base-uri", "'self'"],
    ["script-src", "'self'", ...(providerHosts.script ?? [])],
    ["style-src", "'self'", ...new Set(styleHashes)],
    ["img-src", "'self'", "data:", ...(providerHosts.img ?? [])],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(providerHosts.connect ?? [])],
    // No frame at all unless a provider's card form needs one.
    ["frame-src", ...(frames.length > 0 ? frames : ["'none'"])] as [string, ...string[]],
    // No site may frame a page (clickjacking); X-Frame-Options is not sent, as it would say less.
    ["frame-ancestors", "'none'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ];
  if (upgradeInsecureRequests) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
