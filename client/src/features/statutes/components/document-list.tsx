import { formatNumber } from "@shared/format";
import { documentKeys, paths } from "@shared/paths";
import type { Language } from "@shared/domain";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { documentFiles } from "../document-files";
import { texts } from "../texts";

/** Size in kilobytes as each language writes it (1 KB = 1024 bytes). */
const kilobytes = (bytes: number, lang: Language) => formatNumber(Math.round(bytes / 1024), lang);

/** The statutes and internal regulations as PDF files, each opened in a new tab. */
export function DocumentList() {
  const { lang } = useI18n();
  const t = useTexts(texts).documents;
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2">
      {documentKeys.map((key) => {
        const file = documentFiles[key];
        const doc = t[key];
        return (
          <li key={key} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <svg aria-hidden="true" viewBox="0 0 40 48" width="40" height="48" className="shrink-0">
              <path d="M4 0h22l14 14v30a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z" fill="#1A1A2E" />
              <path d="M26 0v10a4 4 0 0 0 4 4h10z" fill="#F4B942" />
              <path d="M9 26h22M9 32h22M9 38h14" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <div className="flex flex-1 flex-col">
              <h3 className="text-xl font-bold text-brand">{doc.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-700">{doc.description}</p>
              <p className="mt-3 text-sm font-medium text-slate-700">
                {format(t.details, { pages: file.pages, size: kilobytes(file.bytes, lang) })}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {t.languages}
              </p>
              <a
                href={paths.document(key)}
                target="_blank"
                rel="noopener"
                type="application/pdf"
                className="btn btn-primary mt-4 self-start"
              >
                {t.open}{" "}
                <span className="sr-only">
                  — {doc.title} {t.newTab}
                </span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
