/**
 * The governing documents (docs/rules.md R32): the PDF files in public/documents, what the statutes
 * page says about them, and the articles it quotes. The test app does not serve public/, so
 * the files are checked on disk and the page through the server's rendering.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentKeys, paths } from "../../shared/paths";
import { parseEnv } from "../../server/env";
import { documentFiles } from "../../client/src/features/statutes/document-files";
import { texts as statutesPageTexts } from "../../client/src/features/statutes/texts";
import { makeDocument } from "../../scripts/make-documents";
import { typeset } from "../../server/documents/typesetter";
import { internalRegulations } from "../../scripts/documents/internal-regulations";
import { statutes } from "../../scripts/documents/statutes";
import { pdfText } from "../helpers/pdf-text";
import { createTestApp } from "../helpers/test-app";

const root = path.resolve(import.meta.dirname, "../..");
const file = (key: string) => path.join(root, "public", paths.document(key as (typeof documentKeys)[number]));
const expectedPages = { statutes: 32, "internal-regulations": 18 } as const;
const sources = { statutes, "internal-regulations": internalRegulations } as const;

describe("the PDF documents", () => {
  for (const key of documentKeys) {
    it(`${key}.pdf is a real PDF of ${expectedPages[key]} pages, under 200 KB`, async () => {
      const bytes = await readFile(file(key));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBeLessThan(200 * 1024);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(expectedPages[key]);
      expect(pdf.getTitle()).toMatch(/Statuts \/ Statutes|Règlement intérieur \/ Internal Regulations/);
    });

    it(`${key}.pdf is what the statutes page says it is (pages and size)`, async () => {
      const { size } = await stat(file(key));
      expect(documentFiles[key]).toEqual({ pages: expectedPages[key], bytes: size });
    });

    it(`${key}.pdf is up to date with its text (npm run documents makes the same file)`, async () => {
      const env = parseEnv({});
      const made = await makeDocument(sources[key], { name: env.SITE_NAME, email: env.CONTACT_EMAIL });
      expect(made.pages).toBe(expectedPages[key]);
      expect(Buffer.from(made.bytes).equals(await readFile(file(key)))).toBe(true);
      // Fitting lays the document out dozens of times: seconds, more on a busy machine.
    }, 60_000);

    it(`${key}.pdf reads as its text: every title and article heading, in French and in English`, async () => {
      const env = parseEnv({});
      const values = { name: env.SITE_NAME, email: env.CONTACT_EMAIL };
      const text = (await pdfText(await readFile(file(key)))).replace(/\s+/g, " ");
      const doc = sources[key];
      for (const lang of ["fr", "en"] as const) {
        const headings = [
          `${typeset(doc.title[lang], lang, values)} — ${values.name}`,
          ...doc.parts.map((part) => typeset(part.title[lang], lang, values)),
          ...doc.parts.flatMap((part) => part.articles).map((a, i) => `Article ${i + 1} — ${typeset(a.title[lang], lang, values)}`),
        ];
        for (const heading of headings) expect(text, lang).toContain(heading.replace(/\s+/g, " "));
      }
    });
  }
});

describe("the citations of the statutes page", () => {
  /** The text of article `n` of the statutes in one language, as printed in the PDF. */
  const article = (n: number, lang: "en" | "fr") => {
    const all = statutes.parts.flatMap((part) => part.articles);
    const found = all[n - 1];
    if (!found) throw new Error(`The statutes have no article ${n}`);
    return typeset(found.text[lang], lang, { name: "", email: "" });
  };
  const normalize = (text: string) => text.replace(/\s+/g, " ").replace(/'/g, "’");

  for (const lang of ["en", "fr"] as const) {
    it(`quote the statutes word for word (${lang})`, () => {
      const points = statutesPageTexts[lang].points.items;
      expect(points).toHaveLength(4);
      for (const point of points) {
        const n = Number(/^Article (\d+)$/.exec(point.article)?.[1]);
        expect(normalize(article(n, lang)), `${point.article}: ${point.text}`).toContain(normalize(point.text));
      }
    });
  }
});

describe("the statutes page", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ pages: true, now: () => new Date("2025-11-20T10:00:00Z") });
  });
  afterAll(() => t.close());

  it("links both documents, opened in a new tab, in English and in French", async () => {
    for (const [prefix, newTab] of [
      ["", "(opens in a new tab)"],
      ["/fr", "(s’ouvre dans un nouvel onglet)"],
    ] as const) {
      const html = (await request(t.app).get(`${prefix}/statutes`).expect(200)).text;
      for (const key of documentKeys) {
        const link = new RegExp(`<a href="${paths.document(key)}" target="_blank" rel="noopener"[^>]*>[\\s\\S]*?</a>`).exec(html)?.[0];
        expect(link, `${prefix}/statutes links ${key}`).toBeDefined();
        expect(link).toContain(newTab);
      }
      expect(html).toContain(prefix ? "Prochaine AG\u00a0: janvier 2026" : "Next AGM: January 2026");
    }
  });
});
