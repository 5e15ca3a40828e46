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
  /**
   * `specificity`: a style rule's (see Parser.specificity); NaN when its selectors differ in it or it has nested rules.
   * `families`: the property families a style rule sets (see propertyFamily); absent when it is not known.
   */
  | { kind: "always"; text: string; specificity?: number; families?: string[] }
  /** A style rule: kept when, for one of `alternatives`, every class is in the page. */
  | { kind: "style"; text: string; alternatives: string[][]; specificity: number; families?: string[] }
  /**
   * `open` + the kept children + `close`; `ifEmpty` (an `@layer name;` keeping the layer order, or "") when no child is kept.
   * `layer`: the full name of a named layer block outside any condition.
   */
  | { kind: "group"; open: string; children: Node[]; close: string; ifEmpty: string; layer?: string };

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
// The page's styles and the rest

/** A page's styles: the rules that can apply to it, and the key of the rest (null: the rest is the whole stylesheet). */
export type PageStyles = { inline: string; restKey: string | null };

export type StyleSplitter = {
  forPage(html: string): PageStyles;
  /** The rules that the page of `key` left out, to load after its inline styles; null when no page has that key. */
  rest(key: string): string | null;
};

/**
 * Splits the stylesheet in two for a page: what can apply to it (inlined in the page) and the
 * rest (loaded after, for the pages reached next). Enabling the whole stylesheet again would make
 * the browser parse it all and restyle every element of the page; the rest matches almost nothing
 * on it, so it costs a third of the parse and next to no restyle.
 *
 * The cascade must stay that of the whole stylesheet: of two rules, the more specific wins, and
 * of two as specific the later (`text-sm` then `md:text-base`). Yet the rest comes after the
 * page's styles. So each layer's rules go into sublayers, declared in the page's styles: by
 * specificity first, then, for each specificity, by level. A later sublayer wins over an earlier
 * one whatever the specificity; in one sublayer the page's rules come first, then the rest's. Of
 * two rules that could set the same property (see propertyFamily), the later is on the same level
 * or a higher one, and on a higher one if it is for the page and the earlier is not: a rule wins
 * over another exactly where it did in the stylesheet. Rules that set nothing in common may change
 * places, which keeps the levels few (as many as the longest chain of such overrides).
 *
 * That holds when every class rule is in a named layer outside any condition, with no layer
 * nested in it (a sublayer would rename it), every rule's selectors are as specific as one
 * another and have no nested rules, and a layer has at most one `!important` (important
 * declarations in sublayers rank in reverse). Tailwind's output is so. Any other stylesheet is
 * only pruned, and its rest is the whole stylesheet (restKey null).
 */
export function createStyleSplitter(css: string): StyleSplitter {
  const whole: StyleSplitter = { forPage: () => ({ inline: css, restKey: null }), rest: () => null };
  let nodes: Node[];
  try {
    nodes = new Parser(css).parse();
  } catch {
    return whole;
  }
  if (nodes.every((node) => node.kind === "always")) return whole;
  const rules = styleRules(nodes);
  const prune = (classes: Set<string>) => {
    const out: string[] = [];
    emit(nodes, classes, out);
    return out.join("");
  };
  if (!nodes.every(splittable)) {
    return { forPage: (html) => ({ inline: prune(pageClasses(html)), restKey: null }), rest: () => null };
  }
  const blocks = layerLeaves(nodes);
  const side = (kept: boolean[]) => (leaf: Node) => (leaf.kind === "style" ? kept[rules.get(leaf)!]! : true);
  // Pages of one kind share their classes: their styles are written once.
  const written = new Map<string, string>();
  return {
    forPage(html) {
      const classes = pageClasses(html);
      const kept = [...rules.keys()].map((rule) => rule.alternatives.some((needed) => needed.every((name) => classes.has(name))));
      const restKey = encodeBits(kept);
      let inline = written.get(restKey);
      if (inline === undefined) {
        if (written.size >= 100) written.delete(written.keys().next().value!);
        inline = writeSplit(nodes, blocks, side(kept), "inline");
        written.set(restKey, inline);
      }
      return { inline, restKey };
    },
    rest(key) {
      const kept = decodeBits(key, rules.size);
      return kept && writeSplit(nodes, blocks, side(kept), "rest");
    },
  };
}

type StyleRule = Extract<Node, { kind: "style" }>;

/** Each style rule of the tree, in order, with its index. */
function styleRules(nodes: Node[], rules = new Map<StyleRule, number>()): Map<StyleRule, number> {
  for (const node of nodes) {
    if (node.kind === "style") rules.set(node, rules.size);
    else if (node.kind === "group") styleRules(node.children, rules);
  }
  return rules;
}

