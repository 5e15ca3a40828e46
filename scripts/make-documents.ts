/**
 * Makes the foundation's governing documents as PDF files (docs/rules.md R32):
 * public/documents/statutes.pdf and public/documents/internal-regulations.pdf, from the
 * bilingual texts in scripts/documents/. Run with `npm run documents`.
 *
 * Each file has a bilingual cover, a table of contents, the French version, then the English
 * version, with page numbers. The number of pages is part of what the site promises (the
 * statutes page says "32 pages" and "18 pages"): the layout tries font sizes from the largest
 * down until the document has exactly that many pages, and fails if none does.
 *
 * Page, palette, font and typography are the server's typesetter (server/documents/typesetter.ts),
 * the one the receipts and attestations use: the embedded font writes whatever name SITE_NAME holds.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, rgb, type PDFFont, type PDFPage, type Color } from "pdf-lib";
import { parseEnv } from "../server/env";
import {
  A4,
  GOLD,
  MARGIN,
  MUTED,
  NAVY,
  NAVY_2,
  RULE,
  TEXT,
  TEXT_WIDTH,
  WHITE,
  describe,
  drawAccent,
  drawMark,
  embedFonts,
  textWidth,
  typeset,
  wrap,
  type Fonts,
} from "../server/documents/typesetter";
import { internalRegulations } from "./documents/internal-regulations";
import { statutes } from "./documents/statutes";
import type { Bilingual, GoverningDocument } from "./documents/types";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/documents");
/** What the statutes page shows of each file (pages, size), written with the files. */
const manifestFile = path.join(root, "client/src/features/statutes/document-files.ts");

type Lang = keyof Bilingual;
const LANGS: Lang[] = ["fr", "en"];

// ---------------------------------------------------------------------------------------------
// Texts

const labels = {
  fr: {
    version: "Version française",
    contents: "Sommaire",
    preamble: "Préambule",
    article: "Article",
    signatures: "Signatures",
    page: "Page",
  },
  en: {
    version: "English version",
    contents: "Contents",
    preamble: "Preamble",
    article: "Article",
    signatures: "Signatures",
    page: "Page",
  },
} satisfies Record<Lang, Record<string, string>>;

// ---------------------------------------------------------------------------------------------
// Layout

/** Sizes derived from the body size the fitting chose. */
type Style = { body: number; leading: number; partsOnNewPage: boolean };

type Line = { text: string; x: number; font: PDFFont; size: number; color: Color; bullet?: { text: string; x: number } };

/** A run of lines that belong together (a heading, a paragraph, a list item). */
type Block = {
  lines: Line[];
  lineHeight: number;
  spaceBefore: number;
  /** Keep on the same page as the first lines of the next block (headings). */
  keepWithNext?: boolean;
  /** Start a new page before this block. */
  newPage?: boolean;
  /** Remember on which page this block lands (table of contents). */
  anchor?: string;
  /** Draw a gold rule above the block. */
  rule?: boolean;
  /** Draw signature lines (one per text line) instead of plain text. */
  signatures?: boolean;
};

function textBlock(
  text: string,
  font: PDFFont,
  size: number,
  lineHeight: number,
  options: Partial<Block> & { indent?: number; hanging?: string; color?: Color } = {},
): Block {
  const indent = options.indent ?? 0;
  const color = options.color ?? TEXT;
  const hangingWidth = options.hanging ? textWidth(`${options.hanging} `, font, size) + 2 : 0;
  const wrapped = wrap(text, font, size, TEXT_WIDTH - indent - hangingWidth);
  const lines: Line[] = wrapped.map((t) => ({ text: t, x: MARGIN.left + indent + hangingWidth, font, size, color }));
  // A list item's dash shares its first line's baseline.
  if (options.hanging && lines[0]) lines[0].bullet = { text: options.hanging, x: MARGIN.left + indent };
  return { spaceBefore: 0, ...options, lines, lineHeight };
}

