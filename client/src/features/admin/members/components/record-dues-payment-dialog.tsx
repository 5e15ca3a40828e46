import type { MemberRecord } from "@shared/admin";
import { membershipYearOf, staffPayableYears } from "@shared/membership";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { RecordPaymentDialog } from "../../components/payments/record-payment-dialog";
import { texts } from "../texts";

/**
 * The years staff may record for a member today (last year, this year, next year, less those their
 * member paid: the application's copy of them),
 * the application's year offered first when it is one of them (the rule of Settings chose it).
 */
export function duesYears(member: Pick<MemberRecord, "membershipYear" | "memberPaidYears">, now: Date = new Date()) {
  const offered = staffPayableYears(now).filter((year) => !member.memberPaidYears.includes(year));
  const current = membershipYearOf(now);
  const chosen = member.membershipYear !== null && offered.includes(member.membershipYear) ? member.membershipYear : (offered.find((year) => year >= current) ?? offered[0] ?? current);
  return { offered, chosen, current };
}

/** Recording dues paid elsewhere, for the year staff choose: the member becomes active, as with a payment online. */
export function RecordDuesPaymentDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const t = useTexts(texts).record;
  const { lang } = useI18n();
  return (
    <RecordPaymentDialog
      payable={{ kind: "membership", id: member.id, amount: member.duesAmount, currency: member.duesCurrency }}
      description={format(t.description, { name: member.fullName, amount: formatMoney(member.duesAmount, member.duesCurrency, lang) })}
      method="cash"
      years={duesYears(member)}
      list={apiPaths.admin.memberships}
      describe={(result) => format(t.active, { name: result.kind === "membership" ? result.membership.fullName : "" })}
      onClose={onClose}
    />
  );
}
