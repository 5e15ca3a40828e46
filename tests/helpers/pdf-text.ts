/**
 * The text a PDF reader finds in a PDF, page by page, as PDF.js extracts it (the reader of
 * Firefox and of many phones): what a person can copy, search or hear from a screen reader.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of the buffer it is given: a copy leaves the caller's intact.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      let text = "";
      for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
      pages.push(text);
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** All the text of a PDF, its pages one after the other. */
export const pdfText = async (bytes: Uint8Array) => (await pdfPages(bytes)).join("\n");