/** The blocks of one language version of a document. */
function versionBlocks(doc: GoverningDocument, lang: Lang, fonts: Fonts, style: Style, values: Record<string, string>): Block[] {
  const t = (b: Bilingual) => typeset(b[lang], lang, values);
  const { body, leading } = style;
  const lh = body * leading;
  const blocks: Block[] = [];
  const paragraphs = (text: string, spaceBefore: number, keepWithNext = false) => {
    for (const [i, para] of text.split("\n").entries()) {
      const gap = i === 0 ? spaceBefore : body * 0.55;
      if (para.startsWith("- ")) {
        blocks.push(textBlock(para.slice(2), fonts.regular, body, lh, { indent: 10, hanging: "–", spaceBefore: body * 0.2, keepWithNext }));
      } else {
        blocks.push(textBlock(para, fonts.regular, body, lh, { spaceBefore: gap, keepWithNext }));
      }
    }
  };

  blocks.push(
    textBlock(labels[lang].version.toUpperCase(), fonts.bold, body * 0.85, body * 1.3, {
      newPage: true,
      color: MUTED,
      anchor: `${lang}:start`,
    }),
  );
  blocks.push(textBlock(`${t(doc.title)} — ${values.name}`, fonts.bold, body * 1.75, body * 2.1, { spaceBefore: body * 0.6 }));
  blocks.push(textBlock(labels[lang].preamble, fonts.bold, body * 1.25, body * 1.6, { spaceBefore: body * 1.6, keepWithNext: true, anchor: `${lang}:preamble`, rule: true }));
  paragraphs(t(doc.preamble), body * 0.6);

  let number = 0;
  for (const [p, part] of doc.parts.entries()) {
    blocks.push(
      textBlock(t(part.title), fonts.bold, body * 1.25, body * 1.6, {
        spaceBefore: body * 2,
        keepWithNext: true,
        newPage: style.partsOnNewPage,
        anchor: `${lang}:part:${p}`,
        rule: true,
        color: NAVY,
      }),
    );
    for (const article of part.articles) {
      number += 1;
      blocks.push(
        textBlock(`${labels[lang].article} ${number} — ${t(article.title)}`, fonts.bold, body * 1.05, body * 1.4, {
          spaceBefore: body * 1.25,
          keepWithNext: true,
          color: NAVY,
        }),
      );
      paragraphs(t(article.text), body * 0.35);
    }
  }

  blocks.push(textBlock(labels[lang].signatures, fonts.bold, body * 1.25, body * 1.6, { spaceBefore: body * 2.4, keepWithNext: true, anchor: `${lang}:signatures`, rule: true }));
  // The closing lines and the signatures stay together.
  paragraphs(t(doc.closing), body * 0.6, true);
  blocks.push({
    lines: doc.signatures.map((s) => ({ text: t(s), x: MARGIN.left, font: fonts.italic, size: body, color: TEXT })),
    lineHeight: body * 5,
    spaceBefore: body * 2,
    signatures: true,
  });
  return blocks;
}

type Page = { lang: Lang; draw: (page: PDFPage) => void };

