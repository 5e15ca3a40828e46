/**
 * What a selector list needs of a page (its classes) and what it weighs (its specificity).
 */
import { C, Scanner } from "./scanner";

/** Selector functions that match when one of their arguments does: their common classes are needed. */
const MATCHES_ANY = new Set(["is", "where", "matches", "-webkit-any", "-moz-any", "has"]);

/** Pseudo-elements that may be written with one colon: they weigh as types. */
const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);

/** A scanner that also reads selectors. */
export class SelectorScanner extends Scanner {
  /** For each selector of the list in [i, end): the classes it needs. */
  protected selectorAlternatives(i: number, end: number): string[][] {
    return this.selectorList(i, end).map((needed) => [...needed]);
  }

  /** The specificity shared by the selectors of the list in [i, end), or NaN when they differ. */
  protected listSpecificity(i: number, end: number): number {
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

function intersection(sets: Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((name) => rest.every((set) => set.has(name))));
}
