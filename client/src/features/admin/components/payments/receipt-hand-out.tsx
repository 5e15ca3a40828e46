import { useQuery } from "@tanstack/react-query";
import type { ReceiptShare } from "@shared/admin";
import type { Language } from "@shared/domain";
import { apiPaths, withQuery } from "@shared/paths";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { ADMIN_KEY, adminGet, useAdminApi } from "../../lib/admin-api";

const texts = {
  en: {
    print: "Print receipt",
    printFor: "Print receipt {number}",
    whatsApp: "Send on WhatsApp",
    whatsAppFor: "Send on WhatsApp: receipt {number}",
    whatsAppFailed: "The WhatsApp link could not be made. Try again.",
  },
  fr: {
    print: "Imprimer le reçu",
    printFor: "Imprimer le reçu {number}",
    whatsApp: "Envoyer sur WhatsApp",
    whatsAppFor: "Envoyer sur WhatsApp\u00a0: reçu {number}",
    whatsAppFailed: "Le lien WhatsApp n’a pas pu être créé. Réessayez.",
  },
} satisfies Record<Language, Record<string, string>>;

/**
 * A receipt given to a person who has no e-mail (or prefers it so): "Print receipt" opens the PDF
 * in the browser's viewer; "Send on WhatsApp" opens WhatsApp (`wa.me`) with a short text in the
 * person's language and the receipt's private link (GET …/receipt/share, made when the page is
 * read, so the tap opens WhatsApp at once rather than after a request a phone's browser would
 * treat as a pop-up).
 */
export function ReceiptHandOut({ paymentId, number = null }: { paymentId: string; number?: string | null }) {
  const t = useTexts(texts);
  const { lang } = useAdminApi();
  const share = useQuery({
    queryKey: [ADMIN_KEY, apiPaths.admin.receiptShare(paymentId)],
    queryFn: () => adminGet<ReceiptShare>(apiPaths.admin.receiptShare(paymentId), lang),
  });
  const words = { number: number ?? "" };
  return (
    <>
      <a className="btn btn-outline min-h-11 px-4" href={withQuery(apiPaths.admin.receipt(paymentId), { print: "1" })} target="_blank" rel="noopener" aria-label={number ? format(t.printFor, words) : undefined}>
        {t.print}
      </a>
      {share.isSuccess && (
        <a className="btn btn-outline min-h-11 px-4" href={share.data.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={number ? format(t.whatsAppFor, words) : undefined}>
          {t.whatsApp}
        </a>
      )}
      {share.isError && <span className="text-sm text-red-800">{t.whatsAppFailed}</span>}
    </>
  );
}