/** Places blocks on pages; returns the pages and on which page (from 0) each anchor landed. */
function paginate(blocks: Block[], lang: Lang): { pages: Page[]; anchors: Map<string, number> } {
  type Op = { block: Block; line: Line; y: number; first: boolean };
  const pageOps: Op[][] = [];
  const anchors = new Map<string, number>();
  let ops: Op[] = [];
  let y = 0;
  const top = A4.height - MARGIN.top;
  const newPage = () => {
    if (ops.length > 0) pageOps.push(ops);
    ops = [];
    y = top;
  };
  newPage();

  const heightOf = (block: Block, lines = block.lines.length) => block.spaceBefore + block.lineHeight * lines;

  for (const [i, block] of blocks.entries()) {
    if (block.newPage && ops.length > 0) newPage();
    const atTop = ops.length === 0;
    let needed = heightOf(block, block.signatures ? block.lines.length : Math.min(block.lines.length, 2));
    // A heading stays with the first two lines of what follows (or the next heading and its lines).
    for (let j = i; blocks[j]?.keepWithNext && blocks[j + 1]; j++) {
      const next = blocks[j + 1]!;
      needed += heightOf(next, Math.min(next.lines.length, next.keepWithNext ? next.lines.length : 2));
    }
    if (!atTop && y - needed < MARGIN.bottom) newPage();
    if (block.anchor) anchors.set(block.anchor, pageOps.length);
    if (ops.length > 0) y -= block.spaceBefore;
    for (const [k, line] of block.lines.entries()) {
      if (y - block.lineHeight < MARGIN.bottom) newPage();
      y -= block.lineHeight;
      ops.push({ block, line, y, first: k === 0 });
    }
  }
  newPage();

  const pages = pageOps.map(
    (list): Page => ({
      lang,
      draw: (page) => {
        for (const { block, line, y: baseline, first } of list) {
          const textY = baseline + (block.lineHeight - line.size) * 0.5;
          if (first && block.rule) {
            drawAccent(page, MARGIN.left, baseline + block.lineHeight + 4);
          }
          if (block.signatures) {
            page.drawLine({
              start: { x: line.x, y: textY - 4 },
              end: { x: line.x + 200, y: textY - 4 },
              thickness: 0.6,
              color: MUTED,
            });
            page.drawText(line.text, { x: line.x, y: textY - 18, size: line.size, font: line.font, color: line.color });
            continue;
          }
          if (line.bullet) page.drawText(line.bullet.text, { x: line.bullet.x, y: textY, size: line.size, font: line.font, color: NAVY_2 });
          page.drawText(line.text, { x: line.x, y: textY, size: line.size, font: line.font, color: line.color });
        }
      },
    }),
  );
  return { pages, anchors };
}

// ---------------------------------------------------------------------------------------------
// Fixed pages

function drawCover(page: PDFPage, doc: GoverningDocument, fonts: Fonts, values: Record<string, string>) {
  page.drawRectangle({ x: 0, y: A4.height - 300, width: A4.width, height: 300, color: NAVY });
  drawMark(page, MARGIN.left, A4.height - 80, 1.4);
  page.drawText(values.name!, { x: MARGIN.left + 72, y: A4.height - 118, size: 16, font: fonts.bold, color: WHITE });
  page.drawText("Cotonou · Bénin / Benin", { x: MARGIN.left + 72, y: A4.height - 138, size: 10.5, font: fonts.regular, color: rgb(0.85, 0.86, 0.9) });
  page.drawText(typeset(doc.title.fr, "fr", values).toUpperCase(), { x: MARGIN.left, y: A4.height - 222, size: 34, font: fonts.bold, color: WHITE });
  page.drawText(typeset(doc.title.en, "en", values).toUpperCase(), { x: MARGIN.left, y: A4.height - 258, size: 22, font: fonts.bold, color: GOLD });

  let y = A4.height - 350;
  for (const lang of LANGS) {
    drawAccent(page, MARGIN.left, y + 6);
    page.drawText(labels[lang].version, { x: MARGIN.left, y: y - 14, size: 11, font: fonts.bold, color: NAVY });
    y -= 36;
    for (const para of typeset(doc.cover[lang], lang, values).split("\n")) {
      for (const line of wrap(para, fonts.regular, 11, TEXT_WIDTH)) {
        page.drawText(line, { x: MARGIN.left, y, size: 11, font: fonts.regular, color: TEXT });
        y -= 16;
      }
      y -= 4;
    }
    y -= 26;
  }
  const note = "Document bilingue : la version française fait foi. / Bilingual document: the French version prevails.";
  page.drawText(typeset(note, "fr", values), { x: MARGIN.left, y: MARGIN.bottom - 20, size: 9, font: fonts.italic, color: MUTED });
}

