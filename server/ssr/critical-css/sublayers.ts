/**
 * Writes a page's styles and their rest with each layer's rules in sublayers, so that the two
 * cascade as the whole stylesheet does although the rest comes last (see createStyleSplitter).
 */
import { ANY_PROPERTY } from "./property-families";
import type { Group, Node } from "./tree";

/** Whether a top-level part can be split into sublayers (see createStyleSplitter). */
export function splittable(node: Node): boolean {
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

/**
 * A style rule or an always-kept part of a layer block, with the groups it is in (outermost
 * first) and its specificity's rank among those of the layer's rules (0 for what has none).
 */
type Leaf = { node: Node; groups: Group[]; rank: number };

/** The leaves of each top-level layer block (null for the other parts). */
export function layerLeaves(nodes: Node[]): (Leaf[] | null)[] {
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
export function writeSplit(nodes: Node[], blocks: (Leaf[] | null)[], inPage: (leaf: Node) => boolean, which: "inline" | "rest"): string {
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
