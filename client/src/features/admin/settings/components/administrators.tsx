import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "@shared/paths";
import { isRole, roles, type Role } from "@shared/roles";
import { createAdminSchema, type AdminUser } from "@shared/admin";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { useAdminForm } from "../../lib/admin-form-rules";
import { useDialogForm } from "../../lib/use-dialog-form";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { ApiError, serverMessage } from "../../lib/admin-api";
import type { AdminRuleKey } from "../../lib/field-messages";
import { formatDate } from "../../lib/format";
import { useSession } from "../../lib/session";
import { texts as adminTexts } from "../../texts";
import { useAdminUsers, useChangeRole, useCreateAdmin, useRemoveAdmin } from "../api/settings-api";
import { texts } from "../texts";
import { SettingsList, SettingsListAction, SettingsListName } from "./settings-list";

/**
 * The administrators: who they are, their role and since when; add one, change a role, remove one
 * (after confirming). The server keeps full rights to at least one of them, and says so when refused.
 */
export function Administrators() {
  const t = useTexts(texts).admins;
  const { lang } = useI18n();
  const users = useAdminUsers();
  const session = useSession();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  return (
    <SettingsList
      id="settings-admins"
      title={t.heading}
      intro={t.intro}
      addLabel={t.add}
      onAdd={() => setAdding(true)}
      query={users}
      items={(data) => data.users}
      empty={t.empty}
      dialogs={
        <>
          <AddAdminDialog open={adding} onOpenChange={setAdding} />
          <RemoveAdminDialog user={removing} self={removing !== null && removing.id === session.user?.id} onClose={() => setRemoving(null)} />
        </>
      }
    >
      {(user) => (
        <>
          <SettingsListName
            name={
              <>
                {user.username} {user.id === session.user?.id && <span className="font-normal text-slate-700">{t.you}</span>}
              </>
            }
            detail={
              <>
                {t.since} <time dateTime={user.createdAt}>{formatDate(user.createdAt, lang)}</time>
              </>
            }
          />
          <RoleSelect user={user} self={user.id === session.user?.id} />
          <SettingsListAction label={t.remove} name={format(t.removeNamed, { username: user.username })} onClick={() => setRemoving(user)} />
        </>
      )}
    </SettingsList>
  );
}

/** An administrator's role, changed as soon as it is chosen; one's own changed, the tabs follow. */
function RoleSelect({ user, self }: { user: AdminUser; self: boolean }) {
  const t = useTexts(texts).admins;
  const labels = useTexts(adminTexts).labels.role;
  const queryClient = useQueryClient();
  const change = useChangeRole({ success: t.roleChanged, failure: t.roleFailed });
  const id = `admin-role-${user.id}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t.role}
      </label>
      <select
        id={id}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2"
        aria-label={format(t.roleOf, { username: user.username })}
        value={user.role}
        disabled={change.isPending}
        onChange={(event) => {
          const role = event.target.value;
          if (!isRole(role)) return;
          change.mutate({ id: user.id, role }, { onSuccess: () => void (self && queryClient.invalidateQueries({ queryKey: [apiPaths.me] })) });
        }}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {labels[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTexts(texts).admins;
  const signIn = useTexts(adminTexts).signIn;
  const { lang } = useI18n();
  const labels = useTexts(adminTexts).labels.role;
  const form = useAdminForm(createAdminSchema, { defaultValues: { username: "", password: "", role: "full" satisfies Role } });
  const create = useCreateAdmin({ success: t.added, failure: t.addFailed });
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const { close, onSubmit } = useDialogForm(form, onOpenChange, create.mutate, (error) => {
    if (applyServerErrors(form, error, lang)) return;
    // A taken name (409) is said on the name's field (a taken address comes with its field, above).
    if (error instanceof ApiError && error.status === 409) form.setError("username", { type: "taken" satisfies AdminRuleKey });
  });

  return (
    <AdminDialog open={open} onOpenChange={close} title={t.addTitle} description={t.addDescription}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label={signIn.username} error={fieldError(errors.username, "username")}>
          <input type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={100} {...form.register("username")} />
        </FormField>
        <FormField label={signIn.password} hint={t.passwordHint} error={fieldError(errors.password, "password")}>
          <input type="password" autoComplete="new-password" maxLength={200} {...form.register("password")} />
        </FormField>
        <FormField label={t.email} hint={t.emailHint} error={fieldError(errors.email, "email")}>
          <input type="email" autoComplete="off" maxLength={254} {...form.register("email", { setValueAs: (value: string) => value.trim() || undefined })} />
        </FormField>
        <FormField label={t.role} hint={t.roleHint}>
          <select {...form.register("role")}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {labels[role]}
              </option>
            ))}
          </select>
        </FormField>
        <FormActions label={t.submit} pendingLabel={t.submitting} pending={create.isPending} onCancel={() => close(false)} />
      </form>
    </AdminDialog>
  );
}

/** Removing an administrator, after confirming; removing oneself says first that it signs one out, and does. */
function RemoveAdminDialog({ user, self, onClose }: { user: AdminUser | null; self: boolean; onClose: () => void }) {
  const t = useTexts(texts).admins;
  const remove = useRemoveAdmin({ success: t.removed, failure: t.removeFailed, signedOut: t.removedSelf });
  const username = user?.username ?? "";
  const refusal = remove.isError ? (serverMessage(remove.error) ?? t.removeFailed) : null;

  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <AdminDialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={format(self ? t.removeSelfTitle : t.removeTitle, { username })}
      description={format(self ? t.removeSelfDescription : t.removeDescription, { username })}
    >
      {refusal && (
        <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 font-medium text-red-900">
          {refusal}
        </p>
      )}
      <FormActions
        label={self ? t.confirmRemoveSelf : t.confirmRemove}
        pendingLabel={t.removing}
        pending={remove.isPending}
        disabled={!user}
        danger
        // Oneself removed, the whole admin gives way to the sign-in: closing the dialog first would
        // draw the list again, which would ask the server for it without a session.
        onAction={() => user && remove.mutate(user, { onSuccess: self ? undefined : close })}
        onCancel={close}
      />
    </AdminDialog>
  );
}
