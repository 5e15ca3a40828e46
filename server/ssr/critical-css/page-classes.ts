/**
 * The classes of a page: read from its server HTML's `class` attributes, as the HTML parser
 * would (quoted or not, any case, character references decoded).
 */
import { C, isWhitespace } from "./scanner";

const CLASS_ATTRIBUTE = /[\s"'/]class[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"|'([^']*)'|([^\t\n\f\r "'=<>`]+))/gi;
const CHARACTER_REFERENCE = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos|nbsp));/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Every class token of every `class` attribute of the HTML, with its character references decoded. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  const values = new Set<string>(); // a component rendered many times repeats its attribute
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const value = match[1] ?? match[2] ?? match[3] ?? "";
    if (values.has(value)) continue;
    values.add(value);
    let start = -1;
    for (let i = 0; i <= value.length; i++) {
      const c = i < value.length ? value.charCodeAt(i) : C.Space;
      if (!isWhitespace(c)) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        const token = value.slice(start, i);
        classes.add(token.includes("&") ? decodeReferences(token) : token);
        start = -1;
      }
    }
  }
  return classes;
}

function decodeReferences(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
  });
}
