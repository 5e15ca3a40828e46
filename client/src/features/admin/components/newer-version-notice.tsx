import { useTexts } from "@/i18n/texts";
import type { NewerVersion } from "../lib/save-failure";
import { texts } from "../texts";

/**
 * Above a form whose save was refused because someone else saved the record meanwhile (409): what
 * their version says where it differs from the form, and a button to save the form over it.
 */
export function NewerVersionNotice({ newer, onSaveOnTop }: { newer: NewerVersion; onSaveOnTop: () => void }) {
  const t = useTexts(texts).newerVersion;
  return (
    <section role="alert" aria-labelledby="newer-version-title" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h3 id="newer-version-title" className="font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm">{newer.fields.length > 0 ? t.intro : t.same}</p>
      {newer.fields.length > 0 && (
        <dl className="mt-2 grid max-h-64 gap-2 overflow-y-auto text-sm">
          {newer.fields.map((field) => (
            <div key={field.key} className="min-w-0 rounded border border-amber-200 bg-white p-2">
              <dt className="font-semibold">{field.label}</dt>
              {field.lines.map((line, index) => (
                <dd key={index} className="break-words whitespace-pre-wrap" lang={line.lang}>
                  {line.lang && <span className="mr-1 font-semibold uppercase">{line.lang}</span>}
                  {line.text}
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-sm">{t.hint}</p>
      <button type="button" className="btn btn-outline mt-3 min-h-11 bg-white" onClick={onSaveOnTop}>
        {t.saveOnTop}
      </button>
    </section>
  );
}
