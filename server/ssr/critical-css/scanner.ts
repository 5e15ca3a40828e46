/**
 * Reading CSS text as CSS Syntax 3 does for what the pruner needs: comments, strings with
 * escapes, url(…) tokens, escapes, and nested blocks that only their own closing bracket ends.
 */

/** Character codes. */
export const C = {
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

export const isWhitespace = (c: number) => c === C.Space || c === C.Tab || c === C.LineFeed || c === C.CarriageReturn || c === C.FormFeed;
export const isNewline = (c: number) => c === C.LineFeed || c === C.CarriageReturn || c === C.FormFeed;
export const isHexDigit = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
export const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === C.Underscore || c >= 0x80;
export const isName = (c: number) => isNameStart(c) || (c >= 48 && c <= 57) || c === C.Hyphen;

/** A scanner of CSS text: skips comments, strings, escapes, url(…) and nested blocks. */
export class Scanner {
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
