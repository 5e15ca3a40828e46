/**
 * Parses a stylesheet into the tree of tree.ts. It reads any text: what it cannot make sense of
 * (what a browser would drop) is kept as it is. Each style rule gets the classes its selectors
 * need, its specificity and the families of the properties it sets.
 */
import { propertyFamily } from "./property-families";
import { C, isWhitespace } from "./scanner";
import { SelectorScanner } from "./selectors";
import type { Node } from "./tree";

/** At-rules whose block is a list of rules, pruned one by one. Every other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "scope", "starting-style", "document", "-moz-document"]);

export class Parser extends SelectorScanner {
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
}

/** The layer name of an `@layer` prelude part, without whitespace and comments. */
function layerName(prelude: string): string {
  return prelude.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, "").replace(/\s+/g, "");
}

const qualify = (parent: string, name: string) => (parent ? `${parent}.${name}` : name);

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
