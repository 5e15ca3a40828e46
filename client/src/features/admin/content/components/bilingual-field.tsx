import { useEffect, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { Language } from "@shared/domain";
import { languages } from "@shared/domain";
import type { LocalizedText } from "@shared/schema";
import { inputClass } from "@/components/ui/form-field";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useMarkdownPreview } from "../api/content-api";
import { texts } from "../texts";
import { useFieldError } from "../../components/field-error";

type HalfError = { message?: string } | undefined;
export type BilingualError = { message?: string; en?: HalfError; fr?: HalfError } | undefined;

/**
 * One text in both languages, side by side (stacked on a phone): a labelled control each
 * ('Title — English', 'Title — French'), with `lang` so that spelling and screen readers follow
 * the language; a language left empty while the other is written is marked ('French missing').
 * A Markdown text has the syntax's reminder and a preview as the public page will show it.
 */
export function BilingualField({
  label,
  value,
  register,
  error,
  multiline = false,
  markdown = false,
  optional = false,
  rows,
  maxLength,
  hint,
}: {
  label: string;
  value: LocalizedText | undefined;
  register: Record<Language, UseFormRegisterReturn>;
  error?: BilingualError;
  multiline?: boolean;
  markdown?: boolean;
  optional?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
}) {
  const t = useTexts(texts);
  const errorText = useFieldError();
  const id = useId();
  const [preview, setPreview] = useState(false);
  const hintId = `${id}-hint`;
  const text = { en: value?.en ?? "", fr: value?.fr ?? "" };
  const filled = { en: text.en.trim() !== "", fr: text.fr.trim() !== "" };
  const groupError = errorText(error);
  const hints = [hint, markdown ? t.markdownHint : undefined].filter(Boolean);

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="min-w-0">
      <p id={`${id}-label`} className="sr-only">
        {label}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {languages.map((lang) => {
          const other: Language = lang === "en" ? "fr" : "en";
          const missing = !filled[lang] && filled[other];
          const controlId = `${id}-${lang}`;
          const halfError = errorText(error?.[lang]);
          const describedBy = [missing && `${controlId}-missing`, hints.length > 0 && hintId, halfError && `${controlId}-error`, groupError && `${id}-error`]
            .filter(Boolean)
            .join(" ");
          const common = {
            id: controlId,
            lang,
            maxLength,
            "aria-invalid": halfError || groupError ? true : undefined,
            "aria-describedby": describedBy || undefined,
            className: `${inputClass} ${missing ? "border-amber-600" : ""}`,
            ...register[lang],
          };
          return (
            <div key={lang} className="min-w-0">
              <div className="mb-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <label htmlFor={controlId} className="block text-sm font-semibold text-slate-800">
                  {label} — {t.inLanguage[lang]}
                  {optional && <span className="font-normal text-slate-600"> {t.optional}</span>}
                </label>
                {missing && (
                  <span id={`${controlId}-missing`} className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true" focusable="false">
                      <path d="M10 2 1 18h18L10 2Zm0 5v5m0 2.5v.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                    </svg>
                    {t.languageMissing[lang]}
                  </span>
                )}
              </div>
              {multiline ? <textarea rows={rows ?? 3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
              {halfError && (
                <p id={`${controlId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {halfError}
                </p>
              )}
              {markdown && preview && <MarkdownPreview text={text[lang]} lang={lang} label={format(t.previewOf, { language: t.inLanguage[lang] })} />}
            </div>
          );
        })}
      </div>
      {(hints.length > 0 || markdown) && (
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2">
          {hints.length > 0 && (
            <p id={hintId} className="min-w-0 flex-1 text-sm text-slate-600">
              {hints.join(" ")}
            </p>
          )}
          {markdown && (
            <button type="button" className="btn btn-outline min-h-11 shrink-0 text-sm" aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
              {t.preview}
              <span className="sr-only"> — {label}</span>
            </button>
          )}
        </div>
      )}
      {groupError && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {groupError}
        </p>
      )}
    </div>
  );
}

/** The text as its public page will show it: the server's rendering (safe HTML), a moment after typing stops. */
function MarkdownPreview({ text, lang, label }: { text: string; lang: Language; label: string }) {
  const t = useTexts(texts);
  const settled = useSettled(text, 400);
  const preview = useMarkdownPreview(settled, true);
  return (
    <section aria-label={label} className="mt-2 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase" aria-hidden="true">
        {label}
      </p>
      {settled.trim() === "" ? (
        <p className="text-sm text-slate-600">{t.previewEmpty}</p>
      ) : preview.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t.previewFailed}
        </p>
      ) : preview.data ? (
        <div lang={lang} className={markdownClass} dangerouslySetInnerHTML={{ __html: preview.data.html }} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t.previewLoading}
        </p>
      )}
    </section>
  );
}

/** The public pages' long texts (components/ui/rich-text): headings, lists, links, emphasis. */
const markdownClass =
  "space-y-4 text-base leading-relaxed break-words text-slate-800 [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_h2]:pt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-brand [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 [&_strong]:font-bold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 markdown-blocks";

/** The value once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
