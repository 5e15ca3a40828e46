/**
 * The stylesheet as a tree (parser.ts): parts always kept, style rules kept when the page has
 * the classes of one of their selectors, and grouping at-rules kept with the children kept. Kept
 * parts are copied byte for byte, in their order.
 */

/** A part of the stylesheet: always kept, kept when its selectors can match, or a grouping at-rule. */
export type Node =
  /**
   * `specificity`: a style rule's (selectors.ts); NaN when its selectors differ in it or it has nested rules.
   * `families`: the property families a style rule sets (property-families.ts); absent when it is not known.
   */
  | { kind: "always"; text: string; specificity?: number; families?: string[] }
  /** A style rule: kept when, for one of `alternatives`, every class is in the page. */
  | { kind: "style"; text: string; alternatives: string[][]; specificity: number; families?: string[] }
  /**
   * `open` + the kept children + `close`; `ifEmpty` (an `@layer name;` keeping the layer order, or "") when no child is kept.
   * `layer`: the full name of a named layer block outside any condition.
   */
  | { kind: "group"; open: string; children: Node[]; close: string; ifEmpty: string; layer?: string };

/** Appends the parts of `nodes` kept for a page with these classes; whether any was kept. */
export function emit(nodes: Node[], classes: Set<string>, out: string[]): boolean {
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

export type StyleRule = Extract<Node, { kind: "style" }>;

/** Each style rule of the tree, in order, with its index. */
export function styleRules(nodes: Node[], rules = new Map<StyleRule, number>()): Map<StyleRule, number> {
  for (const node of nodes) {
    if (node.kind === "style") rules.set(node, rules.size);
    else if (node.kind === "group") styleRules(node.children, rules);
  }
  return rules;
}

export type Group = Extract<Node, { kind: "group" }>;
