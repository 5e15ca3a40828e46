/**
 * The page of the foundation's documents (receipts, attestations, the readable copy of a person's
 * data): its letterhead (the mark, name and address on the navy band of the statutes' cover), a
 * title, headings, label–value rows, paragraphs, and the contact line at the foot of each page.
 * Drawn top to bottom with a cursor; a document longer than a page goes on to the next one (the
 * one-page documents never do, and come out as they always did).
 */
import { PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import type { Language } from "../../shared/domain";
import { formatDay, wallClock } from "../../shared/format";
import { site } from "../../shared/site";
import { utcOffsetMinutes } from "../lib/time-zone";
import { fill } from "../../shared/fill";
import { documentTexts } from "./texts";
import { A4, MARGIN, MUTED, NAVY, RULE, TEXT, TEXT_WIDTH, WHITE, describe, drawAccent, drawLine, drawMark, embedFonts, typeset, wrap, type Fonts } from "./typesetter";

/** Who issues the document: from the configuration (`foundationOf`). */
export type Foundation = {
  name: string;
  address: Record<Language, string>;
  email: string;
  /** The site's address as people type it (`bridgesforafrica.org`). */
  website: string;
};

/** The foundation as its configuration names it (SITE_NAME, CONTACT_EMAIL, PUBLIC_URL), in Cotonou. */
export const foundationOf = (env: { SITE_NAME: string; CONTACT_EMAIL: string; PUBLIC_URL: string }): Foundation => ({
  name: env.SITE_NAME,
  address: { en: documentTexts.en.address, fr: documentTexts.fr.address },
  email: env.CONTACT_EMAIL,
  website: new URL(env.PUBLIC_URL).host,
});

/** A day on the foundation's clock, as each language writes it: "March 5, 2026" / "5 mars 2026". */
export const foundationDate = (at: Date, lang: Language) =>
  formatDay(wallClock(at, utcOffsetMinutes(at, site.timeZone)), lang, { ordinalFirst: true });

const LABEL_WIDTH = 150;
const BAND = 122;

/** The lowest baseline of the text, above the contact line at the foot. */
const BOTTOM = MARGIN.bottom;

export class LetterPage {
  /** The page being drawn (the last one). */
  page: PDFPage;
  private readonly pages: PDFPage[];
  /** The baseline of the next line. */
  y: number;

  private constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly lang: Language,
    readonly foundation: Foundation,
  ) {
    this.page = pdf.addPage([A4.width, A4.height]);
    this.pages = [this.page];
    this.y = A4.height - BAND - 48;
  }

  /** Goes on to a new page, the letterhead's band left to the first. */
  private nextPage() {
    this.page = this.pdf.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN.top;
  }

  /** Goes on to a new page unless `height` is left above the foot (a heading kept with what follows). */
  keep(height: number) {
    if (this.y - height < BOTTOM) this.nextPage();
  }

  static async create(lang: Language, foundation: Foundation) {
    const pdf = await PDFDocument.create();
    const letter = new LetterPage(pdf, await embedFonts(pdf), lang, foundation);
    letter.letterhead();
    return letter;
  }

  /** Text as the document's language writes it (typographic apostrophes, French spaces). */
  t(text: string) {
    return typeset(text, this.lang);
  }

  private letterhead() {
    const { page, fonts, foundation } = this;
    page.drawRectangle({ x: 0, y: A4.height - BAND, width: A4.width, height: BAND, color: NAVY });
    drawMark(page, MARGIN.left, A4.height - 36, 1.25);
    const x = MARGIN.left + 66;
    const width = A4.width - MARGIN.right - x;
    // A long name (SITE_NAME may have 100 characters) is set smaller, then on two lines.
    let size = 15;
    while (size > 10 && fonts.bold.widthOfTextAtSize(foundation.name, size) > width) size -= 0.5;
    const [first = "", second] = wrap(foundation.name, fonts.bold, size, width);
    page.drawText(first, { x, y: A4.height - (second ? 50 : 58), size, font: fonts.bold, color: WHITE });
    if (second) page.drawText(second, { x, y: A4.height - 50 - size * 1.2, size, font: fonts.bold, color: WHITE });
    page.drawText(this.t(foundation.address[this.lang]), { x, y: A4.height - (second ? 90 : 76), size: 9.5, font: fonts.regular, color: rgb(0.85, 0.86, 0.9) });
  }

  title(text: string, subtitle?: string) {
    drawAccent(this.page, MARGIN.left, this.y + 28);
    this.y = this.lines(this.t(text), this.fonts.bold, 22, NAVY, 27);
    if (subtitle) this.y = this.lines(this.t(subtitle), this.fonts.regular, 11, MUTED, 15, this.y - 4);
    this.y -= 22;
  }

  /** Lines of `text` from baseline `y` down; returns the baseline after the last. */
  private lines(text: string, font: PDFFont, size: number, color: Color, leading: number, y = this.y, x = MARGIN.left, width = TEXT_WIDTH) {
    for (const line of wrap(text.normalize("NFC"), font, size, width)) {
      if (y < BOTTOM) {
        this.nextPage();
        y = this.y;
      }
      drawLine(this.page, line, { x, y, size, font, color });
      y -= leading;
    }
    return y;
  }

  /** Label–value rows with a hairline between them; `strong` values stand out (the amount). */
  rows(rows: { label: string; value: string; strong?: boolean; verbatim?: boolean }[]) {
    const valueX = MARGIN.left + LABEL_WIDTH;
    const valueWidth = TEXT_WIDTH - LABEL_WIDTH;
    this.rule();
    for (const row of rows) {
      const size = row.strong ? 15 : 11;
      // A row stays on one page when it can: its label beside its value.
      const valueLines = wrap((row.verbatim ? row.value : this.t(row.value)).normalize("NFC"), row.strong ? this.fonts.bold : this.fonts.regular, size, valueWidth).length;
      const needed = valueLines * size * 1.35;
      if (this.y - 16 - Math.min(needed, 3 * size * 1.35) < BOTTOM || (needed < A4.height / 2 && this.y - 16 - needed < BOTTOM)) {
        this.nextPage();
        this.rule();
      }
      const top = this.y - 16;
      this.lines(this.t(row.label), this.fonts.regular, 9.5, MUTED, 13, top, MARGIN.left, LABEL_WIDTH - 12);
      const value = row.verbatim ? row.value : this.t(row.value);
      const after = this.lines(value, row.strong ? this.fonts.bold : this.fonts.regular, size, TEXT, size * 1.35, top, valueX, valueWidth);
      this.y = after - 4;
      this.rule();
    }
    this.y -= 22;
  }

  private rule() {
    this.page.drawLine({ start: { x: MARGIN.left, y: this.y }, end: { x: A4.width - MARGIN.right, y: this.y }, thickness: 0.5, color: RULE });
  }

  paragraph(text: string, options: { size?: number; font?: keyof Fonts; color?: Color; after?: number } = {}) {
    const size = options.size ?? 11;
    this.y = this.lines(this.t(text), this.fonts[options.font ?? "regular"], size, options.color ?? TEXT, size * 1.45);
    this.y -= options.after ?? 8;
  }

  /** A section's heading: the gold accent and a bold line, kept with the `keepWith` points that follow it. */
  heading(text: string, keepWith = 60) {
    this.y -= 12;
    this.keep(34 + keepWith);
    drawAccent(this.page, MARGIN.left, this.y + 18);
    this.y = this.lines(this.t(text), this.fonts.bold, 15, NAVY, 20);
    this.y -= 6;
  }

  /** A signature line at the right, the signer's capacity under it. */
  signature(caption: string) {
    const width = 200;
    const x = A4.width - MARGIN.right - width;
    this.y -= 46;
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.6, color: MUTED });
    this.page.drawText(this.t(caption), { x, y: this.y - 14, size: 10, font: this.fonts.italic, color: TEXT });
    this.y -= 30;
  }

  /** The contact line at the foot, the properties, and the bytes. */
  async save(info: { title: string; subject: string; date: Date }): Promise<Uint8Array> {
    const { fonts, foundation, lang } = this;
    const texts = documentTexts[lang];
    const size = 8.5;
    const lines = [
      fill(texts.page, { foundation: foundation.name, address: foundation.address[lang] }),
      fill(texts.contact, { email: foundation.email, website: foundation.website }),
    ];
    for (const [n, page] of this.pages.entries()) {
      page.drawLine({ start: { x: MARGIN.left, y: 62 }, end: { x: A4.width - MARGIN.right, y: 62 }, thickness: 0.5, color: RULE });
      for (const [i, line] of lines.entries()) page.drawText(this.t(line), { x: MARGIN.left, y: 48 - i * 12, size, font: fonts.regular, color: MUTED });
      // Pages numbered only when there are several: "2 / 3".
      if (this.pages.length > 1) {
        const number = `${n + 1} / ${this.pages.length}`;
        page.drawText(number, { x: A4.width - MARGIN.right - fonts.regular.widthOfTextAtSize(number, size), y: 48, size, font: fonts.regular, color: MUTED });
      }
    }
    describe(this.pdf, {
      title: this.t(info.title),
      author: foundation.name,
      subject: this.t(info.subject),
      keywords: [foundation.name, info.title],
      language: lang === "fr" ? "fr-BJ" : "en",
      date: info.date,
    });
    return this.pdf.save({ useObjectStreams: true });
  }
}
