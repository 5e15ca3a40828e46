import { FormField } from "@/components/ui/form-field";
import { useFormSent } from "@/components/ui/form-sent";
import { toast } from "@/hooks/use-toast";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useHydrated } from "@/hooks/use-hydrated";
import { useSubmitErrorHandler, useZodForm } from "@/lib/forms";
import { useCreateContact } from "@/api/create-contact";
import { texts } from "../texts";

/**
 * The contact form (docs/rules.md R19–R20): checked in the browser with the server's schema, sent
 * in the page's language; the server's thanks arrive as a toast and the form empties, and they stay
 * above the form (FormSent) until the visitor writes again.
 */
export function ContactForm({ initialSubject = "" }: { initialSubject?: string }) {
  const { lang } = useI18n();
  const text = useTexts(texts).form;
  const empty = { name: "", email: "", subject: "", message: "", language: lang };
  const hydrated = useHydrated();
  const form = useZodForm(() => import("@shared/public-forms").then((m) => m.insertContactSchema), { defaultValues: { ...empty, subject: initialSubject } });
  const showSubmitError = useSubmitErrorHandler(form);
  const { errors } = form.formState;
  const mutation = useCreateContact();
  const [sent, setSent] = useFormSent(text.successTitle, text.again, () => form.setFocus("name"));

  const onSubmit = form.handleSubmit((values) => {
    setSent(null);
    mutation.mutate(
      { ...values, language: lang },
      {
        onSuccess: ({ message }) => {
          toast({ title: text.successTitle, description: message });
          form.reset(empty);
          setSent(message);
        },
        onError: showSubmitError,
      },
    );
  });

  return (
    <>
      {sent}
      <form onFocus={form.prefetchValidation} onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={text.name} error={errors.name?.message}>
            <input type="text" autoComplete="name" maxLength={120} {...form.register("name")} />
          </FormField>
          <FormField label={text.email} error={errors.email?.message}>
            <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...form.register("email")} />
          </FormField>
        </div>
        <FormField label={text.subject} error={errors.subject?.message}>
          <input type="text" maxLength={200} {...form.register("subject")} />
        </FormField>
        <FormField label={text.message} error={errors.message?.message}>
          <textarea rows={6} maxLength={5000} className="min-h-[120px] resize-y" {...form.register("message")} />
        </FormField>
        <div>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={mutation.isPending || !hydrated}>
            {mutation.isPending ? text.sending : text.submit}
          </button>
        </div>
      </form>
    </>
  );
}
