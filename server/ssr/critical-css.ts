/**
 * Critical CSS: the part of the site's stylesheet that can apply to one server-rendered page.
 *
 * The stylesheet is parsed once (at server start) into a tree of rules; each style rule carries
 * the classes its selectors need. For a page, the classes of its HTML are collected and the tree
 * is walked: a style rule is kept when one of its selectors needs only classes of the page, a
 * grouping at-rule (@media, @supports, @layer, @container…) is kept with the children kept, and
 * everything else (@property, @keyframes, @font-face, element, attribute and universal selectors…)
 * is always kept. Kept rules are copied byte for byte, in their order.
 *
 * The parser follows CSS Syntax 3 for what matters here (comments, strings with escapes,
 * url(…) tokens, escapes, nested blocks that only their own closing bracket ends) and reads any
 * text: what it cannot make sense of (what a browser would drop) is kept as it is. Should it
 * fail all the same, the pruner returns the whole stylesheet (never less).
 *
 * The page's classes are those of its server HTML: a rule for a class that only a script adds
 * later is left out (the whole stylesheet, loaded afterwards, has it). Pass the whole document
 * (or at least every element with a class attribute, <html> and <body> included).
 */

/** A part of the stylesheet: always kept, kept when its selectors can match, or a grouping at-rule. */
type Node =
  | { kind: "always"; text: string }
  /** A style rule: kept when, for one of `alternatives`, every class is in the page. */
  | { kind: "style"; text: string; alternatives: string[][] }
  /** `open` + the kept children + `close`; `ifEmpty` (an `@layer name;` keeping the layer order, or "") when no child is kept. */
  | { kind: "group"; open: string; children: Node[]; close: string; ifEmpty: string };

/** Returns a function that, given a page's rendered HTML, returns the stylesheet's text with only the rules that can apply to it. */
export function createCssPruner(css: string): (html: string) => string {
  let nodes: Node[];
  try {
    nodes = new Parser(css).parse();
  } catch {
    return () => css;
  }
  if (nodes.every((node) => node.kind === "always")) return () => css;
  return (html) => {
    const classes = pageClasses(html);
    const out: string[] = [];
    emit(nodes, classes, out);
    return out.join("");
  };
}

