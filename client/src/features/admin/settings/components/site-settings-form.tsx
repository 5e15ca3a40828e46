import { useState } from "react";
import type { SiteSettings } from "@shared/admin";
import { formatMonthOrDay } from "@shared/format";
import { foundationDay, isPastAgm } from "@shared/general-assembly";
import { lastGraceDay, MAX_GRACE_DAYS, membershipYearOf } from "@shared/membership";
import { NextYearFromField } from "./next-year-from-field";
import { DUES_CURRENCY, formatMoney, toMinor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { serverRefusal } from "@/lib/forms";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { fieldMessages } from "../../lib/admin-api";
import type { AdminRuleKey } from "../../lib/field-messages";
import { texts as adminTexts } from "../../texts";
import { siteSettingsFormSchema, toSettingsPatch, useSaveSiteSettings, type SiteSettingsValues } from "../api/settings-api";
import { texts } from "../texts";

const duesFields = ["adherent_individual", "adherent_organization", "patron"] as const;

/** An empty box is no amount (the schema says it is required), anything else a number. */
const asNumber = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : Number(value));

/** The dues in whole FCFA and the date of the next general assembly (PUT /api/admin/settings). */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const t = useTexts(texts).site;
  const { common, labels: shared } = useTexts(adminTexts);
  const { lang } = useI18n();
  const form = useAdminForm(siteSettingsFormSchema, { defaultValues: { ...settings.dues, nextAgm: settings.nextAgm, graceDays: settings.graceDays, nextYearFrom: settings.nextYearFrom } });
  const save = useSaveSiteSettings({ success: t.saved, failure: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();
  const labels = { adherent_individual: shared.category.adherent_individual, adherent_organization: shared.category.adherent_organization, patron: t.patron };
  const agm = form.watch("nextAgm");
  const agmReads = typeof agm === "string" ? formatMonthOrDay(agm.trim(), lang) : null;
  // A past date is announced on the site as the next assembly: it is saved only once confirmed
  // (for the very date typed), and a past date in force is pointed out.
  const agmPast = agmReads !== null && isPastAgm(agm.trim(), foundationDay(new Date()));
  const [pastConfirmedFor, setPastConfirmedFor] = useState<string | null>(null);
  const pastConfirmed = agmPast && pastConfirmedFor === agm.trim();
  const grace = form.watch("graceDays");
  const graceYear = membershipYearOf(new Date());
  const graceReads =
    typeof grace === "number" && Number.isInteger(grace) && grace >= 0 && grace <= MAX_GRACE_DAYS
      ? format(t.graceReads, { lastYear: graceYear - 1, year: graceYear, date: formatMonthOrDay(lastGraceDay(graceYear, grace), lang) ?? "" })
      : null;

  const onSubmit = form.handleSubmit((values) => {
    if (agmPast && !pastConfirmed && values.nextAgm.trim() !== settings.nextAgm) {
      form.setError("nextAgm", { type: "agmPast" satisfies AdminRuleKey }, { shouldFocus: true });
      return;
    }
    save.mutate(toSettingsPatch(values), {
      onSuccess: (saved) => form.reset({ ...saved.dues, nextAgm: saved.nextAgm, graceDays: saved.graceDays, nextYearFrom: saved.nextYearFrom }),
      onError: (error) => {
        // The server names the amounts `dues.<category>`; the form's fields are flat.
        for (const field of fieldMessages(error)) form.setError(field.path.replace(/^dues\./, "") as keyof SiteSettingsValues, serverRefusal(field));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t.duesLegend}</legend>
        <p className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">{t.duesNote}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {duesFields.map((key) => (
            <FormField
              key={key}
              label={labels[key]}
              hint={format(t.perYear, { amount: formatMoney(toMinor(settings.dues[key], DUES_CURRENCY), DUES_CURRENCY, lang) })}
              error={fieldError(errors[key], "dues")}
            >
              <input type="number" inputMode="numeric" min={500} step={1} {...form.register(key, { setValueAs: asNumber })} />
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t.agmLegend}</legend>
        <FormField label={t.agm} hint={t.agmHint} error={fieldError(errors.nextAgm, "nextAgm")} className="max-w-md">
          <input type="text" inputMode="numeric" autoComplete="off" placeholder="2027-01-16" maxLength={10} {...form.register("nextAgm")} />
        </FormField>
        {agmReads && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {format(t.agmReads, { date: agmReads })}
          </p>
        )}
        {agmPast && (
          <div className="max-w-md rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <p role="status">{t.agmPast}</p>
            <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand"
                checked={pastConfirmed}
                onChange={(e) => {
                  setPastConfirmedFor(e.target.checked ? agm.trim() : null);
                  if (e.target.checked) form.clearErrors("nextAgm");
                }}
              />
              {t.agmPastConfirm}
            </label>
          </div>
        )}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t.yearLegend}</legend>
        <FormField label={t.graceDays} hint={t.graceHint} error={fieldError(errors.graceDays, "graceDays")} className="max-w-md">
          <input type="number" inputMode="numeric" min={0} max={MAX_GRACE_DAYS} step={1} {...form.register("graceDays", { setValueAs: asNumber })} />
        </FormField>
        {graceReads && (
          <p className="text-sm text-slate-700" aria-live="polite">
            {graceReads}
          </p>
        )}
        <NextYearFromField
          value={form.watch("nextYearFrom")}
          onChange={(value) => form.setValue("nextYearFrom", value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          error={fieldError(errors.nextYearFrom)}
        />
      </fieldset>
      <FormActions label={t.submit} pendingLabel={common.saving} pending={save.isPending} />
    </form>
  );
}
