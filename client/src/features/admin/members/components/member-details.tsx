import type { MemberItem } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";

/** The dues in the member's currency, and whether (and when) they were paid online. */
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
    </span>
  );
}

/** The buttons of one member: approve (while pending) and edit; their names say whom they act on. */
export function MemberActions({
  member,
  onApprove,
  approving,
  onEdit,
  className = "",
}: {
  member: MemberItem;
  onApprove: (member: MemberItem) => void;
  approving: boolean;
  onEdit: (member: MemberItem) => void;
  className?: string;
}) {
  const t = useTexts(texts);
  const common = useTexts(adminTexts).common;
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
