/**
 * Images in the site's Markdown texts: the pages' Content-Security-Policy loads images
 * from the site itself only, so an image from another host would show broken. The editor refuses
 * it instead (`outsideImage`), on the server (shared/schema.ts) and in the admin's forms alike;
 * the site's own images (`/images/…`, uploads included) and relative addresses are accepted.
 * No I/O and no Markdown parser: the client runs it on every keystroke's validation.
 */

/** `![alt](address "title")`, `![alt](<address>)`: the address. */
const inlineImage = /!\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)/g;
/** `![alt][ref]`, `![ref][]`, `![ref]`: an image whose address is a reference definition. */
const referenceImage = /!\[(?:[^\]\\]|\\.)*\](?!\()/;
/** `[ref]: address`: a reference definition (also used by links). */
const definition = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:\s*(<[^>]*>|\S+)/gm;

/** An address that leaves the site: one with a scheme (`https:`, `data:`…) or protocol-relative (`//host`). */
export function isOutsideAddress(address: string): boolean {
  // Browsers ignore tabs, newlines and leading spaces/controls in a scheme ("ht\ttps:").
  // eslint-disable-next-line no-control-regex
  const compact = address.replace(/^<|>$/g, "").replace(/[\u0000-\u0020\u007f]+/g, "").replace(/\\/g, "/");
  return /^[a-z][a-z0-9+.-]*:/i.test(compact) || compact.startsWith("//");
}

/** The addresses of the images a Markdown text shows from another host (empty: none). */
export function outsideImages(text: string): string[] {
  if (!text.includes("![")) return [];
  const found = [...text.matchAll(inlineImage)].map((m) => m[1]!);
  // A reference image may use any definition: they are checked all (a link's too, then: rare).
  if (referenceImage.test(text)) found.push(...[...text.matchAll(definition)].map((m) => m[1]!));
  return found.filter(isOutsideAddress);
}

/** The message key of a Markdown text with an image from another host (shared/validation). */
export const OUTSIDE_IMAGE = "outsideImage";
