import { formatMonthOrDay } from "@shared/format";
import { useSiteSettings } from "@/api/get-site-settings";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** When dues are paid, and the next general assembly (the date the administrators set). */
export function DuesNote() {
  const t = useTexts(texts);
  const { lang } = useI18n();
  const date = formatMonthOrDay(useSiteSettings().data?.nextAgm ?? "", lang) ?? "";
  return (
    <aside aria-labelledby="dues-note-title" className="rounded-lg border-l-4 border-accent bg-brand-50 p-5">
      <h3 id="dues-note-title" className="font-semibold text-brand">
        {t.duesNoteTitle}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {t.duesNote.map((line) => (
          <li key={line}>{format(line, { date })}</li>
        ))}
      </ul>
    </aside>
  );
}
