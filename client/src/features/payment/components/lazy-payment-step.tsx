import { useEffect, useState, type ComponentType } from "react";
import { useI18n } from "@/i18n";
import type { PaymentStepProps } from "./payment-step";
import { Spinner } from "./spinner";

let loaded: ComponentType<PaymentStepProps> | null = null;
let loading: Promise<ComponentType<PaymentStepProps>> | null = null;

/** Fetches the payment step's code once (again after a failure). */
function load(): Promise<ComponentType<PaymentStepProps>> {
  loading ??= import("./payment-step").then(
    (module) => (loaded = module.PaymentStep),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the payment step while the visitor fills in the form, so it opens at once. */
export const preloadPaymentStep = () => void load().catch(() => undefined);

/**
 * The payment step in its own chunk: a visitor who only reads /join or /donate does not download
 * it. While it loads (normally already done: see preloadPaymentStep) a short wait is shown; if it
 * cannot be loaded, a message with Try again and the way back to the form.
 */
export function LazyPaymentStep(props: PaymentStepProps) {
  const { t } = useI18n();
  const [Step, setStep] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (Step) return;
    let live = true;
    load().then(
      (component) => live && setStep(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Step, attempt]);

  if (Step) return <Step {...props} />;
  return (
    <section aria-label={props.title} className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {failed ? (
        <div role="alert">
          <p className="leading-relaxed text-slate-800">{t.common.loadFailed}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t.common.retry}
            </button>
            <button type="button" className="btn btn-outline" onClick={props.onBack}>
              {t.common.backToForm}
            </button>
          </div>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {t.common.loading}
        </p>
      )}
    </section>
  );
}
