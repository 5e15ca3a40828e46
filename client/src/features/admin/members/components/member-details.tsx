import type { MemberItem, PaymentSummary } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { ErasedNote } from "./member-status";

/** True when the member owes dues not paid yet: staff may record a payment made elsewhere. */
export const owesDues = (member: Pick<MemberItem, "duesAmount" | "paymentStatus">) => member.duesAmount > 0 && member.paymentStatus !== "succeeded";

/** How a payment was made and who took it ("Cash · Recorded by staff"), and its reference. */
export function PaymentLine({ payment }: { payment: PaymentSummary }) {
  const { payment: t, labels } = useTexts(adminTexts);
  return (
    <>
      <span className="text-slate-700">
        {labels.paymentMethod[payment.method]} · {labels.paymentProvider[payment.provider]}
        {/* A try that did not (yet) pay says so: the line is how it was tried, not how it was paid. */}
        {payment.status !== "succeeded" && ` · ${labels.paymentState[payment.status]}`}
      </span>
      {payment.reference && <span className="text-slate-700 [overflow-wrap:anywhere]">{format(t.reference, { reference: payment.reference })}</span>}
    </>
  );
}

/** The dues in the member's currency, whether (and when) they were paid, and how. */
export function MemberDues({ member }: { member: MemberItem }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  if (member.duesAmount <= 0) return <span className="text-slate-700">{t.payment.none}</span>;
  const paid = member.paidAt !== null || member.paymentStatus === "succeeded";
  const state = paid
    ? format(t.payment.paid, { date: formatDate(member.paidAt, lang) })
    : member.paymentStatus === "processing"
      ? t.payment.processing
      : member.paymentStatus === "failed"
        ? t.payment.failed
        : t.payment.pending;
  return (
    <span className="flex flex-col">
      <span className="font-semibold whitespace-nowrap text-slate-900">{formatMoney(member.duesAmount, member.duesCurrency, lang)}</span>
      <span className={paid ? "text-emerald-800" : member.paymentStatus === "failed" ? "text-red-800" : "text-slate-700"}>{state}</span>
      {member.payment && <PaymentLine payment={member.payment} />}
    </span>
  );
}

/**
 * The buttons of one member: approve (while pending), record a payment (while dues are owed) and
 * edit; their names say whom they act on.
 */
export function MemberActions({
  member,
  onApprove,
  approving,
  onRecord,
  onEdit,
  className = "",
}: {
  member: MemberItem;
  onApprove: (member: MemberItem) => void;
  approving: boolean;
  onRecord: (member: MemberItem) => void;
  onEdit: (member: MemberItem) => void;
  className?: string;
}) {
  const t = useTexts(texts);
  const { common, payment } = useTexts(adminTexts);
  if (member.erased) return <ErasedNote />;
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {member.status === "pending" && (
        <button
          type="button"
          className="btn btn-primary min-h-11 px-4"
          aria-label={format(t.approveMember, { name: member.fullName })}
          disabled={approving}
          onClick={() => onApprove(member)}
        >
          {t.approve}
        </button>
      )}
      {owesDues(member) && (
        <button
          type="button"
          className="btn btn-outline min-h-11 px-4"
          aria-label={format(t.record.buttonFor, { name: member.fullName })}
          onClick={() => onRecord(member)}
        >
          {payment.record.button}
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline min-h-11 px-4"
        data-member-edit={member.id}
        aria-label={format(t.editMember, { name: member.fullName })}
        onClick={() => onEdit(member)}
      >
        {common.edit}
      </button>
    </div>
  );
}
