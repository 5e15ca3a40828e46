import type { MailSettingsResponse } from "@shared/mail";
import { languages } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { serverRefusal } from "@/lib/forms";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { fieldMessages } from "../../lib/admin-api";
import { texts as adminTexts } from "../../texts";
import { mailSettingsFormSchema, toMailSettingsPatch, useSaveMailSettings, type MailSettingsValues } from "../api/settings-api";
import { texts } from "../texts";

const toValues = (settings: MailSettingsResponse): MailSettingsValues => ({ notifyEmails: settings.notifyEmails.join("\n"), staffLanguage: settings.staffLanguage });

/**
 * Who among the staff is notified of new messages, volunteer offers and applications, and in which
 * language (PUT /api/admin/mail/settings). No address: the site's contact address, said under the box.
 */
export function MailSettingsForm({ settings }: { settings: MailSettingsResponse }) {
  const t = useTexts(texts).notify;
  const { common, labels } = useTexts(adminTexts);
  const form = useAdminForm(mailSettingsFormSchema, { defaultValues: toValues(settings) });
  const save = useSaveMailSettings({ success: t.saved, failure: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toMailSettingsPatch(values), {
      onSuccess: (saved) => form.reset(toValues(saved)),
      onError: (error) => {
        // The server names each address `notifyEmails.<n>`; the form has one box for them all.
        for (const field of fieldMessages(error)) form.setError(field.path.replace(/\.\d+$/, "") as keyof MailSettingsValues, serverRefusal(field));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t.emails}
        hint={format(t.emailsHint, { email: settings.contactEmail })}
        error={fieldError(errors.notifyEmails, "notifyEmails")}
        className="max-w-xl"
      >
        <textarea rows={4} autoComplete="off" spellCheck={false} inputMode="email" {...form.register("notifyEmails")} />
      </FormField>
      {settings.notifyEmails.length === 0 && <p className="-mt-2 max-w-xl break-words text-sm text-slate-700">{format(t.noneSet, { email: settings.contactEmail })}</p>}
      <FormField label={t.language} error={fieldError(errors.staffLanguage)} className="max-w-xs">
        <select {...form.register("staffLanguage")}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {labels.language[language]}
            </option>
          ))}
        </select>
      </FormField>
      <FormActions label={t.submit} pendingLabel={common.saving} pending={save.isPending} />
    </form>
  );
}
