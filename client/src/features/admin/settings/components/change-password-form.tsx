import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { passwordFormSchema, useChangePassword } from "../api/settings-api";
import { texts } from "../texts";
import { SettingsCard } from "./settings-card";

/** Change my password: the current one, the new one twice (at least 12 characters, no other rule). */
export function ChangePasswordForm() {
  const t = useTexts(texts).password;
  const { lang } = useI18n();
  const form = useAdminForm(passwordFormSchema, { defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const change = useChangePassword({ success: t.changed, failure: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        // A wrong current password comes back as that field's error.
        onError: (error) => void applyServerErrors(form, error, lang),
      },
    ),
  );

  return (
    <SettingsCard id="settings-password" title={t.heading} intro={t.intro}>
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <FormField label={t.current} error={fieldError(errors.currentPassword, "currentPassword")}>
          <input type="password" autoComplete="current-password" maxLength={200} {...form.register("currentPassword")} />
        </FormField>
        <FormField label={t.new} hint={t.newHint} error={fieldError(errors.newPassword, "newPassword")}>
          <input type="password" autoComplete="new-password" maxLength={200} {...form.register("newPassword")} />
        </FormField>
        <FormField label={t.confirm} error={fieldError(errors.confirmPassword, "confirmPassword")}>
          <input type="password" autoComplete="new-password" maxLength={200} {...form.register("confirmPassword")} />
        </FormField>
        <FormActions label={t.submit} pendingLabel={t.submitting} pending={change.isPending} />
      </form>
    </SettingsCard>
  );
}
