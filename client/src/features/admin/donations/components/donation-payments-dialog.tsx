import type { DonationItem } from "@shared/admin";
import { formatMoney } from "@shared/money";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { AdminDialog } from "../../components/admin-dialog";
import { PaymentHistory } from "../../components/payments/payment-history";
import { texts as adminTexts } from "../../texts";
import { donorOf } from "../api/donations";

/** A paid donation's payments, each paid one with its receipt to download or send again to the donor. */
export function DonationPaymentsDialog({ donation, onClose }: { donation: DonationItem; onClose: () => void }) {
  const t = useTexts(adminTexts).documents;
  const { lang } = useI18n();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.viewPayments}
      description={format(t.viewPaymentsFor, { amount: formatMoney(donation.amount, donation.currency, lang), donor: donorOf(donation) })}
    >
      <PaymentHistory kind="donation" id={donation.id} />
    </AdminDialog>
  );
}