function drawContents(page: PDFPage, doc: GoverningDocument, fonts: Fonts, values: Record<string, string>, pageOf: (anchor: string) => number) {
  page.drawText(`${labels.fr.contents} / ${labels.en.contents}`, { x: MARGIN.left, y: A4.height - MARGIN.top - 10, size: 20, font: fonts.bold, color: NAVY });
  drawAccent(page, MARGIN.left, A4.height - MARGIN.top + 18);
  let y = A4.height - MARGIN.top - 56;
  const size = 10.5;
  for (const lang of LANGS) {
    page.drawText(labels[lang].version.toUpperCase(), { x: MARGIN.left, y, size: 10, font: fonts.bold, color: MUTED });
    y -= 24;
    const entries: [string, string][] = [
      [labels[lang].preamble, `${lang}:preamble`],
      ...doc.parts.map((part, i): [string, string] => [typeset(part.title[lang], lang, values), `${lang}:part:${i}`]),
      [labels[lang].signatures, `${lang}:signatures`],
    ];
    for (const [title, anchor] of entries) {
      const number = String(pageOf(anchor));
      const numberWidth = fonts.regular.widthOfTextAtSize(number, size);
      const titleWidth = fonts.regular.widthOfTextAtSize(title, size);
      page.drawText(title, { x: MARGIN.left, y, size, font: fonts.regular, color: TEXT });
      page.drawText(number, { x: A4.width - MARGIN.right - numberWidth, y, size, font: fonts.regular, color: TEXT });
      const dotsFrom = MARGIN.left + titleWidth + 6;
      const dotsTo = A4.width - MARGIN.right - numberWidth - 6;
      if (dotsTo > dotsFrom) {
        page.drawLine({ start: { x: dotsFrom, y: y + 2 }, end: { x: dotsTo, y: y + 2 }, thickness: 0.8, color: MUTED, dashArray: [0.8, 3.2] });
      }
      y -= size * 1.9;
    }
    y -= 26;
  }
}

function drawFooter(page: PDFPage, number: number, total: number, doc: GoverningDocument, fonts: Fonts, values: Record<string, string>, lang?: Lang) {
  const size = 8.5;
  const left = `${values.name} — ${doc.title.fr} / ${doc.title.en}`;
  const right = `${labels.fr.page} ${number} / ${total}`;
  page.drawLine({ start: { x: MARGIN.left, y: MARGIN.bottom - 26 }, end: { x: A4.width - MARGIN.right, y: MARGIN.bottom - 26 }, thickness: 0.5, color: RULE });
  page.drawText(left, { x: MARGIN.left, y: MARGIN.bottom - 40, size, font: fonts.regular, color: MUTED });
  page.drawText(right, { x: A4.width - MARGIN.right - fonts.regular.widthOfTextAtSize(right, size), y: MARGIN.bottom - 40, size, font: fonts.regular, color: MUTED });
  if (lang) {
    const header = labels[lang].version;
    page.drawText(header, { x: A4.width - MARGIN.right - fonts.italic.widthOfTextAtSize(header, size), y: A4.height - MARGIN.top + 34, size, font: fonts.italic, color: MUTED });
  }
}

// ---------------------------------------------------------------------------------------------
// Documents

/** Cover and contents come before the two versions. */
const FRONT_PAGES = 2;

function layout(doc: GoverningDocument, fonts: Fonts, style: Style, values: Record<string, string>) {
  const versions = LANGS.map((lang) => ({ lang, ...paginate(versionBlocks(doc, lang, fonts, style, values), lang) }));
  const pages: Page[] = [];
  const anchors = new Map<string, number>();
  for (const version of versions) {
    for (const [anchor, index] of version.anchors) anchors.set(anchor, FRONT_PAGES + pages.length + index + 1);
    pages.push(...version.pages);
  }
  return { pages, anchors, total: FRONT_PAGES + pages.length };
}

