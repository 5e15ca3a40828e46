// @ts-check
/**
 * A lint rule for comments: they explain why by citing docs/rules.md (R1, R2, …) or a decision
 * record in docs/decisions/, never a document the repository does not hold — the foundation's
 * specification or API contract by section, or a task tracker's numbers — which a reader cannot
 * open.
 */

/** What a comment must not cite, each with the words the report uses. */
const citations = [
  { pattern: /\bCONTRACT\b/, what: "the API contract" },
  { pattern: /\bspec(?:ification)?(?:'s)?\b[^.\n]{0,40}?\bsections? \d/i, what: "a section of the specification" },
  { pattern: /\bissues? #?\d+/i, what: "an issue number" },
];

/** A section sign names a section of an outside document, unless a published standard's name precedes it. */
const SECTION_SIGN = /§\s*\d/g;
const STANDARD_BEFORE = /\b(?:RFC|ISO|IEC|PDF|ECMA|WCAG|BCP)\b[\s\d.:/-]*$/;

/** @param {string} text */
export function findCitation(text) {
  for (const { pattern, what } of citations) {
    const match = pattern.exec(text);
    if (match) return { index: match.index, length: match[0].length, what };
  }
  for (const match of text.matchAll(SECTION_SIGN)) {
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (!STANDARD_BEFORE.test(before)) return { index: match.index, length: match[0].length, what: "a section of an outside document" };
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "suggestion",
    docs: { description: "Comments cite docs/rules.md or docs/decisions/, not documents outside the repository." },
    messages: {
      outside:
        "This comment cites {{what}} ('{{found}}'), which is not in the repository: cite the rule in docs/rules.md (R1, R2, …) or a decision record, or say the reason in words.",
    },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          const found = findCitation(comment.value);
          if (!found || !comment.range) continue;
          // The comment's text starts after its opening `//` or `/*`.
          const start = comment.range[0] + 2 + found.index;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(start), end: sourceCode.getLocFromIndex(start + found.length) },
            messageId: "outside",
            data: { what: found.what, found: comment.value.slice(found.index, found.index + found.length) },
          });
        }
      },
    };
  },
};

export default { rules: { "comment-citations": rule } };
