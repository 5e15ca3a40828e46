import { formatMonthOrDay, months } from "@shared/format";
import { membershipYearOf } from "@shared/membership";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** July to December: the day is one of the second half of a year (shared/membership.ts isNextYearFromDay). */
const monthsOffered = [7, 8, 9, 10, 11, 12] as const;
const days = Array.from({ length: 31 }, (_, index) => index + 1);
const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The day (`MM-DD`) from which a new member's first dues pay the next year, as a day and a month,
 * with what it means this year. A day a month lacks (31 September) is the schema's to refuse.
 */
export function NextYearFromField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTexts(texts).site;
  const { lang } = useI18n();
  const [month = "10", day = "01"] = value.split("-");
  const year = membershipYearOf(new Date());
  const reads = formatMonthOrDay(`${year}-${value}`, lang);
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-slate-800">{t.nextYearFrom}</p>
      <div className="flex max-w-md gap-3">
        <FormField label={t.nextYearDay} error={error} className="w-28">
          <select value={day} onChange={(e) => onChange(`${month}-${e.target.value}`)}>
            {days.map((option) => (
              <option key={option} value={pad(option)}>
                {lang === "fr" && option === 1 ? "1er" : option}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t.nextYearMonth} className="flex-1">
          <select value={month} onChange={(e) => onChange(`${e.target.value}-${day}`)}>
            {monthsOffered.map((option) => (
              <option key={option} value={pad(option)}>
                {months[lang][option - 1]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <p className="max-w-2xl text-sm text-slate-600">{t.nextYearFromHint}</p>
      {reads && !error && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {format(t.nextYearReads, { date: reads, next: year + 1 })}
        </p>
      )}
    </div>
  );
}
