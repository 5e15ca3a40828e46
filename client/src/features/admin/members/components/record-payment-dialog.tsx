import { useState } from "react";
import { recordPaymentSchema, type MemberRecord } from "@shared/admin";
import { recordedMethods } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { formatMoney, toMajor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, useZodForm } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError, serverMessage, useAdminApi } from "../../lib/admin-api";
import { todayIso } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useRecordDuesPayment } from "../api/payments";
import { texts } from "../texts";
import { PaymentHistory } from "./payment-history";

/** What a person typed in the amount box: a whole number ("12 000", "12,000" read as 12000), else what zod should refuse. */
export function typedAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const compact = value.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (compact === "") return undefined;
  if (/^\d{1,3}([.,]\d{3})+$/.test(compact)) return Number(compact.replace(/[.,]/g, ""));
  return Number(compact.replace(",", "."));
}

/**
 * Recording dues paid elsewhere (cash, a bank transfer, mobile money to the foundation's number):
 * the amount due in its currency, today, filled in. The server checks them against the stored
 * dues; a refusal shows in the dialog, on its field or above the buttons, and the dialog stays.
 */
export function RecordPaymentDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const t = useTexts(texts).record;
  const { lang } = useI18n();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={format(t.description, { name: member.fullName, amount: formatMoney(member.duesAmount, member.duesCurrency, lang) })}
    >
      <div className="grid gap-5">
        <RecordPaymentForm member={member} onClose={onClose} />
        <PaymentHistory memberId={member.id} />
      </div>
    </AdminDialog>
  );
}

function RecordPaymentForm({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const t = useTexts(texts);
  const { labels } = useTexts(adminTexts);
  const { lang, reload } = useAdminApi();
  const [today] = useState(todayIso);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: {
      kind: "membership",
      id: member.id,
      method: "cash",
      amount: toMajor(member.duesAmount, member.duesCurrency),
      currency: member.duesCurrency,
      paidOn: today,
      reference: "",
      note: "",
    },
  });
  const record = useRecordDuesPayment(() => onClose());
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    // The server checks the day again on its own clock; the browser's saves a round trip.
    if (values.paidOn > todayIso()) return form.setError("paidOn", { type: "validate", message: t.record.future });
    setProblem(null);
    record.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(form, error, lang)) return;
        if (error instanceof ApiError && error.status === 401) return; // the sign-in form comes back
        setProblem(serverMessage(error) ?? t.record.failed);
        // Paid meanwhile (409): the list shows it once read again.
        if (error instanceof ApiError && error.status === 409) void reload(apiPaths.admin.memberships);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t.record.method} error={errors.method?.message} className="sm:col-span-2">
        <select {...form.register("method")}>
          <Options values={recordedMethods} labels={t.method} />
        </select>
      </FormField>
      <FormField
        label={format(t.record.amount, { currency: labels.currency[member.duesCurrency] })}
        hint={format(t.record.amountHint, { amount: formatMoney(member.duesAmount, member.duesCurrency, lang) })}
        error={errors.amount?.message ?? errors.currency?.message}
      >
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={15} {...form.register("amount", { setValueAs: typedAmount })} />
      </FormField>
      <FormField label={t.record.paidOn} error={errors.paidOn?.message}>
        <input type="date" max={today} {...form.register("paidOn")} />
      </FormField>
      <FormField label={t.record.reference} hint={t.record.referenceHint} error={errors.reference?.message} className="sm:col-span-2">
        <input type="text" autoComplete="off" maxLength={100} {...form.register("reference")} />
      </FormField>
      <FormField label={t.record.note} error={errors.note?.message} className="sm:col-span-2">
        <textarea rows={2} maxLength={500} {...form.register("note")} />
      </FormField>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900 sm:col-span-2">
          {problem}
        </p>
      )}
      <FormActions
        label={t.record.submit}
        pendingLabel={t.record.submitting}
        pending={record.isPending}
        onCancel={onClose}
        className="mt-2 sm:col-span-2"
      />
    </form>
  );
}
