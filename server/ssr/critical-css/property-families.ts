/**
 * Which properties may set the same value: the order of two rules matters only when they have a
 * property family in common (sublayers.ts).
 */

/** Stands for the properties of a rule whose properties are not known: it shares a family with every rule. */
export const ANY_PROPERTY = "*";

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
