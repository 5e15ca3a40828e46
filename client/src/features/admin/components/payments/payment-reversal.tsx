/**
 * What became of a payment (docs/decisions/016-paid-twice-refunds-and-voids.md) — paid twice and to
 * refund, refunded, voided, with when, why, by whom and its cancelled receipt — and the staff's two
 * actions on a payment received: mark it refunded, or void one recorded by mistake, with a reason.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import type { PaymentView, ReversePaymentResponse } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDate } from "../../lib/format";
import { adminSend, fieldMessages, serverMessage, useAdminApi } from "../../lib/admin-api";
import { changedByPayment } from "../../lib/payments-api";
import { AdminDialog } from "../admin-dialog";
import { Badge } from "../badge";
import { FormActions } from "../form-actions";
import { reversalTexts } from "./reversal-texts";

/** The payment's flag and, once refunded or voided, when, by whom and why; its receipt's number, cancelled or not. */
export function ReversalState({ payment }: { payment: PaymentView }) {
  const t = useTexts(reversalTexts);
  const { lang } = useI18n();
  const paidTwice = payment.status === "succeeded" && payment.duplicateOf !== null && payment.reversal === null;
  return (
    <>
      {paidTwice && (
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <Badge tone="warn">{t.paidTwice}</Badge>
          <span className="text-slate-700">{t.paidTwiceHint}</span>
        </p>
      )}
      {payment.reversal && payment.reversedAt && (
        <p className="mt-1 text-slate-800">
          <Badge tone="neutral">{format(payment.reversal === "refunded" ? t.refunded : t.voided, { date: formatDate(payment.reversedAt, lang) })}</Badge>
          {payment.reversedByName && <> {format(t.by, { username: payment.reversedByName })}</>}
          {payment.reversalReason && <span className="block whitespace-pre-wrap [overflow-wrap:anywhere]">{format(t.reason, { reason: payment.reversalReason })}</span>}
        </p>
      )}
      {payment.receipt && (
        <p className="text-slate-700">{format(payment.receipt.cancelled ? t.receiptCancelled : t.receipt, { number: payment.receipt.number })}</p>
      )}
    </>
  );
}

/**
 * "Mark refunded" for a payment received and not taken back, and "Void" when staff recorded it;
 * each asks for a reason in a dialog. `changed`: the queries whose page shows it, read again after.
 */
export function ReversalActions({ payment, changed = [] }: { payment: PaymentView; changed?: string[] }) {
  const t = useTexts(reversalTexts);
  const { lang } = useI18n();
  const [open, setOpen] = useState<"refund" | "void" | null>(null);
  if (payment.status !== "succeeded" || payment.reversal !== null) return null;
  const values = { amount: formatMoney(payment.amount, payment.currency, lang), date: formatDate(payment.paidAt ?? payment.createdAt, lang) };
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <button type="button" className="btn btn-outline min-h-11 px-4" aria-label={format(t.refundFor, values)} onClick={() => setOpen("refund")}>
        {t.refund}
      </button>
      {payment.provider === "staff" && (
        <button type="button" className="btn btn-outline min-h-11 px-4" aria-label={format(t.voidFor, values)} onClick={() => setOpen("void")}>
          {t.void}
        </button>
      )}
      {open && <ReversalDialog payment={payment} action={open} text={format(open === "refund" ? t.refundText : t.voidText, values)} changed={changed} onClose={() => setOpen(null)} />}
    </div>
  );
}

function ReversalDialog({ payment, action, text, changed, onClose }: { payment: PaymentView; action: "refund" | "void"; text: string; changed: string[]; onClose: () => void }) {
  const t = useTexts(reversalTexts);
  const { lang, reload } = useAdminApi();
  const formId = useId();
  const [reason, setReason] = useState("");
  const send = useMutation({
    mutationFn: (body: { reason: string }) =>
      adminSend<ReversePaymentResponse>("POST", action === "refund" ? apiPaths.admin.paymentRefund(payment.id) : apiPaths.admin.paymentVoid(payment.id), lang, body),
    onSuccess: async (result) => {
      await reload(...changedByPayment(apiPaths.admin.donations), ...changed);
      toast({ title: result.message });
      onClose();
    },
  });
  const reasonError = fieldMessages(send.error).find((field) => field.path === "reason")?.message;
  const problem = send.error && !reasonError ? (serverMessage(send.error) ?? t.failed) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ reason });
  };
  return (
    <AdminDialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={action === "refund" ? t.refundTitle : t.voidTitle} description={text}>
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <FormField label={t.reasonLabel} hint={t.reasonHint} error={reasonError}>
          <textarea rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {problem && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {problem}
          </p>
        )}
        <FormActions label={action === "refund" ? t.confirmRefund : t.confirmVoid} pendingLabel={t.saving} pending={send.isPending} danger onCancel={onClose} />
      </form>
    </AdminDialog>
  );
}
