import type { MemberRecord } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { RecordPaymentDialog } from "../../components/payments/record-payment-dialog";
import { texts } from "../texts";

/** Recording dues paid elsewhere: the member becomes active, as with a payment online. */
export function RecordDuesPaymentDialog({ member, onClose }: { member: MemberRecord; onClose: () => void }) {
  const t = useTexts(texts).record;
  const { lang } = useI18n();
  return (
    <RecordPaymentDialog
      payable={{ kind: "membership", id: member.id, amount: member.duesAmount, currency: member.duesCurrency }}
      description={format(t.description, { name: member.fullName, amount: formatMoney(member.duesAmount, member.duesCurrency, lang) })}
      method="cash"
      list={apiPaths.admin.memberships}
      describe={(result) => format(t.active, { name: result.kind === "membership" ? result.membership.fullName : "" })}
      onClose={onClose}
    />
  );
}
