import { useState } from "react";
import { inviteAdminSchema } from "@shared/admin-invitations";
import { languages } from "@shared/domain";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useDialogForm } from "../../lib/use-dialog-form";
import { formatDateTime } from "../../lib/format";
import { useInvitations, useInvite, useWithdrawInvitation } from "../api/account-links-api";
import { texts } from "../account-links-texts";
import { SettingsList, SettingsListAction, SettingsListName } from "./settings-list";

/** The invitations waiting (docs/decisions/026-account-links.md): invite by e-mail, withdraw one. */
export function Invitations() {
  const t = useTexts(texts).invitations;
  const { lang } = useI18n();
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  const withdraw = useWithdrawInvitation({ success: t.withdrawn, failure: t.withdrawFailed });

  return (
    <SettingsList
      id="settings-invitations"
      title={t.heading}
      intro={t.intro}
      addLabel={t.invite}
      onAdd={() => setInviting(true)}
      query={invitations}
      items={(data) => data.invitations}
      empty={t.empty}
      dialogs={<InviteDialog open={inviting} onOpenChange={setInviting} />}
    >
      {(invitation) => (
        <>
          <SettingsListName
            name={invitation.username}
            detail={
              <span className="break-all">
                {format(t.waiting, { email: invitation.email, inviter: invitation.invitedBy, until: formatDateTime(invitation.expiresAt, lang) })}
              </span>
            }
          />
          <SettingsListAction
            label={t.withdraw}
            name={format(t.withdrawNamed, { username: invitation.username })}
            disabled={withdraw.isPending}
            onClick={() => withdraw.mutate(invitation)}
          />
        </>
      )}
    </SettingsList>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTexts(texts).invitations;
  const { lang } = useI18n();
  const form = useAdminForm(inviteAdminSchema, { defaultValues: { username: "", email: "", language: lang } });
  const invite = useInvite({ success: t.sent, failure: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const { close, onSubmit } = useDialogForm(form, onOpenChange, invite.mutate, (error) => {
    if (!applyServerErrors(form, error, lang)) applyConflict(form, error);
  });

  return (
    <AdminDialog open={open} onOpenChange={close} title={t.title} description={t.description}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label={t.username} error={fieldError(errors.username, "username")}>
          <input type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={100} {...form.register("username")} />
        </FormField>
        <FormField label={t.email} error={fieldError(errors.email, "email")}>
          <input type="email" autoComplete="off" maxLength={254} {...form.register("email")} />
        </FormField>
        <FormField label={t.language}>
          <select {...form.register("language")}>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t.languages[language]}
              </option>
            ))}
          </select>
        </FormField>
        <FormActions label={t.submit} pendingLabel={t.submitting} pending={invite.isPending} onCancel={() => close(false)} />
      </form>
    </AdminDialog>
  );
}

/** A 409 names its field (a taken name or address): said there, in the server's words. */
function applyConflict(form: { setError: (name: "username" | "email", error: { type: string }) => void }, error: unknown) {
  const body = (error as { status?: number; body?: { errors?: { path: string; message: string }[] } }) ?? {};
  if (body.status !== 409) return false;
  for (const field of body.body?.errors ?? []) if (field.path === "username" || field.path === "email") form.setError(field.path, { type: "taken" });
  return true;
}