/** The largest body size (and whether titles start a page) that gives exactly the promised number of pages. */
function fit(doc: GoverningDocument, fonts: Fonts, values: Record<string, string>): Style {
  const tried: string[] = [];
  for (const partsOnNewPage of [true, false]) {
    for (let tenths = 125; tenths >= 95; tenths -= 1) {
      for (const leading of [1.5, 1.45, 1.55, 1.4]) {
        const style = { body: tenths / 10, leading, partsOnNewPage };
        const { total } = layout(doc, fonts, style, values);
        if (total === doc.pages) return style;
        if (leading === 1.5) tried.push(`${style.body}pt${partsOnNewPage ? "" : " (titles run on)"}: ${total}`);
      }
    }
  }
  throw new Error(`${doc.key}: no layout gives ${doc.pages} pages; page counts by body size:\n${tried.join("\n")}`);
}

export async function makeDocument(doc: GoverningDocument, values: Record<string, string>): Promise<{ bytes: Uint8Array; style: Style; pages: number }> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const style = fit(doc, fonts, values);
  const { pages, anchors, total } = layout(doc, fonts, style, values);
  const pageOf = (anchor: string) => anchors.get(anchor) ?? 0;

  const cover = pdf.addPage([A4.width, A4.height]);
  drawCover(cover, doc, fonts, values);
  const contents = pdf.addPage([A4.width, A4.height]);
  drawContents(contents, doc, fonts, values, pageOf);
  drawFooter(contents, 2, total, doc, fonts, values);
  for (const [i, content] of pages.entries()) {
    const page = pdf.addPage([A4.width, A4.height]);
    content.draw(page);
    drawFooter(page, FRONT_PAGES + i + 1, total, doc, fonts, values, content.lang);
  }

  const title = `${doc.title.fr} / ${doc.title.en} — ${values.name}`;
  describe(pdf, {
    title: typeset(title, "en", values),
    author: values.name!,
    subject: typeset(`${doc.title.fr} (français) et ${doc.title.en} (English)`, "en", values),
    keywords: [values.name!, doc.title.fr, doc.title.en, "Cotonou", "Bénin", "Benin"],
    language: "fr-BJ",
    // Fixed dates: making the files again gives the same bytes.
    date: new Date(doc.key === "statutes" ? "2024-03-15T12:00:00Z" : "2025-01-25T12:00:00Z"),
  });
  const bytes = await pdf.save({ useObjectStreams: true });
  return { bytes, style, pages: pdf.getPageCount() };
}

const MAX_BYTES = 200 * 1024;

async function main() {
  const env = parseEnv(process.env);
  const values = { name: env.SITE_NAME, email: env.CONTACT_EMAIL };
  await mkdir(outDir, { recursive: true });
  const manifest: string[] = [];
  for (const doc of [statutes, internalRegulations]) {
    const { bytes, style, pages } = await makeDocument(doc, values);
    if (pages !== doc.pages) throw new Error(`${doc.key}: ${pages} pages instead of ${doc.pages}`);
    if (bytes.length >= MAX_BYTES) throw new Error(`${doc.key}: ${bytes.length} bytes (the limit is ${MAX_BYTES})`);
    const file = path.join(outDir, `${doc.key}.pdf`);
    await writeFile(file, bytes);
    manifest.push(`  ${JSON.stringify(doc.key)}: { pages: ${pages}, bytes: ${bytes.length} },`);
    console.log(
      `Wrote ${path.relative(root, file)}: ${pages} pages, ${Math.round(bytes.length / 1024)} KB ` +
        `(body ${style.body} pt, leading ${style.leading}${style.partsOnNewPage ? ", each title on a new page" : ""}).`,
    );
  }
  await writeFile(
    manifestFile,
    [
      "/** The PDF files of public/documents as the statutes page describes them. Written by `npm run documents`: do not edit. */",
      'import type { DocumentKey } from "@shared/paths";',
      "",
      "export const documentFiles: Record<DocumentKey, { pages: number; bytes: number }> = {",
      ...manifest,
      "};",
      "",
    ].join("\n"),
  );
  console.log(`Wrote ${path.relative(root, manifestFile)}.`);
}

// Run when called as a script (`npm run documents`), not when a test imports the layout.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
