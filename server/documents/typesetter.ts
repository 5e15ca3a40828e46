/**
 * The foundation's PDF typesetter, shared by the governing documents that `npm run documents`
 * makes (scripts/make-documents.ts) and by the documents the server makes on request (donation
 * receipts, membership attestations): one page geometry, one palette, one font, one way to
 * apply French typography and to break lines.
 *
 * The font is DejaVu Sans (fonts/, from Debian's fonts-dejavu-core, licence beside it), embedded
 * as a subset of the glyphs a document uses: it writes every name people type — French accents,
 * ɛ ɔ ŋ ɖ Ɛ Ɔ Ŋ Ɖ of Fon names, ẹ ọ ṣ and combining tones of Yoruba names — and the € and FCFA
 * of amounts, which the PDF standard fonts (WinAnsi only) cannot.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { LineCapStyle, TextRenderingMode, rgb, setTextRenderingMode, type Color, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import type { Language } from "../../shared/domain";
import { fill } from "../../shared/fill";

// ---------------------------------------------------------------------------------------------
// Page and palette

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 68, right: 68, top: 78, bottom: 78 };
export const TEXT_WIDTH = A4.width - MARGIN.left - MARGIN.right;

export const NAVY = rgb(0x1a / 255, 0x1a / 255, 0x2e / 255);
export const NAVY_2 = rgb(0x2a / 255, 0x2a / 255, 0x4a / 255);
export const GOLD = rgb(0xf4 / 255, 0xb9 / 255, 0x42 / 255);
export const TEXT = rgb(0.13, 0.13, 0.18);
export const MUTED = rgb(0.33, 0.35, 0.42);
export const RULE = rgb(0.8, 0.81, 0.85);
export const WHITE = rgb(1, 1, 1);

// ---------------------------------------------------------------------------------------------
// Font

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** fonts/ beside this file, from server/documents or from the bundled dist/server. */
const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server/documents/fonts");

const faces = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
} satisfies Record<keyof Fonts, string>;

/**
 * A subset's name carries a six-letter tag (PDF 32000 §9.6.4). pdf-lib draws it at random; a
 * fixed one per face makes the same document come out as the same bytes (the statutes test
 * compares them), and one subset per face per document never needs two tags.
 */
const subsetNames = {
  regular: "DJVREG+DejaVuSans",
  bold: "DJVBLD+DejaVuSans-Bold",
  italic: "DJVOBL+DejaVuSans-Oblique",
} satisfies Record<keyof Fonts, string>;

let fontFiles: Record<keyof Fonts, Uint8Array> | undefined;

/** The slice of a fontkit font this file uses: layout, glyph outlines, units. */
type Face = {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xOffset: number; yOffset: number }[] };
};
type Glyph = {
  codePoints: number[];
  advanceWidth: number;
  cbox: { minX: number; minY: number; maxX: number; maxY: number };
  path: { scale(x: number, y: number): { toSVG(): string } };
};
/** Each embedded face's fontkit font, for lines that need their marks placed (drawLine). */
const faceOf = new WeakMap<PDFFont, Face>();
const fontkitFaces = new Map<keyof Fonts, Face>();

/** The three faces' files, read once per process (about 2 MB, the largest part of a first render). */
function readFonts(): Record<keyof Fonts, Uint8Array> {
  fontFiles ??= {
    regular: readFileSync(path.join(fontsDir, faces.regular)),
    bold: readFileSync(path.join(fontsDir, faces.bold)),
    italic: readFileSync(path.join(fontsDir, faces.italic)),
  };
  return fontFiles;
}

/** Embeds the three faces in `pdf`, each as the subset of the glyphs the document ends up using. */
export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const files = readFonts();
  const embed = async (face: keyof Fonts) => {
    const font = await pdf.embedFont(files[face], { subset: true, customName: subsetNames[face] });
    let fontkitFace = fontkitFaces.get(face);
    if (!fontkitFace) fontkitFaces.set(face, (fontkitFace = fontkit.create(files[face] as Buffer) as unknown as Face));
    faceOf.set(font, fontkitFace);
    return font;
  };
  return { regular: await embed("regular"), bold: await embed("bold"), italic: await embed("italic") };
}

// ---------------------------------------------------------------------------------------------
// Text

export const NBSP = "\u00a0";

/**
 * Typographic apostrophes and quotes, and in French the non-breaking spaces of French
 * typography; `{key}` is replaced by `values[key]`.
 */
