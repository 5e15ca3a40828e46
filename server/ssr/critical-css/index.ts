/**
 * Critical CSS: the part of the site's stylesheet that can apply to one server-rendered page,
 * inlined in it, and the rest, loaded after it (decision 003).
 *
 * The stylesheet is parsed once (at server start) into a tree of rules (parser.ts, tree.ts); each
 * style rule carries the classes its selectors need (selectors.ts). For a page, the classes of its
 * HTML are collected (page-classes.ts) and the tree is walked: a style rule is kept when one of its
 * selectors needs only classes of the page, a grouping at-rule (@media, @supports, @layer,
 * @container…) is kept with the children kept, and everything else (@property, @keyframes,
 * @font-face, element, attribute and universal selectors…) is always kept. Kept rules are copied
 * byte for byte, in their order (sublayers.ts for how the two halves keep the cascade).
 *
 * The parser follows CSS Syntax 3 for what matters here (scanner.ts) and reads any text: what it
 * cannot make sense of (what a browser would drop) is kept as it is. Should it fail all the same,
 * the page gets the whole stylesheet (never less).
 *
 * The page's classes are those of its server HTML: a rule for a class that only a script adds
 * later is left out (the rest, loaded afterwards, has it). Pass the whole document (or at least
 * every element with a class attribute, <html> and <body> included).
 */
import { Parser } from "./parser";
import { pageClasses } from "./page-classes";
import { decodeBits, encodeBits } from "./rest-keys";
import { layerLeaves, splittable, writeSplit } from "./sublayers";
import { emit, styleRules, type Node } from "./tree";

/**
 * A built stylesheet (`css`, at /`file`) served the renderer's way (handler.ts): a page's styles,
 * to inline, and the address of their rest; the rest's text at that address.
 */
export function pageStylesheet(css: string, file: string) {
  const split = createStyleSplitter(css);
  // The rest of a page's styles is at an address of the stylesheet's build and the page's key:
  // the same for every page with the same classes, so it is cached like any built file.
  const restBase = `/${file.replace(/\.css$/, "")}/rest/`;
  const styles = (html: string) => {
    const { inline, restKey } = split.forPage(html);
    // (Only `</style` could end the element early: a CSS escape makes it the same text to CSS.)
    return { inline: inline.replace(/<\/style/gi, "<\\/style"), restHref: restKey === null ? null : `${restBase}${restKey}.css` };
  };
  const restCache = new Map<string, string | null>();
  const restStyles = (url: string) => {
    if (!url.startsWith(restBase) || !url.endsWith(".css")) return null;
    const key = url.slice(restBase.length, -".css".length);
    if (!restCache.has(key)) {
      // A few keys serve every page; a bounded cache keeps made-up keys from filling the memory.
      if (restCache.size >= 100) restCache.delete(restCache.keys().next().value!);
      restCache.set(key, split.rest(key));
    }
    return restCache.get(key)!;
  };
  return { styles, restStyles };
}

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
export function createStyleSplitter(css: string, observe: { written?: (part: "inline" | "rest") => void } = {}): StyleSplitter {
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
        observe.written?.("inline");
        written.set(restKey, inline);
      }
      return { inline, restKey };
    },
    rest(key) {
      const kept = decodeBits(key, rules.size);
      if (!kept) return null;
      observe.written?.("rest");
      return writeSplit(nodes, blocks, side(kept), "rest");
    },
  };
}
