import { useEffect, useState, type ComponentType } from "react";
import { useI18n } from "@/i18n";
import type { PaymentConfirmationProps } from "./payment-confirmation";

let loaded: ComponentType<PaymentConfirmationProps> | null = null;

/**
 * The payer's confirmation in its own chunk, fetched only when a payment is there to confirm (the
 * payment step's chunk is usually loaded already; after a reload it is not needed). While it
 * loads, a short wait; if it cannot be loaded, the payer is told to reload rather than pay again.
 */
export function LazyPaymentConfirmation(props: PaymentConfirmationProps) {
  const { t } = useI18n();
  const [Confirmation, setConfirmation] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Confirmation) return;
    let live = true;
    import("./payment-confirmation").then(
      (module) => {
        loaded = module.PaymentConfirmation;
        if (live) setConfirmation(() => module.PaymentConfirmation);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Confirmation, attempt]);

  if (Confirmation) return <Confirmation {...props} />;
  return (
    <div role={failed ? "alert" : "status"} className="mx-auto max-w-xl rounded-lg border-2 border-green-700 bg-white p-6 text-slate-800">
      <p>{failed ? t.common.pageFailed : t.common.loading}</p>
      {failed && (
        <button
          type="button"
          className="btn btn-primary mt-4 min-h-11"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t.common.retry}
        </button>
      )}
    </div>
  );
}
