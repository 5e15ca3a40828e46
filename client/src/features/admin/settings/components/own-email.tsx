import { useState } from "react";
import { ownEmailFormSchema } from "@shared/admin-invitations";
import { FormField } from "@/components/ui/form-field";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useOwnEmail, useSetOwnEmail } from "../api/account-links-api";
import { texts } from "../account-links-texts";
import { SettingsCard } from "./settings-card";

/** One's own address: the form, in Settings and in the question asked of an account without one. */
function OwnEmailForm({ email, onSaved, onCancel }: { email: string; onSaved?: () => void; onCancel?: () => void }) {
  const t = useTexts(texts).email;
  const { lang } = useI18n();
  const form = useAdminForm(ownEmailFormSchema, { defaultValues: { email } });
  const save = useSetOwnEmail({ success: t.saved, failure: t.failed });
  const fieldError = useFieldError();
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => onSaved?.(),
      onError: (error) => {
        if (!applyServerErrors(form, error, lang) && isConflict(error)) form.setError("email", { type: "taken" });
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <FormField label={t.label} error={fieldError(form.formState.errors.email, "email")}>
        <input type="email" autoComplete="email" maxLength={254} {...form.register("email")} />
      </FormField>
      <FormActions label={t.save} pendingLabel={t.saving} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}

const isConflict = (error: unknown) => (error as { status?: number } | null)?.status === 409;

/** Settings: my e-mail address. */
export function OwnEmail() {
  const t = useTexts(texts).email;
  const own = useOwnEmail();
  return (
    <SettingsCard id="settings-email" title={t.heading} intro={t.intro}>
      {own.data && <OwnEmailForm key={own.data.email ?? ""} email={own.data.email ?? ""} />}
    </SettingsCard>
  );
}

/**
 * Asked once a session of an account made before addresses were kept (docs/decisions/026-account-links.md):
 * without one, "Forgot your password?" cannot help its holder. "Later" asks again at the next sign-in.
 */
export function OwnEmailQuestion() {
  const t = useTexts(texts).email;
  const own = useOwnEmail();
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && own.data !== undefined && own.data.email === null;
  return (
    <AdminDialog open={open} onOpenChange={(next) => !next && setDismissed(true)} title={t.askTitle} description={t.askText}>
      {open && <OwnEmailForm email="" onSaved={() => setDismissed(true)} onCancel={() => setDismissed(true)} />}
    </AdminDialog>
  );
}
