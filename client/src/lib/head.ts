/**
 * What a page puts in <head>: title, description, keywords, Open Graph and Twitter tags,
 * canonical and hreflang links, the organisation's JSON-LD (docs/rules.md R27). Built once from
 * the route; the server writes it as HTML, the client applies it after each navigation.
 */
import { localizedPath } from "@shared/paths";
import { site, type ClientConfig } from "@shared/site";
import type { Language } from "@shared/domain";
import { dictionaries, format } from "@/i18n";
import { socialCard } from "@/lib/images";

export type PageHead = {
  title: string;
  description: string;
  /** Query kept in the canonical address (e.g. `pillar=tvet`), without `?`. */
  canonicalQuery?: string;
  ogType?: "website" | "article";
  noindex?: boolean;
  /** The page is a not-found page: status 404, not indexed. */
  notFound?: boolean;
};

export type HeadTags = {
  lang: Language;
  title: string;
  metas: { key: "name" | "property"; name: string; content: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  jsonLd: string;
};

export function buildHead(head: PageHead, ctx: { lang: Language; path: string; config: ClientConfig }): HeadTags {
  const { lang, path, config } = ctx;
  const t = dictionaries[lang];
  const origin = config.publicUrl;
  const query = head.canonicalQuery ? `?${head.canonicalQuery}` : "";
  const url = (l: Language) => `${origin}${localizedPath(path, l)}${query}`;
  const title = path === "/" ? `${config.siteName} | ${head.title}` : `${head.title} | ${config.siteName}`;
  const robots = head.noindex || head.notFound ? "noindex, follow" : "index, follow";
  const other: Language = lang === "en" ? "fr" : "en";

  const metas: HeadTags["metas"] = [
    { key: "name", name: "description", content: head.description },
    { key: "name", name: "keywords", content: t.meta.keywords },
    { key: "name", name: "robots", content: robots },
    { key: "property", name: "og:type", content: head.ogType ?? "website" },
    { key: "property", name: "og:site_name", content: config.siteName },
    { key: "property", name: "og:title", content: head.title },
    { key: "property", name: "og:description", content: head.description },
    { key: "property", name: "og:url", content: url(lang) },
    { key: "property", name: "og:locale", content: t.meta.ogLocale },
    { key: "property", name: "og:locale:alternate", content: dictionaries[other].meta.ogLocale },
    { key: "property", name: "og:image", content: `${origin}${socialCard.src}` },
    { key: "property", name: "og:image:width", content: String(socialCard.width) },
    { key: "property", name: "og:image:height", content: String(socialCard.height) },
    { key: "property", name: "og:image:alt", content: format(t.meta.ogImageAlt, { site: config.siteName }) },
    { key: "name", name: "twitter:card", content: "summary_large_image" },
    { key: "name", name: "twitter:image", content: `${origin}${socialCard.src}` },
    { key: "name", name: "twitter:title", content: head.title },
    { key: "name", name: "twitter:description", content: head.description },
  ];
  const links: HeadTags["links"] = head.notFound
    ? []
    : [
        { rel: "canonical", href: url(lang) },
        { rel: "alternate", hreflang: "en", href: url("en") },
        { rel: "alternate", hreflang: "fr", href: url("fr") },
        { rel: "alternate", hreflang: "x-default", href: url("en") },
      ];

  const organisation = {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: config.siteName,
    url: `${origin}${localizedPath("/", lang)}`,
    logo: `${origin}/favicon.svg`,
    email: config.contactEmail,
    foundingDate: String(site.foundedYear),
    description: t.meta.description,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.city,
      addressCountry: site.countryCode,
    },
    areaServed: "West Africa",
    inLanguage: lang,
  };

  return { lang, title, metas, links, jsonLd: JSON.stringify(organisation) };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head as HTML, for the server. */
export function headToHtml(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.metas.map((m) => `<meta ${m.key}="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}">`),
    ...tags.links.map(
      (l) => `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ""} href="${escapeHtml(l.href)}">`,
    ),
    `<script type="application/ld+json">${tags.jsonLd.replace(/</g, "\\u003c")}</script>`,
  ].join("\n    ");
}

/** Brings the document's head in line with the page, after a navigation in the browser. */
export function applyHead(tags: HeadTags, doc: Document = document) {
  doc.documentElement.lang = tags.lang;
  doc.title = tags.title;
  for (const m of tags.metas) {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${m.key}="${m.name}"]`);
    if (!el) {
      el = doc.createElement("meta");
      el.setAttribute(m.key, m.name);
      doc.head.appendChild(el);
    }
    el.content = m.content;
  }
  doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((el) => el.remove());
  for (const l of tags.links) {
    const el = doc.createElement("link");
    el.rel = l.rel;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.href = l.href;
    doc.head.appendChild(el);
  }
  const ld = doc.head.querySelector('script[type="application/ld+json"]');
  if (ld) ld.textContent = tags.jsonLd;
}

export { format };
