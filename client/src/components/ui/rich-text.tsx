import type { ReactNode } from "react";

/**
 * Long texts written as plain text: paragraphs separated by a blank line, "- " starts a list
 * item, "## " starts a subheading (h2, or h3 when the page already uses h2 for sections).
 */
export function RichText({ text, headingLevel = 2 }: { text: string; headingLevel?: 2 | 3 }) {
  const blocks = text.split(/\n{2,}/).map((b) => b.trim()).filter(Boolean);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="space-y-4 text-base leading-relaxed text-slate-800 sm:text-lg">
      {blocks.map((block, i): ReactNode => {
        if (block.startsWith("## "))
          return (
            <Heading key={i} className="pt-4 text-xl font-bold text-brand sm:text-2xl">
              {block.slice(3)}
            </Heading>
          );
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- ")))
          return (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {lines.map((line, j) => (
                <li key={j}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        // A paragraph followed directly by list items.
        const firstItem = lines.findIndex((line) => line.startsWith("- "));
        if (firstItem > 0 && lines.slice(firstItem).every((line) => line.startsWith("- ")))
          return (
            <div key={i} className="space-y-2">
              <p>{lines.slice(0, firstItem).join(" ")}</p>
              <ul className="list-disc space-y-1 pl-6">
                {lines.slice(firstItem).map((line, j) => (
                  <li key={j}>{line.slice(2)}</li>
                ))}
              </ul>
            </div>
          );
        return <p key={i}>{lines.join(" ")}</p>;
      })}
    </div>
  );
}
