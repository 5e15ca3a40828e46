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
import { QueryState } from "../../components/query-state";
import { useAdminForm } from "../../lib/admin-form-rules";
import { formatDateTime } from "../../lib/format";
import { useInvitations, useInvite, useWithdrawInvitation } from "../api/account-links-api";
import { texts } from "../account-links-texts";
import { SettingsCard } from "./settings-card";

/** The invitations waiting (docs/decisions/026-account-links.md): invite by e-mail, withdraw one. */
export function Invitations() {
  const t = useTexts(texts).invitations;
  const { lang } = useI18n();
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  const withdraw = useWithdrawInvitation({ success: t.withdrawn, failure: t.withdrawFailed });

  return (
    <SettingsCard
      id="settings-invitations"
      title={t.heading}
      intro={t.intro}
      action={
        <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => setInviting(true)}>
          {t.invite}
        </button>
      }
    >
      <QueryState query={invitations} isEmpty={(data) => data.invitations.length === 0} empty={t.empty}>
        {(data) => (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="font-semibold break-all text-slate-900">{invitation.username}</p>
                  <p className="text-sm break-all text-slate-700">
                    {format(t.waiting, { email: invitation.email, inviter: invitation.invitedBy, until: formatDateTime(invitation.expiresAt, lang) })}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-outline"
                  aria-label={format(t.withdrawNamed, { username: invitation.username })}
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(invitation)}
                >
                  {t.withdraw}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </SettingsCard>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTexts(texts).invitations;
  const { lang } = useI18n();
  const form = useAdminForm(inviteAdminSchema, { defaultValues: { username: "", email: "", language: lang } });
  const invite = useInvite({ success: t.sent, failure: t.failed });
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => close(false),
      onError: (error) => {
        if (!applyServerErrors(form, error, lang)) applyConflict(form, error);
      },
    }),
  );

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
