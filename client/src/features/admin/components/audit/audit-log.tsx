import type { AuditItem } from "@shared/admin";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDateTime } from "../../lib/format";
import { describeEntry } from "./describe-entry";
import { texts } from "./texts";

/**
 * The administrators' changes, newest first, each written as a sentence in the reader's language
 * (audit/describe-entry.ts), its other changes one line each beneath, and when. Long values wrap
 * anywhere, so that a phone never scrolls sideways.
 */
export function AuditLog({ items }: { items: AuditItem[] }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((entry) => {
        const { sentence, details } = describeEntry(entry, lang);
        return (
          <li key={entry.id} className="min-w-0 p-3 [overflow-wrap:anywhere] sm:px-4" data-testid="audit-entry">
            <p className="text-slate-900">
              {/* Every sentence starts with who made the change: set apart, so the list scans by person. */}
              {sentence.startsWith(entry.username) ? (
                <>
                  <span className="font-semibold">{entry.username}</span>
                  {sentence.slice(entry.username.length)}
                </>
              ) : (
                sentence
              )}
            </p>
            {details.length > 0 && (
              <ul aria-label={t.changes} className="mt-1 grid list-disc gap-0.5 pl-5 text-sm text-slate-800">
                {details.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
            <time dateTime={entry.createdAt} className="mt-1 block text-sm text-slate-700">
              {formatDateTime(entry.createdAt, lang)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