/** Whether a top-level part can be split into sublayers (see createStyleSplitter). */
function splittable(node: Node): boolean {
  if (node.kind === "always") return true;
  if (node.kind === "style" || !node.layer) return false;
  const texts: string[] = [];
  const collect = (children: Node[]): boolean =>
    children.every((child) => {
      if (child.kind === "group") return !/@layer/i.test(child.open) && collect(child.children);
      texts.push(child.text);
      return !(child.kind === "always" && /@layer/i.test(child.text)) && !Number.isNaN(child.specificity ?? 0);
    });
  return collect(node.children) && texts.join("").split(/!\s*important/i).length <= 2;
}

type Group = Extract<Node, { kind: "group" }>;
/**
 * A style rule or an always-kept part of a layer block, with the groups it is in (outermost
 * first) and its specificity's rank among those of the layer's rules (0 for what has none).
 */
type Leaf = { node: Node; groups: Group[]; rank: number };

/** The leaves of each top-level layer block (null for the other parts). */
function layerLeaves(nodes: Node[]): (Leaf[] | null)[] {
  const collect = (children: Node[], groups: Group[], out: { node: Node; groups: Group[] }[]) => {
    for (const node of children) {
      if (node.kind === "group") collect(node.children, [...groups, node], out);
      else out.push({ node, groups });
    }
    return out;
  };
  const weight = (node: Node) => (node.kind === "group" ? -1 : (node.specificity ?? -1));
  const blocks = nodes.map((node) => (node.kind === "group" ? collect(node.children, [], []) : null));
  const weights = new Map<string, number[]>();
  nodes.forEach((node, b) => {
    if (node.kind !== "group") return;
    const list = weights.get(node.layer!) ?? [];
    weights.set(node.layer!, [...new Set([...list, ...blocks[b]!.map((leaf) => weight(leaf.node))])].sort((x, y) => x - y));
  });
  return blocks.map((block, b) => block && block.map((leaf) => ({ ...leaf, rank: weights.get((nodes[b] as Group).layer!)!.indexOf(weight(leaf.node)) })));
}

/**
 * The stylesheet with the leaves of one side (`inline`: those in the page) in sublayers (see
 * createStyleSplitter). A layer's sublayers go by specificity, then by level (see levelOf), each
 * with its rules in the stylesheet's order. `a0, a1, b0…` are declared in the layer's first block,
 * so that a later sublayer wins exactly where a later or more specific rule did.
 */
function writeSplit(nodes: Node[], blocks: (Leaf[] | null)[], inPage: (leaf: Node) => boolean, which: "inline" | "rest"): string {
  const wanted = which === "inline";
  const sublayer = (rank: number, level: number) => `${rank < 26 ? String.fromCharCode(97 + rank) : `s${rank}_`}${level}`;
  // Every leaf's level first: the first block of a layer declares all of the layer's sublayers.
  // Per layer, per rank: the number of levels, and for each property family the highest level of
  // a rule setting it, and of a rule of the rest setting it (see levelOf).
  const levels = new Map<string, { count: number[]; seen: Map<string, { any: number; rest: number }>[] }>();
  const plan = nodes.map((node, b) => {
    const block = blocks[b];
    if (node.kind !== "group" || !block) return null;
    const layer = levels.get(node.layer!) ?? { count: [], seen: [] };
    levels.set(node.layer!, layer);
    const sides = block.map((leaf) => inPage(leaf.node));
    const level = block.map(({ rank, node: leaf }, i) => {
      const seen = (layer.seen[rank] ??= new Map());
      const at = levelOf(seen, "families" in leaf ? leaf.families : undefined, sides[i]!);
      layer.count[rank] = Math.max(layer.count[rank] ?? 0, at + 1);
      return at;
    });
    return { layer: node.layer!, sides, level };
  });
  const declared = new Set<string>();
  const out: string[] = [];
  nodes.forEach((node, b) => {
    const step = plan[b];
    if (node.kind !== "group" || !step) {
      if (wanted && node.kind !== "group") out.push(node.text); // (every top-level group is a layer block)
      return;
    }
    const block = blocks[b]!;
    const declare = wanted && !declared.has(step.layer);
    declared.add(step.layer);
    // The leaves of each of the block's sublayers on this side, the sublayers in their order.
    const mine = new Map<string, { order: number; leaves: Leaf[] }>();
    block.forEach((leaf, i) => {
      if (step.sides[i] !== wanted) return;
      const name = sublayer(leaf.rank, step.level[i]!);
      if (!mine.has(name)) mine.set(name, { order: leaf.rank * 1e6 + step.level[i]!, leaves: [] });
      mine.get(name)!.leaves.push(leaf);
    });
    if (!mine.size && !declare) return;
    out.push(node.open);
    if (declare) {
      const { count } = levels.get(step.layer)!;
      const names = count.flatMap((n, rank) => Array.from({ length: n ?? 0 }, (_, level) => sublayer(rank, level)));
      out.push(`@layer ${names.join(",")};`);
    }
    for (const [name, { leaves }] of [...mine].sort(([, x], [, y]) => x.order - y.order)) {
      out.push(`@layer ${name}{`);
      const open: Group[] = [];
      const closeTo = (depth: number) => {
        while (open.length > depth) out.push(open.pop()!.close);
      };
      for (const leaf of leaves) {
        let depth = 0;
        while (depth < open.length && open[depth] === leaf.groups[depth]) depth++;
        closeTo(depth);
        for (const group of leaf.groups.slice(depth)) {
          out.push(group.open);
          open.push(group);
        }
        out.push((leaf.node as { text: string }).text);
      }
      closeTo(0);
      out.push("}");
    }
    out.push(node.close);
  });
  return out.join("");
}

