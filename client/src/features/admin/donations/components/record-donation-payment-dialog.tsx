import type { DonationItem } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { apiPaths } from "@shared/paths";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { RecordPaymentDialog } from "../../components/payments/record-payment-dialog";
import { donorOf } from "../api/donations";
import { texts } from "../texts";

/** Recording a payment made elsewhere for a pledged donation (a bank transfer instead of the card). */
export function RecordDonationPaymentDialog({ donation, onClose }: { donation: DonationItem; onClose: () => void }) {
  const t = useTexts(texts).record;
  const { lang } = useI18n();
  /** "$50.00 from ada@example.org", of the donation as it was or as it is now paid. */
  const words = (paid: Pick<DonationItem, "amount" | "currency" | "donorName" | "email">) => ({ amount: formatMoney(paid.amount, paid.currency, lang), donor: donorOf(paid) });
  return (
    <RecordPaymentDialog
      payable={{ kind: "donation", id: donation.id, amount: donation.amount, currency: donation.currency }}
      description={format(t.description, words(donation))}
      method="bank_transfer"
      list={apiPaths.admin.donations}
      describe={(result) => (result.kind === "donation" ? format(t.paid, words(result.donation)) : null)}
      onClose={onClose}
    />
  );
}
