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
 * Name, e-mail and how they would like to help: filed as a contact message 'Volunteering'; the
 * thanks stay above the emptied form (FormSent) until the visitor writes again.
 */
export function VolunteerForm() {
  const { lang } = useI18n();
  const text = useTexts(texts).form;
  const empty = { name: "", email: "", subject: text.subject, message: "", language: lang };
  const hydrated = useHydrated();
  const form = useZodForm(() => import("@shared/public-forms").then((m) => m.insertContactSchema), { defaultValues: empty });
  const showSubmitError = useSubmitErrorHandler(form);
  const offer = useCreateContact();
  const [sent, setSent] = useFormSent(text.successTitle, text.again, () => form.setFocus("name"));
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSent(null);
    offer.mutate(
      { ...values, subject: text.subject, language: lang },
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
      <form onFocus={form.prefetchValidation} onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={text.name} error={errors.name?.message}>
            <input type="text" autoComplete="name" {...form.register("name")} />
          </FormField>
          <FormField label={text.email} error={errors.email?.message}>
            <input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
          </FormField>
        </div>
        <FormField label={text.message} hint={text.messageHint} error={errors.message?.message}>
          <textarea rows={5} className="min-h-[120px]" {...form.register("message")} />
        </FormField>
        <div>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={offer.isPending || !hydrated}>
            {offer.isPending ? text.pending : text.submit}
          </button>
        </div>
      </form>
    </>
  );
}