function emit(nodes: Node[], classes: Set<string>, out: string[]): boolean {
  let kept = false;
  for (const node of nodes) {
    if (node.kind === "always") {
      out.push(node.text);
      kept = true;
    } else if (node.kind === "style") {
      if (node.alternatives.some((needed) => needed.every((name) => classes.has(name)))) {
        out.push(node.text);
        kept = true;
      }
    } else {
      const mark = out.length;
      out.push(node.open);
      if (emit(node.children, classes, out)) {
        out.push(node.close);
        kept = true;
      } else {
        out.length = mark;
        if (node.ifEmpty) {
          out.push(node.ifEmpty);
          kept = true;
        }
      }
    }
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// The page's classes

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

// ---------------------------------------------------------------------------------------------
// The stylesheet

/** At-rules whose block is a list of rules, pruned one by one. Every other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "scope", "starting-style", "document", "-moz-document"]);
/** Selector functions that match when one of their arguments does: their common classes are needed. */
const MATCHES_ANY = new Set(["is", "where", "matches", "-webkit-any", "-moz-any", "has"]);

const C = {
  Tab: 9,
  LineFeed: 10,
  FormFeed: 12,
  CarriageReturn: 13,
  Space: 32,
  Quote: 34,
  Apostrophe: 39,
  OpenParen: 40,
  CloseParen: 41,
  Star: 42,
  Comma: 44,
  Hyphen: 45,
  Dot: 46,
  Slash: 47,
  Colon: 58,
  Semicolon: 59,
  LessThan: 60,
  At: 64,
  OpenBracket: 91,
  Backslash: 92,
  CloseBracket: 93,
  Underscore: 95,
  OpenBrace: 123,
  CloseBrace: 125,
} as const;

const isWhitespace = (c: number) => c === C.Space || c === C.Tab || c === C.LineFeed || c === C.CarriageReturn || c === C.FormFeed;
const isNewline = (c: number) => c === C.LineFeed || c === C.CarriageReturn || c === C.FormFeed;
const isHexDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === C.Underscore || c >= 0x80;
const isName = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === C.Hyphen;

/** A scanner of CSS text: skips comments, strings, escapes, url(…) and nested blocks. */
class Scanner {
  constructor(readonly css: string) {}

  at(i: number): number {
    return i < this.css.length ? this.css.charCodeAt(i) : -1;
  }

  /** After a comment starting at i (`/*`). An unclosed comment runs to the end. */
  skipComment(i: number): number {
    const end = this.css.indexOf("*/", i + 2);
    return end < 0 ? this.css.length : end + 2;
  }

  /** After a string starting at i (its quote). A raw newline ends it (a bad string). */
  skipString(i: number): number {
    const quote = this.css.charCodeAt(i);
    const n = this.css.length;
    for (i++; i < n; i++) {
      const c = this.css.charCodeAt(i);
      if (c === quote) return i + 1;
      if (isNewline(c)) return i;
      if (c === C.Backslash) i++; // an escaped character, or a newline continuing the string
    }
    return n;
  }

  /** Whether the `\` at i starts a valid escape (it is not followed by a newline or the end). */
  isEscape(i: number): boolean {
    const next = this.at(i + 1);
    return next >= 0 && !isNewline(next);
  }

  /** Whether the `(` at i ends `url` (an ident, so the url token rules apply). */
  isUrlOpening(i: number): boolean {
    if (i < 3 || this.css.slice(i - 3, i).toLowerCase() !== "url") return false;
    const before = this.at(i - 4);
    return before < 0 || (!isName(before) && before !== C.Backslash);
  }

  /** After an unquoted url(…) whose `(` is at i, or -1 when its argument is a string (a plain function). */
  skipUnquotedUrl(i: number): number {
    const n = this.css.length;
    let j = i + 1;
    while (j < n && isWhitespace(this.css.charCodeAt(j))) j++;
    const c = this.at(j);
    if (c === C.Quote || c === C.Apostrophe) return -1;
    // A url token, or the remnants of a bad one: both end at `)`, escapes included.
    for (; j < n; j++) {
      const d = this.css.charCodeAt(j);
      if (d === C.CloseParen) return j + 1;
      if (d === C.Backslash && this.isEscape(j)) j++;
    }
    return n;
  }

  /**
   * The index of the first of the `stops` characters (char codes) at the top level from i (not in
   * a comment, a string or a nested block), or the end of the text. A block only ends at its own
   * closing bracket (as in CSS: `(` … `}` … `)` is one block). Stops at `limit` at the latest.
   */
  scanTo(i: number, stops: readonly number[], limit = this.css.length): number {
    const css = this.css;
    const n = limit;
    const closers: number[] = [];
    while (i < n) {
      const c = css.charCodeAt(i);
      if (c === C.Slash && this.at(i + 1) === C.Star) {
        i = this.skipComment(i);
        continue;
      }
      if (c === C.Quote || c === C.Apostrophe) {
        i = this.skipString(i);
        continue;
      }
      if (c === C.Backslash) {
        i += this.isEscape(i) ? 2 : 1;
        continue;
      }
      if (closers.length === 0 && stops.includes(c)) return i;
      if (c === C.OpenParen) {
        if (this.isUrlOpening(i)) {
          const end = this.skipUnquotedUrl(i);
          if (end >= 0) {
            i = end;
            continue;
          }
        }
        closers.push(C.CloseParen);
      } else if (c === C.OpenBracket) closers.push(C.CloseBracket);
      else if (c === C.OpenBrace) closers.push(C.CloseBrace);
      else if (closers.length > 0 && c === closers[closers.length - 1]) closers.pop();
      i++;
    }
    return n;
  }

  /** After the block whose opening bracket is at i (or `limit` when it is not closed before). */
  skipBlock(i: number, limit = this.css.length): number {
    const open = this.css.charCodeAt(i);
    const close = open === C.OpenParen ? C.CloseParen : open === C.OpenBracket ? C.CloseBracket : open === C.OpenBrace ? C.CloseBrace : -1;
    if (close < 0) throw new Error("Not a block");
    const end = this.scanTo(i + 1, [close], limit);
    return end < limit ? end + 1 : limit;
  }

  /** After the ident starting at i, and its value with escapes decoded. */
  consumeIdent(i: number): { end: number; name: string } {
    const css = this.css;
    const n = css.length;
    let name = "";
    let start = i;
    while (i < n) {
      const c = css.charCodeAt(i);
      if (isName(c)) {
        i++;
      } else if (c === C.Backslash && this.isEscape(i)) {
        name += css.slice(start, i);
        const escape = this.consumeEscape(i);
        name += escape.value;
        i = start = escape.end;
      } else break;
    }
    return { end: i, name: name + css.slice(start, i) };
  }

  /** The escape whose `\` is at i: the character it stands for, and the index after it. */
  consumeEscape(i: number): { end: number; value: string } {
    const css = this.css;
    let j = i + 1;
    if (!isHexDigit(css.charCodeAt(j))) {
      const code = css.codePointAt(j)!;
      return { end: j + (code > 0xffff ? 2 : 1), value: String.fromCodePoint(code) };
    }
    const start = j;
    while (j < css.length && j - start < 6 && isHexDigit(css.charCodeAt(j))) j++;
    const code = parseInt(css.slice(start, j), 16);
    if (css.charCodeAt(j) === C.CarriageReturn && css.charCodeAt(j + 1) === C.LineFeed) j += 2;
    else if (isWhitespace(css.charCodeAt(j))) j++;
    const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return { end: j, value: valid ? String.fromCodePoint(code) : "\ufffd" };
  }

  /** Whether an ident starts at i. */
  startsIdent(i: number): boolean {
    const c = this.at(i);
    if (isNameStart(c)) return true;
    if (c === C.Backslash) return this.isEscape(i);
    if (c !== C.Hyphen) return false;
    const next = this.at(i + 1);
    return isNameStart(next) || next === C.Hyphen || (next === C.Backslash && this.isEscape(i + 1));
  }
}

class Parser extends Scanner {
  /** Layers declared outside any condition, by their full name (so that dropping a block never reorders the layers). */
  private readonly declaredLayers = new Set<string>();
  private anonymousLayers = 0;

  parse(): Node[] {
    const { nodes, trailing, end } = this.parseRules(0, false, "", false);
    if (trailing) nodes.push({ kind: "always", text: trailing });
    if (end !== this.css.length) throw new Error("The stylesheet was not read to its end");
    return nodes;
  }

  /**
   * The rules from i to the end of the enclosing block (`nested`) or of the text. `layer` is the
   * full name of the enclosing layer; `conditional` tells whether a condition (@media…) encloses them.
   * Returns the rules, the whitespace and comments after them, and the index of the closing `}`
   * (or of the end of the text).
   */
  private parseRules(i: number, nested: boolean, layer: string, conditional: boolean): { nodes: Node[]; trailing: string; end: number } {
    const css = this.css;
    const n = css.length;
    const nodes: Node[] = [];
    for (;;) {
      // The whitespace and comments before a rule go with it.
      const start = i;
      i = this.skipTrivia(i, nested);
      if (i >= n || (nested && css.charCodeAt(i) === C.CloseBrace)) {
        return { nodes: simplify(nodes), trailing: css.slice(start, i), end: i };
      }
      if (css.charCodeAt(i) === C.At) {
        const { node, end } = this.parseAtRule(start, i, nested, layer, conditional);
        nodes.push(node);
        i = end;
        continue;
      }
      // A qualified rule: its prelude runs to `{`; nested, a `;` or `}` before it makes it nothing.
      const preludeEnd = this.scanTo(i, nested ? [C.OpenBrace, C.Semicolon, C.CloseBrace] : [C.OpenBrace]);
      if (preludeEnd >= n || css.charCodeAt(preludeEnd) !== C.OpenBrace) {
        const end = preludeEnd < n && css.charCodeAt(preludeEnd) === C.Semicolon ? preludeEnd + 1 : preludeEnd;
        nodes.push({ kind: "always", text: css.slice(start, end) });
        i = end;
        continue;
      }
      const end = this.skipBlock(preludeEnd);
      const text = css.slice(start, end);
      const alternatives = this.selectorAlternatives(i, preludeEnd);
      nodes.push(alternatives.some((needed) => needed.length === 0) ? { kind: "always", text } : { kind: "style", text, alternatives });
      i = end;
    }
  }

  private parseAtRule(start: number, i: number, nested: boolean, layer: string, conditional: boolean): { node: Node; end: number } {
    const css = this.css;
    const n = css.length;
    const { end: nameEnd, name: rawName } = this.consumeIdent(i + 1);
    const name = rawName.toLowerCase();
    const preludeEnd = this.scanTo(nameEnd, nested ? [C.OpenBrace, C.Semicolon, C.CloseBrace] : [C.OpenBrace, C.Semicolon]);
    const stop = this.at(preludeEnd);
    if (stop !== C.OpenBrace) {
      // A statement (`@layer a, b;`, `@import …;`), or an at-rule cut short by the end of its block.
      if (name === "layer" && !conditional) {
        for (const part of this.css.slice(nameEnd, preludeEnd).split(",")) this.declaredLayers.add(qualify(layer, layerName(part)));
      }
      const end = stop === C.Semicolon ? preludeEnd + 1 : preludeEnd;
      return { node: { kind: "always", text: css.slice(start, end) }, end };
    }
    if (!GROUPING_AT_RULES.has(name)) {
      const end = this.skipBlock(preludeEnd);
      return { node: { kind: "always", text: css.slice(start, end) }, end };
    }
    let ifEmpty = "";
    let innerLayer = layer;
    if (name === "layer") {
      const own = layerName(css.slice(nameEnd, preludeEnd));
      innerLayer = qualify(layer, own || `\u0000anonymous${this.anonymousLayers++}`);
      // The first block of a named layer fixes its place in the order: if it goes, a statement stays.
      if (own && !this.declaredLayers.has(innerLayer)) ifEmpty = `${css.slice(i, preludeEnd)};`;
      if (!conditional) this.declaredLayers.add(innerLayer);
    }
    const inner = this.parseRules(preludeEnd + 1, true, innerLayer, conditional || name !== "layer");
    const end = inner.end < n ? inner.end + 1 : n;
    const open = css.slice(start, preludeEnd + 1);
    const children = inner.nodes;
    // The whitespace and comments before the `}` close the block with it.
    const close = inner.trailing + css.slice(inner.end, end);
    if (children.every((child) => child.kind === "always")) return { node: { kind: "always", text: css.slice(start, end) }, end };
    return { node: { kind: "group", open, children, close, ifEmpty }, end };
  }

  /** Whitespace and comments (and `<!--`, `-->` at the top level, `;` in a block) from i. */
  private skipTrivia(i: number, nested: boolean): number {
    const css = this.css;
    const n = css.length;
    while (i < n) {
      const c = css.charCodeAt(i);
      if (isWhitespace(c) || (nested && c === C.Semicolon)) i++;
      else if (c === C.Slash && this.at(i + 1) === C.Star) i = this.skipComment(i);
      else if (!nested && c === C.LessThan && css.startsWith("<!--", i)) i += 4;
      else if (!nested && c === C.Hyphen && css.startsWith("-->", i)) i += 3;
      else break;
    }
    return i;
  }

  /** For each selector of the list in [i, end): the classes it needs. */
  private selectorAlternatives(i: number, end: number): string[][] {
    return this.selectorList(i, end).map((needed) => [...needed]);
  }

  /** The classes needed by each selector of the comma-separated list in [i, end). */
  private selectorList(i: number, end: number): Set<string>[] {
    const list: Set<string>[] = [];
    for (;;) {
      const comma = this.scanTo(i, [C.Comma], end);
      list.push(this.selectorClasses(i, comma));
      if (comma >= end) return list;
      i = comma + 1;
    }
  }

  /**
   * The classes that an element matching the complex selector in [i, end) (or one of its
   * ancestors, siblings or descendants in it) must have. Classes under :not(…) and other
   * functions are not needed; under :is(…), :where(…), :has(…) the classes common to every
   * argument are.
   */
  private selectorClasses(i: number, end: number): Set<string> {
    const css = this.css;
    const needed = new Set<string>();
    while (i < end) {
      const c = css.charCodeAt(i);
      if (c === C.Slash && this.at(i + 1) === C.Star) i = this.skipComment(i);
      else if (c === C.Quote || c === C.Apostrophe) i = this.skipString(i);
      else if (c === C.Backslash) i += this.isEscape(i) ? 2 : 1;
      else if (c === C.OpenBracket || c === C.OpenParen || c === C.OpenBrace) i = this.skipBlock(i, end);
      else if (c === C.Dot && this.startsIdent(i + 1)) {
        const ident = this.consumeIdent(i + 1);
        needed.add(ident.name);
        i = ident.end;
      } else if (c === C.Colon) {
        const element = this.at(i + 1) === C.Colon;
        i += element ? 2 : 1;
        if (!this.startsIdent(i)) continue;
        const ident = this.consumeIdent(i);
        i = ident.end;
        if (this.at(i) !== C.OpenParen) continue;
        const close = this.skipBlock(i, end);
        if (!element && MATCHES_ANY.has(ident.name.toLowerCase())) {
          const inner = this.at(close - 1) === C.CloseParen ? close - 1 : close;
          for (const name of intersection(this.selectorList(i + 1, inner))) needed.add(name);
        }
        i = close;
      } else i++;
    }
    return needed;
  }
}

/** The layer name of an `@layer` prelude part, without whitespace and comments. */
function layerName(prelude: string): string {
  return prelude.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "").replace(/\s+/g, "");
}

const qualify = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

function intersection(sets: Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((name) => rest.every((set) => set.has(name))));
}

/** Consecutive always-kept parts, merged. */
function simplify(nodes: Node[]): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (node.kind === "always" && last?.kind === "always") out[out.length - 1] = { kind: "always", text: last.text + node.text };
    else out.push(node);
  }
  return out;
}
