/**
 * The long texts of the site's content (program content and eligibility, articles) are Markdown:
 * headings, lists, links, bold, italic. They are rendered here, on the server, with markdown-it,
 * and the pages insert the HTML as it is — so nothing the editor typed may become markup of its
 * own: raw HTML is escaped (`html: false`), and a link goes only to http(s), mailto or an address
 * of this site (`javascript:`, `data:` and the like stay text).
 */
import MarkdownIt from "markdown-it";
import type { LocalizedText } from "../../shared/schema";

/** Schemes a link may use; anything else with a scheme is refused. Relative addresses are fine. */
const allowedScheme = /^(?:https?|mailto):/i;
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultValidateLink = md.validateLink.bind(md);
md.validateLink = (url: string) => {
  if (!defaultValidateLink(url)) return false;
  // Browsers ignore tabs, newlines and leading spaces/controls in a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]+/g, "");
  return !hasScheme.test(compact) || allowedScheme.test(compact);
};

const isExternal = (href: string) => /^(?:https?:)?\/\//i.test(href);

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (isExternal(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export type MarkdownOptions = {
  /**
   * Demote headings so the text fits under the page's own: 1 turns `##` into h3 (the eligibility
   * box, which has its own h2). Never deeper than h6.
   */
  headingShift?: number;
};

/** The HTML of one Markdown text; safe to insert as it is. */
export function renderMarkdown(text: string, options: MarkdownOptions = {}): string {
  const tokens = md.parse(text, {});
  const shift = options.headingShift ?? 0;
  if (shift)
    for (const token of tokens)
      if (token.type === "heading_open" || token.type === "heading_close")
        token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + shift)}`;
  return md.renderer.render(tokens, md.options, {});
}

/** Both languages of a localized text rendered (an empty language renders as an empty string). */
export function renderLocalizedMarkdown(text: LocalizedText, options?: MarkdownOptions): LocalizedText {
  return { en: renderMarkdown(text.en, options), fr: renderMarkdown(text.fr, options) };
}
