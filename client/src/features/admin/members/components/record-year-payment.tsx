import { useId, useRef, useState } from "react";
import type { MemberPageResponse, MembershipYearRecordTarget } from "@shared/admin";
import type { Language } from "@shared/domain";
import { membershipYearOf, staffPayableYears } from "@shared/membership";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { inputClass } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { RecordPaymentDialog } from "../../components/payments/record-payment-dialog";
import { fieldMessages, serverMessage } from "../../lib/admin-api";
import { saveFailure } from "../../lib/save-failure";
import { texts as adminTexts } from "../../texts";
import { useAskYear } from "../api/member-page";
import { texts } from "../texts";

const own = {
  en: { year: "Year to record", current: "{year} (this year)", next: "{year} (next year)", previous: "{year} (last year)" },
  fr: { year: "Année à enregistrer", current: "{year} (cette année)", next: "{year} (l’an prochain)", previous: "{year} (l’an dernier)" },
} satisfies Record<Language, Record<string, string>>;

/**
 * The years staff may record on a member's page today (last year, this year, next year, less those
 * paid), and the one offered first: the year due, else this year, else the next one.
 */
export function yearsToRecord(page: Pick<MemberPageResponse, "years" | "standing">, now: Date = new Date()) {
  const paid = page.years.filter((year) => year.paidAt !== null).map((year) => year.year);
  const offered = staffPayableYears(now).filter((year) => !paid.includes(year));
  const current = membershipYearOf(now);
  const due = page.standing.due;
  const chosen = due !== null && offered.includes(due) ? due : (offered.find((year) => year >= current) ?? offered[0] ?? null);
  return { offered, chosen, current };
}

/**
 * Recording dues for a year staff choose (a walk-in in late November may pay next year): the
 * year's row is asked of the server (with the dues in force), then the record-payment dialog
 * opens on it, naming the year and until when it makes a member.
 */
export function RecordYearPayment({ page }: { page: MemberPageResponse }) {
  const t = useTexts(texts).page;
  const o = useTexts(own);
  const { saveFailed } = useTexts(adminTexts);
  const { lang } = useI18n();
  const memberId = page.member.id;
  const name = page.member.fullName;
  const years = yearsToRecord(page);
  const [picked, setPicked] = useState<number | null>(null);
  const year = picked !== null && years.offered.includes(picked) ? picked : years.chosen;
  const ask = useAskYear(memberId);
  const [target, setTarget] = useState<MembershipYearRecordTarget | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const selectId = useId();
  if (year === null) return null;
  const failure = ask.error ? (serverMessage(ask.error) ?? fieldMessages(ask.error)[0]?.message ?? null) : null;
  const label = (option: number) => format(option === years.current ? o.current : option > years.current ? o.next : o.previous, { year: option });
  const due = page.standing.due;
  return (
    <div className={`rounded-md border p-3 ${due !== null ? "border-amber-300 bg-amber-50 text-amber-950" : "border-slate-200 bg-slate-50 text-slate-900"}`}>
      {due !== null && <p>{format(t.due, { year: due })}</p>}
      {years.offered.length > 1 && (
        <div className="mt-1 max-w-xs">
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-semibold">
            {o.year}
          </label>
          <select id={selectId} className={inputClass} value={year} onChange={(e) => setPicked(Number(e.target.value))}>
            {years.offered.map((option) => (
              <option key={option} value={option}>
                {label(option)}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        ref={opener}
        type="button"
        className="btn btn-primary mt-2 min-h-11"
        disabled={ask.isPending}
        onClick={() => ask.mutate(year, { onSuccess: (result) => setTarget(result.year) })}
      >
        {ask.isPending ? t.preparing : format(t.recordPayment, { year })}
      </button>
      {ask.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {t.askFailed} {failure ?? saveFailed[saveFailure(ask.error).kind === "offline" ? "offline" : "unreachable"]}
        </p>
      )}
      {target && (
        <RecordPaymentDialog
          payable={{ kind: "membership_year", id: target.id, amount: target.duesAmount, currency: target.duesCurrency }}
          description={format(t.recordDescription, { name, year: target.year, amount: formatMoney(target.duesAmount, target.duesCurrency, lang) })}
          method="cash"
          list={apiPaths.admin.member(memberId)}
          describe={() => format(t.recorded, { name, year: target.year })}
          years={{ offered: [target.year], chosen: target.year, current: years.current }}
          onClose={() => {
            setTarget(null);
            opener.current?.focus();
          }}
        />
      )}
    </div>
  );
}
