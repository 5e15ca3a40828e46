import type { MemberItem } from "@shared/admin";
import { languages, membershipCategories, membershipStatuses } from "@shared/domain";
import { patchMembershipSchema } from "@shared/schema";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors, useZodForm } from "@/lib/forms";
import { AdminDialog } from "../../components/admin-dialog";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { ApiError } from "../../lib/admin-api";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useUpdateMember } from "../api/members";
import { texts } from "../texts";

/**
 * Editing one member, in the admin's dialog. The save names the version of the copy that was
 * opened: if someone changed the member meanwhile, the server refuses (409), the toast says so,
 * the list is read again and the dialog closes so that the fresh copy can be opened.
 */
export function MemberEditDialog({ member, onClose }: { member: MemberItem; onClose: () => void }) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.editTitle}
      description={format(t.editDescription, { name: member.fullName, date: formatDate(member.createdAt, lang) })}
    >
      <MemberEditForm member={member} onClose={onClose} />
    </AdminDialog>
  );
}

function MemberEditForm({ member, onClose }: { member: MemberItem; onClose: () => void }) {
  const { common, labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const form = useZodForm(patchMembershipSchema, {
    defaultValues: {
      fullName: member.fullName,
      email: member.email,
      country: member.country,
      category: member.category,
      status: member.status,
      language: member.language,
    },
  });
  const update = useUpdateMember(() => onClose());
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: member.id, patch: { ...values, version: member.version } },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onClose();
          else applyServerErrors(form, error, lang);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <FormField label={labels.field.fullName} error={errors.fullName?.message} className="sm:col-span-2">
        <input type="text" autoComplete="off" maxLength={120} {...form.register("fullName")} />
      </FormField>
      <FormField label={labels.field.email} error={errors.email?.message} className="sm:col-span-2">
        <input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("email")} />
      </FormField>
      <FormField label={labels.field.country} error={errors.country?.message}>
        <input type="text" autoComplete="off" maxLength={80} {...form.register("country")} />
      </FormField>
      <FormField label={labels.field.language} error={errors.language?.message}>
        <select {...form.register("language")}>
          <Options values={languages} labels={labels.language} />
        </select>
      </FormField>
      <FormField label={labels.field.category} error={errors.category?.message}>
        <select {...form.register("category")}>
          <Options values={membershipCategories} labels={labels.category} />
        </select>
      </FormField>
      <FormField label={labels.field.status} error={errors.status?.message}>
        <select {...form.register("status")}>
          <Options values={membershipStatuses} labels={labels.membershipStatus} />
        </select>
      </FormField>
      <FormActions label={common.save} pendingLabel={common.saving} pending={update.isPending} onCancel={onClose} className="mt-2 sm:col-span-2" />
    </form>
  );
}
