/**
 * CSV files that spreadsheet programs open as they are: UTF-8 with a byte-order mark (Excel
 * otherwise reads it as Windows-1252), the separator and decimal mark of the reader's language
 * (French Excel splits on ';' and writes 12,50), and no cell that a spreadsheet would run as a
 * formula (OWASP CSV injection: a leading = + - @ tab or CR is neutralised with a quote mark).
 * Rows are streamed in batches, so the server's memory stays flat whatever the file's length.
 */
import type { Response } from "express";
import type { Language } from "../../shared/domain";

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
 * Sends a CSV download: the header row, then each batch of rows as it comes, waiting for the
 * client to take what was sent before reading more.
 */
export async function sendCsv(res: Response, filename: string, header: string[], batches: AsyncIterable<Cell[][]>, dialect: CsvDialect) {
  res.status(200).set({
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "no-store",
  });
  const write = (text: string) => (res.write(text) ? Promise.resolve() : new Promise<void>((resolve) => res.once("drain", resolve)));
  await write(BOM + csvRow(header, dialect));
  for await (const rows of batches) {
    if (res.destroyed) return;
    await write(rows.map((cells) => csvRow(cells, dialect)).join(""));
  }
  res.end();
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
