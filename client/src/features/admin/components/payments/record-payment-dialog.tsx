import { useState } from "react";
import { recordPaymentSchema, type RecordPaymentResponse } from "@shared/admin";
import type { Currency, PayableKind, RecordedMethod } from "@shared/domain";
import { formatMoney, toMajor } from "@shared/money";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useAdminApi } from "../../lib/admin-api";
import { todayIso } from "../../lib/format";
import { useRecordPayment } from "../../lib/payments-api";
import { texts } from "../../texts";
import { AdminDialog } from "../admin-dialog";
import { DuesYearField, type DuesYears } from "./dues-year-field";
import { PaymentFields } from "./payment-fields";
import { PaymentForm, usePaymentSubmit } from "./payment-form";
import { PaymentHistory } from "./payment-history";

type Props = {
  /** The donation or membership it pays, and what it owes. */
  payable: { kind: PayableKind; id: string; amount: number; currency: Currency };
  /** Whose payment it is and what recording it does, in the area's words. */
  description: string;
  /** The way such a record is most often paid elsewhere (dues in cash, a pledge by transfer). */
  method: RecordedMethod;
  /** The area's list: read again once recorded, or refused because paid meanwhile (409). */
  list: string;
  /** The toast's description once recorded (the donation now paid, the member now active); none for null. */
  describe: (result: RecordPaymentResponse) => string | null;
  /** Dues: the years staff may record and the one offered first; the dialog names the year paid. */
  years?: DuesYears;
  onClose: () => void;
};

/**
 * Recording a payment made elsewhere (cash, a bank transfer, mobile money to the foundation's
 * number) for a donation or a member's dues: the amount owed in its currency and today filled in,
 * the earlier tries below. The server checks them against the stored record; a refusal shows in
 * the dialog, on its field or above the buttons, and the dialog stays.
 */
export function RecordPaymentDialog({ description, onClose, ...formProps }: Props) {
  const t = useTexts(texts).payment.record;
  return (
    <AdminDialog open onOpenChange={(open) => !open && onClose()} title={t.title} description={description}>
      <div className="grid gap-5">
        <RecordPaymentForm {...formProps} onClose={onClose} />
        <PaymentHistory kind={formProps.payable.kind} id={formProps.payable.id} />
      </div>
    </AdminDialog>
  );
}

function RecordPaymentForm({ payable, method, list, describe, years, onClose }: Omit<Props, "description">) {
  const { payment, labels } = useTexts(texts);
  const t = payment.record;
  const { lang, reload } = useAdminApi();
  const [today] = useState(todayIso);
  const form = useAdminForm(recordPaymentSchema, {
    defaultValues: {
      kind: payable.kind,
      id: payable.id,
      method,
      amount: toMajor(payable.amount, payable.currency),
      currency: payable.currency,
      paidOn: today,
      reference: "",
      note: "",
      ...(years ? { year: years.chosen } : {}),
    },
  });
  const record = useRecordPayment({ list, describe, onRecorded: () => onClose() });
  const { onSubmit, problem } = usePaymentSubmit(form, record, { failed: t.failed, onConflict: () => void reload(list) });
  return (
    <PaymentForm onSubmit={onSubmit} problem={problem} submit={t.submit} submitting={t.submitting} pending={record.isPending} onCancel={onClose}>
      {years && <DuesYearField form={form} years={years} />}
      <PaymentFields
        form={form}
        currencyLabel={labels.currency[payable.currency]}
        amountHint={format(t.amountHint, { amount: formatMoney(payable.amount, payable.currency, lang) })}
        today={today}
      />
    </PaymentForm>
  );
}