/** Stands for the properties of a rule whose properties are not known: it shares a family with every rule. */
const ANY_PROPERTY = "*";

/**
 * The level (within a specificity) of the next rule of a layer, given what the earlier
 * rules of its specificity set (`seen`, updated): no lower than that of an earlier rule that could
 * set the same property, so that it still comes after it, and above that of such a rule of the
 * rest if it is for the page, since in one level the page's rules come before the rest's. A rule
 * whose families are not known (undefined) could set any property.
 */
function levelOf(seen: Map<string, { any: number; rest: number }>, known: string[] | undefined, inPage: boolean): number {
  const families = known?.includes(ANY_PROPERTY) ? undefined : known;
  let at = 0;
  for (const key of families ? [...families, ANY_PROPERTY] : seen.keys()) {
    const earlier = seen.get(key);
    if (earlier) at = Math.max(at, earlier.any, inPage && earlier.rest >= 0 ? earlier.rest + 1 : 0);
  }
  for (const key of families ?? [ANY_PROPERTY]) {
    const entry = seen.get(key) ?? { any: 0, rest: -1 };
    entry.any = Math.max(entry.any, at);
    if (!inPage) entry.rest = Math.max(entry.rest, at);
    seen.set(key, entry);
  }
  return at;
}

/**
 * Families of properties whose first word is not the family's: a shorthand and its longhands, a
 * logical property and the physical ones it stands for, a property and its legacy alias.
 */
const FAMILY_OF: Record<string, string> = {
  all: ANY_PROPERTY,
  top: "inset",
  right: "inset",
  bottom: "inset",
  left: "inset",
  "row-gap": "gap",
  "column-gap": "gap",
  "grid-gap": "gap",
  "grid-row-gap": "gap",
  "grid-column-gap": "gap",
  columns: "column",
  "line-height": "font",
  "white-space": "text",
  "white-space-collapse": "text",
  "word-wrap": "overflow",
  width: "size",
  height: "size",
  "min-width": "size",
  "max-width": "size",
  "min-height": "size",
  "max-height": "size",
  "inline-size": "size",
  "block-size": "size",
  "min-inline-size": "size",
  "max-inline-size": "size",
  "min-block-size": "size",
  "max-block-size": "size",
  "alignment-baseline": "vertical",
  "baseline-shift": "vertical",
  "baseline-source": "vertical",
  "dominant-baseline": "vertical",
  "max-lines": "line",
  "block-ellipsis": "line",
  continue: "line",
  "page-break-before": "break",
  "page-break-after": "break",
  "page-break-inside": "break",
};

/**
 * The family of a property: two properties of different families never set the same value, so
 * the order of two rules without a family in common does not change any element's style. A
 * custom property is its own family; otherwise, with any vendor prefix taken off, the family is
 * the property's first word (`margin` for `margin-top` and `margin-inline`) unless FAMILY_OF
 * groups it otherwise (`inset` for `top`, `align` for `place-items` and `justify-self`).
 */
export function propertyFamily(property: string): string {
  if (property.startsWith("--")) return property;
  const name = property.toLowerCase().replace(/^-(?:webkit|moz|ms|o)-/, "");
  const first = name.split("-")[0]!;
  return FAMILY_OF[name] ?? (first === "place" || first === "justify" ? "align" : first);
}

