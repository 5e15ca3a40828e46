/**
 * The shape of the foundation's governing documents, written once in French and English
 * (scripts/make-documents.ts lays them out as PDF files in public/documents).
 *
 * Texts are plain: a line break starts a new paragraph, "- " starts a list item, `{name}`
 * is the foundation's name and `{email}` its contact address. French typography (non-breaking
 * spaces before : ; ? ! and inside « », typographic apostrophes) is applied when the PDF is made.
 */
import type { DocumentKey } from "../../shared/paths";

export type Bilingual = { fr: string; en: string };

export type Article = {
  title: Bilingual;
  text: Bilingual;
};

/** A "Titre" of the statutes or a "Chapitre" of the regulations: a group of articles. */
export type Part = {
  title: Bilingual;
  articles: Article[];
};

export type GoverningDocument = {
  key: DocumentKey;
  /** The number of pages the PDF must have (shown on the statutes page). */
  pages: number;
  title: Bilingual;
  /** Lines under the title on the cover. */
  cover: Bilingual;
  /** What the document is, before the first article. */
  preamble: Bilingual;
  parts: Part[];
  /** Where and when it was adopted, above the signatures. */
  closing: Bilingual;
  /** Who signs (one line each). */
  signatures: Bilingual[];
};
