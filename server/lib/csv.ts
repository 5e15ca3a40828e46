/**
 * CSV files that spreadsheet programs open as they are: UTF-8 with a byte-order mark (Excel
 * otherwise reads it as Windows-1252), the separator and decimal mark of the reader's language
 * (French Excel splits on ';' and writes 12,50), and no cell that a spreadsheet would run as a
 * formula (OWASP CSV injection: a leading = + - @ tab or CR is neutralised with a quote mark).
 * Rows are streamed in batches, so the server's memory stays flat whatever the file's length.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import type { Language } from "../../shared/domain";
import { site } from "../../shared/site";
import { utcOffsetMinutes } from "./time-zone";

export const BOM = "\uFEFF";

export type CsvDialect = { separator: "," | ";"; decimal: "." | "," };
export const csvDialect = (lang: Language): CsvDialect => (lang === "fr" ? { separator: ";", decimal: "," } : { separator: ",", decimal: "." });

export type Cell = string | number | boolean | null | undefined;

/** One cell: neutralised when a spreadsheet would read it as a formula, quoted when needed. */
export function csvCell(value: Cell, dialect: CsvDialect): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value).replace(".", dialect.decimal) : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\r\n]/.test(text) || text.includes(dialect.separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: Cell[], dialect: CsvDialect) => `${cells.map((c) => csvCell(c, dialect)).join(dialect.separator)}\r\n`;

/** An amount in major units with its currency's decimals, as text a spreadsheet reads as a number. */
export const majorAmount = (minor: number, exponent: number, dialect: CsvDialect) =>
  exponent === 0 ? String(minor) : (minor / 10 ** exponent).toFixed(exponent).replace(".", dialect.decimal);

/**
 * An instant as the foundation's clock shows it (Africa/Porto-Novo, as on screen), `YYYY-MM-DD HH:MM`:
 * Excel and LibreOffice read it as a date and time in English and in French alike (ISO 8601 with
 * a space, no time-zone suffix, which they would keep as text).
 */
export function localDateTime(instant: Date | null | undefined, timeZone: string = site.timeZone): string | null {
  if (!instant) return null;
  const local = new Date(instant.getTime() + utcOffsetMinutes(instant, timeZone) * 60_000);
  return local.toISOString().slice(0, 16).replace("T", " ");
}

/**
 * Sends a CSV download: the header row, then each batch of rows as it comes, piped so that a batch
 * is read only when the client has taken what was sent before (one drain listener for the whole
 * download, even behind the compression middleware, which a `once("drain")` per batch leaked).
 * A database failure midway ends the download cut short (a partial file, never a silent success):
 * the headers are already sent, so the error can no longer become a JSON answer.
 */
export async function sendCsv(res: Response, filename: string, header: string[], batches: AsyncIterable<Cell[][]>, dialect: CsvDialect) {
  res.status(200).set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
  async function* text() {
    yield BOM + csvRow(header, dialect);
    for await (const rows of batches) yield rows.map((cells) => csvRow(cells, dialect)).join("");
  }
  try {
    await pipeline(Readable.from(text()), res);
  } catch (error) {
    // The client went away (nothing to do), or the database failed midway (the cut is the signal).
    if (!res.destroyed) res.destroy(error instanceof Error ? error : undefined);
  }
}

export type Cursor = { at: string; id: string };

/**
 * Reads a query in batches of `size` in a stable order (newest first), by keyset: each batch
 * starts after the last row of the previous one (its creation time as the database's own text,
 * microseconds included, and its id), so nothing is skipped or sent twice, and each batch is one
 * index range scan rather than an ever larger OFFSET.
 */
export async function* keysetBatches<T extends { cursorAt: string; id: string }>(
  read: (after: Cursor | null, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}
