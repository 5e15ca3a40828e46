import { useId } from "react";
import { MEMBER_ACTOR, SITE_ACTOR, type AuditFilter } from "@shared/admin";
import { auditActionName, auditKindName } from "@shared/audit-names";
import type { Language } from "@shared/domain";
import { inputClass } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { CsvExportLink } from "../../components/csv-export-link";
import { texts as adminTexts } from "../../texts";
import { auditCsvUrl, useAuditFilters } from "../api/dashboard-api";
import { texts as auditTexts } from "../../components/audit/texts";
import { texts } from "../texts";

/**
 * The audit list's filters — who made the change, which kind of record, which action, each offered
 * from what the entries hold — applied as they change, and the CSV export of what they select.
 */
export function AuditFilters({ filter, lang, onChange }: { filter: AuditFilter; lang: Language; onChange: (filter: AuditFilter) => void }) {
  const t = useTexts(texts).audit;
  const { common } = useTexts(adminTexts);
  const { site } = useTexts(auditTexts);
  const id = useId();
  const offered = useAuditFilters().data ?? { who: [], entities: [], actions: [] };
  const who = (name: string) => (name === SITE_ACTOR ? site : name === MEMBER_ACTOR ? t.byMember : name);
  // What a filter is set to stays offered, even before the list of values has come.
  const withCurrent = (values: string[], current: string | undefined) => (current && !values.includes(current) ? [current, ...values] : values);
  const select = (name: keyof AuditFilter, text: string, values: string[], named: (value: string) => string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {text}
      </label>
      <select id={`${id}-${name}`} className={inputClass} value={filter[name] ?? ""} onChange={(event) => onChange({ ...filter, [name]: event.target.value || undefined })}>
        <option value="">{common.all}</option>
        {withCurrent(values, filter[name]).map((value) => (
          <option key={value} value={value}>
            {named(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="mb-3 flex flex-col gap-3">
      <form role="search" aria-label={t.filters} onSubmit={(event) => event.preventDefault()} className="grid gap-3 sm:grid-cols-3">
        {select("who", t.who, offered.who, who)}
        {select("entity", t.kind, offered.entities, (kind) => auditKindName(kind, lang))}
        {select("action", t.action, offered.actions, (action) => auditActionName(action, lang))}
      </form>
      <CsvExportLink href={auditCsvUrl(filter, lang)} hint={t.exportHint} />
    </div>
  );
}
