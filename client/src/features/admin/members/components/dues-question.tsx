import { useEffect, useId, useRef } from "react";
import type { MemberRecord } from "@shared/admin";
import { formatMoney, paysOnline } from "@shared/money";
import type { MembershipCategory } from "@shared/domain";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts as adminTexts } from "../../texts";
import { texts } from "../texts";
import { owesDues } from "./member-details";

/**
 * True when approving this member (pending → active, in `category`) should first ask whether the
 * dues were paid: the category pays dues and they are owed, not paid.
 */
export const approvalAsksForDues = (member: MemberRecord, category: MembershipCategory = member.category) =>
  member.status === "pending" && paysOnline(category) && owesDues(member);

/**
 * Approving a member whose dues are not paid: were they paid another way? "Record the payment"
 * (which activates the member), "Approve without payment", or back. The first choice has the focus.
 */
export function DuesQuestion({
  member,
  heading = false,
  pending = false,
  onRecord,
  onApprove,
  onCancel,
}: {
  member: MemberRecord;
  /** Its own heading, when shown in place of a form (the edit dialog); a dialog of its own has its title. */
  heading?: boolean;
  pending?: boolean;
  onRecord: () => void;
  onApprove: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(texts).dues;
  const common = useTexts(adminTexts).common;
  const { lang } = useI18n();
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div role={heading ? "group" : undefined} aria-labelledby={heading ? titleId : undefined} className="grid gap-4">
      {heading && (
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {t.title}
        </h3>
      )}
      <p className="text-slate-800">{format(t.body, { name: member.fullName, amount: formatMoney(member.duesAmount, member.duesCurrency, lang) })}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {common.cancel}
        </button>
        <button type="button" className="btn btn-outline" disabled={pending} onClick={onApprove}>
          {t.approveAnyway}
        </button>
        <button ref={first} type="button" className="btn btn-primary" disabled={pending} onClick={onRecord}>
          {t.record}
        </button>
      </div>
    </div>
  );
}
