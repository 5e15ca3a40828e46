import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/hooks/use-toast";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useHydrated } from "@/hooks/use-hydrated";
import { applyServerErrors, errorMessage, useZodForm } from "@/lib/forms";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";
import { texts } from "../texts";

type Status = { kind: "success" | "error"; message: string } | null;

/** The newsletter sign-up: one e-mail field, the answer in a toast and beside the form. */
export function NewsletterForm() {
  const { lang, t } = useI18n();
  const text = useTexts(texts).newsletter;
  const hydrated = useHydrated();
  const form = useZodForm(() => import("@shared/public-forms").then((m) => m.insertNewsletterSchema), { defaultValues: { email: "", language: lang } });
  const subscribe = useSubscribeNewsletter();
  const [status, setStatus] = useState<Status>(null);

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    subscribe.mutate(
      { ...values, language: lang },
      {
        onSuccess: (result) => {
          setStatus({ kind: "success", message: result.message });
          toast({ title: result.alreadySubscribed ? text.alreadyTitle : text.successTitle, description: result.message });
          form.reset({ email: "", language: lang });
        },
        onError: (error) => {
          const message = errorMessage(error, t.common.anErrorOccurred);
          // Field errors land on the field; any other failure is also written under the form.
          if (!applyServerErrors(form, error, lang)) setStatus({ kind: "error", message });
          toast({ variant: "destructive", title: text.errorTitle, description: message });
        },
      },
    );
  });

  return (
    <form onFocus={form.prefetchValidation} onSubmit={onSubmit} noValidate className="max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={text.email} error={form.formState.errors.email?.message} className="flex-1">
          <input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={subscribe.isPending || !hydrated}>
          {subscribe.isPending ? text.pending : text.submit}
        </button>
      </div>
      <p
        role="status"
        className={`mt-3 min-h-6 text-sm font-medium ${status?.kind === "error" ? "text-red-700" : "text-green-800"}`}
      >
        {status?.message}
      </p>
    </form>
  );
}