/** The flags as base64url, eight to a byte. */
function encodeBits(bits: boolean[]): string {
  const bytes = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((bit, i) => {
    if (bit) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return Buffer.from(bytes).toString("base64url");
}

/** The `count` flags of a key from encodeBits, or null when it is not one. */
function decodeBits(key: string, count: number): boolean[] | null {
  if (!/^[A-Za-z0-9_-]*$/.test(key)) return null;
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length !== Math.ceil(count / 8) || bytes.toString("base64url") !== key) return null;
  const bits = Array.from({ length: count }, (_, i) => (bytes[i >> 3]! & (1 << (i & 7))) !== 0);
  return encodeBits(bits) === key ? bits : null;
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
  Hash: 35,
  Ampersand: 38,
} as const;

/** Pseudo-elements that may be written with one colon: they weigh as types. */
const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);

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
      const nestedRules = this.scanTo(preludeEnd + 1, [C.OpenBrace], end - 1) < end - 1;
      const specificity = nestedRules ? NaN : this.listSpecificity(i, preludeEnd);
      const families = nestedRules ? undefined : this.declarationFamilies(preludeEnd + 1, end - 1);
      nodes.push(
        alternatives.some((needed) => needed.length === 0)
          ? { kind: "always", text, specificity, ...(families ? { families } : {}) }
          : { kind: "style", text, alternatives, specificity, ...(families ? { families } : {}) },
      );
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
    const named = name === "layer" && !conditional && !innerLayer.includes("\u0000");
    return { node: { kind: "group", open, children, close, ifEmpty, ...(named ? { layer: innerLayer } : {}) }, end };
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

  /** The families (see propertyFamily) of the properties declared in [i, end), or undefined when one cannot be read. */
  private declarationFamilies(i: number, end: number): string[] | undefined {
    const families = new Set<string>();
    while (i < end) {
      const semicolon = this.scanTo(i, [C.Semicolon], end);
      const declaration = this.css.slice(i, semicolon).replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "");
      i = semicolon + 1;
      if (!declaration.trim()) continue;
      const property = /^\s*(-?[A-Za-z_-][\w-]*)\s*:/.exec(declaration)?.[1];
      // An escaped or otherwise unusual name: its property is not known.
      if (!property) return undefined;
      families.add(propertyFamily(property));
    }
    return [...families];
  }

  /** The specificity shared by the selectors of the list in [i, end), or NaN when they differ. */
  private listSpecificity(i: number, end: number): number {
    const all = this.specificities(i, end);
    return all.every((value) => value === all[0]) ? all[0]! : NaN;
  }

  /** The specificity of each selector of the list in [i, end). */
  private specificities(i: number, end: number): number[] {
    const list: number[] = [];
    for (;;) {
      const comma = this.scanTo(i, [C.Comma], end);
      list.push(this.specificity(i, comma));
      if (comma >= end) return list;
      i = comma + 1;
    }
  }

  /**
   * The specificity of the complex selector in [i, end) as one number: ids × 10⁶ + classes,
   * attributes and pseudo-classes × 10³ + types and pseudo-elements (Selectors 4: :is(), :not()
   * and :has() count their most specific argument, :where() nothing). NaN for what it cannot
   * weigh: `&`, `:nth-child(… of …)`.
   */
  private specificity(i: number, end: number): number {
    const css = this.css;
    let value = 0;
    while (i < end) {
      const c = css.charCodeAt(i);
      if (c === C.Slash && this.at(i + 1) === C.Star) i = this.skipComment(i);
      else if (c === C.Quote || c === C.Apostrophe) i = this.skipString(i);
      else if (c === C.OpenBracket) {
        value += 1e3;
        i = this.skipBlock(i, end);
      } else if (c === C.Ampersand) return NaN;
      else if ((c === C.Dot || c === C.Hash) && this.startsIdent(i + 1)) {
        value += c === C.Dot ? 1e3 : 1e6;
        i = this.consumeIdent(i + 1).end;
      } else if (c === C.Colon) {
        const element = this.at(i + 1) === C.Colon;
        i += element ? 2 : 1;
        if (!this.startsIdent(i)) continue;
        const ident = this.consumeIdent(i);
        const name = ident.name.toLowerCase();
        i = ident.end;
        value += element || LEGACY_PSEUDO_ELEMENTS.has(name) ? 1 : name === "where" ? 0 : 1e3;
        if (this.at(i) !== C.OpenParen) continue;
        const close = this.skipBlock(i, end);
        const inner = this.at(close - 1) === C.CloseParen ? close - 1 : close;
        if (!element && (MATCHES_ANY.has(name) || name === "not") && name !== "where") value += Math.max(...this.specificities(i + 1, inner)) - 1e3;
        else if (/^nth-(last-)?child$/.test(name) && /\bof\b/i.test(css.slice(i + 1, inner))) return NaN;
        i = close;
      } else if (this.startsIdent(i)) {
        value += 1; // a type selector
        i = this.consumeIdent(i).end;
      } else i++;
    }
    return value;
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
    if (node.kind === "always" && last?.kind === "always") {
      const families = last.families && node.families ? [...new Set([...last.families, ...node.families])] : undefined;
      out[out.length - 1] = { kind: "always", text: last.text + node.text, ...(families ? { families } : {}) };
    } else out.push(node);
  }
  return out;
}
