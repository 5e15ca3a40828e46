import { useId, useMemo, useRef, useState } from "react";
import type { MemberRecord } from "@shared/admin";
import { countryOptions } from "@shared/countries";
import { languages, membershipCategories, membershipStatuses } from "@shared/domain";
import { apiPaths } from "@shared/paths";
import { patchMembershipSchema, type PatchMembership } from "@shared/schema";
import { FormField } from "@/components/ui/form-field";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { applyServerErrors } from "@/lib/forms";
import { useAdminForm } from "../../lib/admin-form-rules";
import { AdminDialog } from "../../components/admin-dialog";
import { useFieldError } from "../../components/field-error";
import { FormActions } from "../../components/form-actions";
import { Options } from "../../components/options";
import { PaymentHistory } from "../../components/payments/payment-history";
import { useResendAttestation } from "../../lib/documents-api";
import { formatDate } from "../../lib/format";
import { texts as adminTexts } from "../../texts";
import { useUpdateMember } from "../api/members";
import { texts } from "../texts";
import { approvalAsksForDues, DuesQuestion } from "./dues-question";

type Props = {
  member: MemberRecord;
  onClose: () => void;
  /** Opens the dialog that records this member's dues (chosen when approving a member who owes them). */
  onRecordPayment: (member: MemberRecord) => void;
};

/**
 * Editing one member, in the admin's dialog, with the member's payments below. The save names the
 * version of the copy that was opened: if someone changed the member meanwhile, the server refuses
 * (409) and the dialog stays open with the typing, their version's differing fields above it, and
 * a way to save the typing over it. Approving a member whose dues are unpaid first asks whether
 * they were paid.
 */
export function MemberEditDialog({ member, onClose, onRecordPayment }: Props) {
  const t = useTexts(texts);
  const { lang } = useI18n();
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.editTitle}
      description={format(t.editDescription, { name: member.fullName, date: formatDate(member.createdAt, lang) })}
    >
      <div className="grid gap-5">
        <MemberEditForm member={member} onClose={onClose} onRecordPayment={onRecordPayment} />
        {member.status === "active" && <MemberCertificate member={member} />}
        <PaymentHistory kind="membership" id={member.id} />
      </div>
    </AdminDialog>
  );
}

/** An active member's certificate: download it, or mail it again to the member (a toast says so). */
function MemberCertificate({ member }: { member: MemberRecord }) {
  const t = useTexts(adminTexts).documents;
  const resend = useResendAttestation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-4">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          className="btn btn-outline min-h-11 px-4"
          href={apiPaths.admin.attestation(member.id)}
          download
          aria-label={format(t.certificateFor, { name: member.fullName })}
        >
          {t.certificate}
        </a>
        <button
          type="button"
          className="btn btn-outline min-h-11 px-4"
          aria-label={format(t.sendCertificateAgain, { name: member.fullName })}
          disabled={resend.isPending}
          onClick={() => resend.mutate(member.id)}
        >
          {resend.isPending ? t.sending : t.sendAgain}
        </button>
      </div>
    </section>
  );
}

function MemberEditForm({ member, onClose, onRecordPayment }: Props) {
  const { common, labels } = useTexts(adminTexts);
  const { lang } = useI18n();
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const form = useAdminForm(patchMembershipSchema, {
    defaultValues: {
      fullName: member.fullName,
      email: member.email ?? undefined,
      country: member.countryCode ?? member.country,
      category: member.category,
      status: member.status,
      language: member.language,
    },
  });
  // The approval waiting for the answer to "were the dues paid?" (the form stays, hidden, with what was typed).
  const [asking, setAsking] = useState<PatchMembership | null>(null);
  // After a save: close, or go on to record the payment (the other changes saved, the status left pending).
  const then = useRef<"close" | "record">("close");
  const update = useUpdateMember((result) => (then.current === "record" ? onRecordPayment(result.membership) : onClose()));
  const { errors } = form.formState;
  const fieldError = useFieldError();

  const save = (patch: PatchMembership, next: "close" | "record") => {
    then.current = next;
    update.mutate(
      { id: member.id, patch: { ...patch, version: member.version } },
      {
        // The form comes back with what was typed (a 409 shows the newer version above it).
        onError: (error) => {
          setAsking(null);
          applyServerErrors(form, error, lang);
        },
      },
    );
  };

  const onSubmit = form.handleSubmit((values) => {
    if (values.status === "active" && approvalAsksForDues(member, values.category)) setAsking(values);
    else save(values, "close");
  });

  const recordInstead = () => {
    const rest = { ...asking, status: member.status };
    const before: Record<string, unknown> = { ...member, country: member.countryCode ?? member.country };
    const changed = (Object.keys(rest) as (keyof typeof rest)[]).some((key) => rest[key] !== undefined && rest[key] !== before[key]);
    if (changed) save(rest, "record");
    else onRecordPayment(member);
  };

  return (
    <>
      {asking && (
        <DuesQuestion
          member={member}
          heading
          pending={update.isPending}
          onRecord={recordInstead}
          onApprove={() => save(asking, "close")}
          onCancel={() => setAsking(null)}
        />
      )}
      <form noValidate onSubmit={onSubmit} hidden={asking !== null} className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.field.fullName} error={fieldError(errors.fullName, "fullName")} className="sm:col-span-2">
          <input type="text" autoComplete="off" maxLength={120} {...form.register("fullName")} />
        </FormField>
        <FormField label={labels.field.email} error={fieldError(errors.email, "email")} className="sm:col-span-2">
          <input type="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={254} {...form.register("email")} />
        </FormField>
        <FormField label={labels.field.country} error={fieldError(errors.country, "country")}>
          <select {...form.register("country")}>
            {/* What was typed before there was a list, when it names no country: kept until changed. */}
            {!member.countryCode && <option value={member.country}>{member.country}</option>}
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={labels.field.language} error={fieldError(errors.language)}>
          <select {...form.register("language")}>
            <Options values={languages} labels={labels.language} />
          </select>
        </FormField>
        <FormField label={labels.field.category} error={fieldError(errors.category)}>
          <select {...form.register("category")}>
            <Options values={membershipCategories} labels={labels.category} />
          </select>
        </FormField>
        <FormField label={labels.field.status} error={fieldError(errors.status)}>
          <select {...form.register("status")}>
            <Options values={membershipStatuses} labels={labels.membershipStatus} />
          </select>
        </FormField>
        <FormActions label={common.save} pendingLabel={common.saving} pending={update.isPending} onCancel={onClose} className="mt-2 sm:col-span-2" />
      </form>
    </>
  );
}