export function typeset(text: string, lang: Language, values: Record<string, string> = {}): string {
  let out = fill(text, values).replace(/'/g, "’");
  if (lang === "fr") {
    out = out
      .replace(/ ([:;?!»])/g, `${NBSP}$1`)
      .replace(/« /g, `«${NBSP}`)
      .replace(/ n° /g, ` n°${NBSP}`)
      .replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`)
      .replace(/ (FCFA|%)/g, `${NBSP}$1`);
  } else {
    out = out.replace(/"([^"]*)"/g, "“$1”").replace(/ (FCFA)/g, `${NBSP}$1`);
  }
  return out.replace(/\u202f/g, NBSP);
}

const wordWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` at `size`, from the widths of its words, each measured once per font: an
 * embedded font lays out every text it measures (fontkit), and fitting the statutes to their page
 * count measures hundreds of thousands of lines. Exact: pdf-lib draws each glyph at its own
 * advance, without kerning, so a line is as wide as its words and spaces.
 */
export function textWidth(text: string, font: PDFFont, size: number): number {
  let total = 0;
  for (const [i, word] of text.split(" ").entries()) total += wordWidth(i === 0 ? word : ` ${word}`, font);
  return (total * size) / 1000;
}

/** A word's width at size 1000 (with its leading space, when it follows another). */
function wordWidth(word: string, font: PDFFont): number {
  let widths = wordWidths.get(font);
  if (!widths) wordWidths.set(font, (widths = new Map()));
  let width = widths.get(word);
  if (width === undefined) widths.set(word, (width = font.widthOfTextAtSize(word, 1000)));
  return width;
}

/**
 * Splits a text into lines no wider than `width`, breaking only at ordinary spaces (never at a
 * non-breaking one); a word wider than the line is cut where it must be.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const limit = (width * 1000) / size;
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(" ").filter(Boolean)) {
    const spaced = line ? wordWidth(` ${word}`, font) : 0;
    if (line && lineWidth + spaced <= limit) {
      line += ` ${word}`;
      lineWidth += spaced;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    lineWidth = wordWidth(word, font);
    // An e-mail address or a name typed without spaces may not fit any line: cut it.
    while (line.length > 1 && lineWidth > limit) {
      let cut = line.length - 1;
      while (cut > 1 && wordWidth(line.slice(0, cut), font) > limit) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
      lineWidth = wordWidth(line, font);
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Drawing

const COMBINING = /\p{M}/u;

/**
 * Draws one line of text. A line with combining marks left after NFC — the tones of Yoruba and
 * Fon names (Ŋ̀, ɔ́, ẹ́), which have no precomposed letter — is drawn twice: as invisible text, which
 * readers copy, search and read aloud, and as the glyphs' outlines with each mark placed on its
 * letter. pdf-lib draws every glyph at its own advance and ignores where the font positions marks,
 * so a tone on a capital would sink into the letter; where the font gives no position, the mark is
 * centred above (or below) its letter with a small gap, as text engines do.
 */
export function drawLine(page: PDFPage, text: string, options: { x: number; y: number; size: number; font: PDFFont; color: Color }) {
  const face = faceOf.get(options.font);
  if (!face || !COMBINING.test(text)) {
    page.drawText(text, options);
    return;
  }
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Invisible));
  page.drawText(text, options);
  page.pushOperators(setTextRenderingMode(TextRenderingMode.Fill));

  const scale = options.size / face.unitsPerEm;
  const gap = face.unitsPerEm / 16;
  const { glyphs, positions } = face.layout(text);
  let pen = 0;
  let base: { x: number; box: Glyph["cbox"] } | null = null;
  for (const [i, glyph] of glyphs.entries()) {
    const position = positions[i]!;
    let x = pen + position.xOffset;
    let y = position.yOffset;
    const isMark = glyph.codePoints.length > 0 && glyph.codePoints.every((c) => COMBINING.test(String.fromCodePoint(c)));
    if (isMark && base && position.xOffset === 0 && position.yOffset === 0) {
      const mark = glyph.cbox;
      x = base.x + (base.box.minX + base.box.maxX) / 2 - (mark.minX + mark.maxX) / 2;
      if (mark.minY >= 0) {
        y = Math.max(0, base.box.maxY + gap - mark.minY);
        base.box = { ...base.box, maxY: mark.maxY + y };
      } else {
        y = Math.min(0, base.box.minY - gap - mark.maxY);
        base.box = { ...base.box, minY: mark.minY + y };
      }
    } else if (!isMark) {
      base = { x, box: { ...glyph.cbox } };
    }
    const outline = glyph.path.scale(1, -1).toSVG();
    if (outline) page.drawSvgPath(outline, { x: options.x + x * scale, y: options.y + y * scale, scale, color: options.color });
    pen += glyph.advanceWidth;
  }
}

/** The foundation's mark (the favicon's drawing), 40 units square at `scale` 1, its top-left at (x, y). */
const MARK = {
  box: "M9 0H31Q40 0 40 9V31Q40 40 31 40H9Q0 40 0 31V9Q0 0 9 0Z",
  arc: "M7 29C11 20 16 16 20 16S29 20 33 29",
  bars: "M12 29V23M20 29V20M28 29V23",
  dot: "M23 10A3 3 0 1 1 17 10A3 3 0 1 1 23 10Z",
};

export function drawMark(page: PDFPage, x: number, y: number, scale: number) {
  page.drawSvgPath(MARK.box, { x, y, scale, color: NAVY_2 });
  page.drawSvgPath(MARK.arc, { x, y, scale, borderColor: GOLD, borderWidth: 3.2 * scale, borderLineCap: LineCapStyle.Round });
  page.drawSvgPath(MARK.bars, { x, y, scale, borderColor: WHITE, borderWidth: 2.6 * scale, borderLineCap: LineCapStyle.Round });
  page.drawSvgPath(MARK.dot, { x, y, scale, color: GOLD });
}

/** The short gold bar that opens a section, its bottom-left at (x, y). */
export function drawAccent(page: PDFPage, x: number, y: number) {
  page.drawRectangle({ x, y, width: 36, height: 2.5, color: GOLD });
}

/** A document's properties; `date` fixed, the same content gives the same bytes. */
export function describe(pdf: PDFDocument, info: { title: string; author: string; subject: string; keywords: string[]; language: string; date: Date }) {
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  pdf.setKeywords(info.keywords);
  pdf.setLanguage(info.language);
  pdf.setCreator(info.author);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(info.date);
  pdf.setModificationDate(info.date);
}
