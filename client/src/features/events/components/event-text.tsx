import type { Language } from "@shared/domain";

/**
 * An event's description or summary: the HTML the server rendered from its Markdown
 * (server/lib/markdown.ts; the page loads no parser), at the card's scale — links, emphasis, lists
 * and subheadings as on program and article pages, quotes and tables by `markdown-blocks`
 * (styles/site.css). `lang` names the language when it is not the page's.
 */
export function EventText({ html, lang, className = "" }: { html: string; lang: Language | undefined; className?: string }) {
  return (
    <div
      lang={lang}
      className={`markdown-blocks space-y-3 break-words leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_em]:italic [&_h2]:pt-1 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-brand [&_h3]:pt-1 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-brand [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
