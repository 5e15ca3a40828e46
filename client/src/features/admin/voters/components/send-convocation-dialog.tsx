/**
 * "Send the convocation": the assembly's year, day and hour on Benin's clock, place and agenda in
 * both languages, checked with the schema the server uses (shared/voters.ts). The number of
 * members it will reach is read for the year typed. A refusal goes on its field, or above the
 * buttons (nobody to convene); the dialog stays with what was typed.
 */
import { useState } from "react";
import { convocationSchema, FIRST_ASSEMBLY_YEAR, LAST_ASSEMBLY_YEAR } from "@shared/voters";
import { formatNumber, wallClock } from "@shared/format";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { useAdminForm } from "../../lib/admin-form-rules";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { ApiError, serverMessage } from "../../lib/admin-api";
import { saveFailure, useDialogSaves } from "../../lib/save-failure";
import { useSendConvocation } from "../api/convocations";
import { useVoters } from "../api/voters";
import { texts } from "../texts";
import { plural } from "@shared/plural";

/** Benin's clock now, as a `datetime-local` field writes it (Africa/Porto-Novo: UTC+1 all year). */
const beninNow = () => {
  const c = wallClock(new Date(), 60);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
};

export function SendConvocationDialog({ year, onClose }: { year: number; onClose: () => void }) {
  const t = useTexts(texts).dialog;
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title={t.title} description={t.description} draftKey="convocation:new">
      <ConvocationForm year={year} onClose={onClose} />
    </AdminDialog>
  );
}

function ConvocationForm({ year, onClose }: { year: number; onClose: () => void }) {
  const t = useTexts(texts).dialog;
  const { lang } = useI18n();
  const fieldError = useFieldError();
  const dialog = useDialogSaves();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useAdminForm(convocationSchema, { defaultValues: { year, heldAt: "", place: "", agenda: { en: "", fr: "" } } });
  const send = useSendConvocation(() => onClose());
  const { errors } = form.formState;
  const typedYear = Number(form.watch("year"));
  const known = Number.isInteger(typedYear) && typedYear >= FIRST_ASSEMBLY_YEAR && typedYear <= LAST_ASSEMBLY_YEAR;
  const voters = useVoters(known ? typedYear : year, 1);
  const count = known && voters.data?.year === typedYear ? voters.data.total : null;

  const onSubmit = form.handleSubmit((values) => {
    // Checked again by the server on its clock; saying it here saves a round trip.
    if (values.heldAt <= beninNow()) return form.setError("heldAt", { type: "heldAtPast" });
    setProblem(null);
    send.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        if (error instanceof ApiError) return setProblem(serverMessage(error) ?? t.failed);
        dialog?.report(saveFailure(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t.year} error={fieldError(errors.year)}>
        <input type="number" inputMode="numeric" min={FIRST_ASSEMBLY_YEAR} max={LAST_ASSEMBLY_YEAR} step={1} {...form.register("year", { valueAsNumber: true })} />
      </FormField>
      <FormField label={t.heldAt} hint={t.heldAtHint} error={fieldError(errors.heldAt)}>
        <input type="datetime-local" {...form.register("heldAt")} />
      </FormField>
      <FormField label={t.place} hint={t.placeHint} error={fieldError(errors.place)} className="sm:col-span-2">
        <input type="text" maxLength={300} autoComplete="off" {...form.register("place")} />
      </FormField>
      <FormField label={t.agendaEn} hint={t.agendaHint} error={fieldError(errors.agenda?.en)}>
        <textarea rows={6} lang="en" maxLength={5000} {...form.register("agenda.en")} />
      </FormField>
      <FormField label={t.agendaFr} hint={t.agendaHint} error={fieldError(errors.agenda?.fr)}>
        <textarea rows={6} lang="fr" maxLength={5000} {...form.register("agenda.fr")} />
      </FormField>
      {count !== null && (
        <p aria-live="polite" className="text-sm text-slate-700 sm:col-span-2">
          {count === 0 ? format(t.recipients.none, { year: typedYear }) : format(plural(count, t.recipients, lang), { count: formatNumber(count, lang) })}
        </p>
      )}
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {problem}
        </p>
      )}
      <FormActions label={t.submit} pendingLabel={t.submitting} pending={send.isPending} onCancel={onClose} className="mt-2 sm:col-span-2" />
    </form>
  );
}
