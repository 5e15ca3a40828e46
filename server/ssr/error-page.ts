import type { ClientConfig } from "../../shared/site";
import type { Language } from "../../shared/domain";
import { styleHash } from "./content-security-policy";

const texts = {
  error: {
    en: {
      title: "Something went wrong",
      text: "The page could not be shown. Please try again in a moment.",
      home: "Back to Home",
      reference: "Reference: ",
    },
    fr: {
      title: "Un problème est survenu",
      text: "La page n’a pas pu être affichée. Veuillez réessayer dans un instant.",
      home: "Retour à l’accueil",
      reference: "Référence\u00a0: ",
    },
  },
  unavailable: {
    en: {
      title: "Temporarily unavailable",
      text: "This page cannot be shown right now: we are working on it. Please try again in a few minutes.",
      home: "Back to Home",
      reference: "Reference: ",
    },
    fr: {
      title: "Momentanément indisponible",
      text: "Cette page ne peut pas être affichée pour le moment\u00a0: nous y travaillons. Veuillez réessayer dans quelques minutes.",
      home: "Retour à l’accueil",
      reference: "Référence\u00a0: ",
    },
  },
};

/** The page's only style, allowed by its hash in the page's Content-Security-Policy. */
const STYLE = "body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1A1A2E}a{color:#1A1A2E}.ref{color:#4A4A5E;font-size:.875rem}";
export const ERROR_PAGE_STYLE_HASH = styleHash(STYLE);

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A page for when rendering fails: self-contained, no script, no internals — only the request's
 * id, for a visitor to quote to the foundation, which finds the log lines with it.
 */
export function errorPage(lang: Language, config: ClientConfig, kind: keyof typeof texts = "error", requestId?: string) {
  const t = texts[kind][lang];
  const reference = requestId ? `<p class="ref">${t.reference}<code>${escape(requestId)}</code></p>` : "";
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} | ${escape(config.siteName)}</title><meta name="robots" content="noindex">
<style>${STYLE}</style></head>
<body><main><h1>${t.title}</h1><p>${t.text}</p><p><a href="${lang === "fr" ? "/fr/" : "/"}">${t.home}</a></p>${reference}</main></body>
</html>`;
}
