import { useId, useState } from "react";
import type { AlreadyMemberError, PayableRef } from "@shared/api-types";
import type { MembershipCategory } from "@shared/domain";
import { DUES_CURRENCY, formatMoney, parseWholeAmount, paysOnline } from "@shared/money";
import { localizedPath, paths } from "@shared/paths";
import { translateMessage } from "@shared/validation";
import { FormField } from "@/components/ui/form-field";
import { useHydrated } from "@/hooks/use-hydrated";
import { toast } from "@/hooks/use-toast";
import { format, formatNodes, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useSubmitErrorHandler, useZodForm } from "@/lib/forms";
import { alreadyMember, useApplyForMembership } from "../api/apply-for-membership";
import { texts } from "../texts";
import { categoryOrder, useDuesInForce, useDuesLabel } from "./category-cards";
import { useSiteSettings } from "@/api/get-site-settings";

/** A paid application waiting for its dues: what the payment step shows and pays. */
export type MembershipPayment = {
  /** The stored membership's dues (minor units, as stored) and the methods offered for them. */
  payable: PayableRef;
  fullName: string;
  category: MembershipCategory;
  /** The year the dues pay, as the server chose it (named before anything is paid). */
  membershipYear: number | null;
  /** The phone/WhatsApp number given (the payment step's mobile-money number starts from it). */
  phone: string | null;
};

/** What the contribution field holds: whole FCFA, undefined when empty, NaN when not a whole amount. */
const contributionValue = (text: string) => (text.trim() === "" ? undefined : (parseWholeAmount(text) ?? Number.NaN));

/**
 * The membership application (docs/rules.md R20): checked in the browser with the server's
 * schema and sent in the page's language. A category with online dues hands over to the
 * payment step; the others are filed for the board and the form empties.
 */
export function MembershipForm({ onPaymentRequired }: { onPaymentRequired: (payment: MembershipPayment) => void }) {
  const { lang } = useI18n();
  const text = useTexts(texts);
  const f = text.form;
  const duesLabel = useDuesLabel();
  const patronDues = useDuesInForce().patron;
  const patronMinimum = patronDues.kind === "minimum" ? patronDues.minimum : 0;
  const settings = useSiteSettings().data;
  const duesAmounts = settings?.dues;
  // December's choice (docs/rules.md R7): the years dues paid today may pay, from the server's clock.
  const payableYears = settings?.payableYears ?? [];
  const hydrated = useHydrated();
  const ids = { countries: useId(), consent: useId(), consentError: useId(), yearRule: useId(), member: useId() };
  // A member paid up for every year payable today is not charged again: the server says until when.
  const [member, setMember] = useState<AlreadyMemberError | null>(null);
  const empty = {
    fullName: "",
    email: "",
    phone: "",
    country: "",
    category: "adherent_individual" as MembershipCategory,
    consent: false,
    language: lang,
  };
  const form = useZodForm(() => import("@shared/public-forms").then((m) => m.membershipApplicationSchema(duesAmounts)), { defaultValues: empty });
  const showSubmitError = useSubmitErrorHandler(form);
  const { errors } = form.formState;
  const category = form.watch("category");
  const chooseYear = payableYears.length > 1 && paysOnline(category ?? "adherent_individual");
  // Left out, the server takes the first year not paid (the current one): the radio shown first.
  const chosenYear = form.watch("membershipYear");
  const mutation = useApplyForMembership();

  const onSubmit = form.handleSubmit((values) => {
    setMember(null);
    mutation.mutate(
      // A number left empty is not sent: the request is the specification's when the field is not used.
      { ...values, phone: values.phone || undefined, membershipYear: chooseYear ? values.membershipYear : undefined, language: lang },
      {
        onSuccess: (response) => {
          const { membership } = response;
          if (response.requiresPayment && response.payable) {
            toast({ title: text.toasts.submittedTitle, description: text.toasts.paymentRequired });
            onPaymentRequired({
              payable: response.payable,
              fullName: membership.fullName,
              category: membership.category,
              membershipYear: membership.membershipYear ?? null,
              phone: values.phone || null,
            });
            return;
          }
          toast({ title: text.toasts.submittedTitle, description: response.message });
          form.reset(empty);
        },
        onError: (error) => {
          const refusal = alreadyMember(error);
          if (refusal) setMember(refusal);
          else showSubmitError(error);
        },
      },
    );
  });

  // Text that is not a whole amount reaches the schema as NaN: say what is wrong in words.
  const contributionError =
    errors.contributionAmount && Number.isNaN(form.getValues("contributionAmount")) ? "amount_notWhole" : errors.contributionAmount?.message;

  return (
    <form onFocus={form.prefetchValidation} onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={f.fullName} hint={f.fullNameHint} error={errors.fullName?.message}>
          <input type="text" autoComplete="name" maxLength={120} {...form.register("fullName")} />
        </FormField>
        <FormField label={f.email} error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...form.register("email")} />
        </FormField>
      </div>
      <FormField label={f.phone} hint={f.phoneHint} error={errors.phone?.message} className="sm:max-w-[calc(50%-0.625rem)]">
        <input type="tel" autoComplete="tel" inputMode="tel" maxLength={30} {...form.register("phone")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <FormField label={f.country} hint={f.countryHint} error={errors.country?.message}>
            <input type="text" list={ids.countries} autoComplete="country-name" maxLength={80} {...form.register("country")} />
          </FormField>
          <datalist id={ids.countries}>
            {text.countries.map((country) => (
              <option key={country} value={country} />
            ))}
          </datalist>
        </div>
        <FormField label={f.category} error={errors.category?.message}>
          <select {...form.register("category")}>
            {categoryOrder.map((c) => (
              <option key={c} value={c}>
                {format(f.categoryOption, { name: text.categories[c].name, dues: duesLabel(c) })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {category === "patron" && (
        <FormField
          label={f.contributionAmount}
          hint={format(f.contributionHint, { minimum: formatMoney(patronMinimum, DUES_CURRENCY, lang) })}
          error={contributionError}
          className="sm:max-w-sm"
        >
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            {...form.register("contributionAmount", { shouldUnregister: true, setValueAs: contributionValue })}
          />
        </FormField>
      )}
      {chooseYear && (
        <fieldset className="grid gap-2" aria-describedby={ids.yearRule}>
          <legend className="font-semibold text-slate-800">{f.membershipYear}</legend>
          <p id={ids.yearRule} className="text-sm text-slate-600">
            {format(f.membershipYearRule, { current: payableYears[0]!, next: payableYears[1]! })}
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {payableYears.map((year) => (
              <label key={year} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={ids.yearRule}
                  value={year}
                  checked={(chosenYear ?? payableYears[0]) === year}
                  onChange={() => form.setValue("membershipYear", year)}
                  className="h-5 w-5 accent-brand"
                />
                {format(f.membershipYearOption, { year })}
              </label>
            ))}
          </div>
          {errors.membershipYear?.message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {translateMessage(errors.membershipYear.message, lang)}
            </p>
          )}
        </fieldset>
      )}
      <div>
        <div className="flex items-start gap-3">
          <input
            id={ids.consent}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? ids.consentError : undefined}
            {...form.register("consent")}
          />
          <label htmlFor={ids.consent} className="cursor-pointer py-0.5 text-slate-800">
            {formatNodes(f.consent, {
              privacyPolicy: (
                <a
                  href={localizedPath(paths.legal("privacy"), lang)}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand underline underline-offset-2"
                >
                  {f.privacyPolicy} <span className="sr-only">{f.newTab}</span>
                </a>
              ),
            })}
          </label>
        </div>
        {errors.consent?.message && (
          <p id={ids.consentError} className="mt-1 text-sm font-medium text-red-700" role="alert">
            {translateMessage(errors.consent.message, lang)}
          </p>
        )}
      </div>
      {member && (
        <section role="alert" aria-labelledby={ids.member} className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h3 id={ids.member} className="font-semibold">
            {f.alreadyMemberTitle}
          </h3>
          <p className="mt-1">{format(f.alreadyMemberUntil, { year: member.paidThrough })}</p>
          <p className="mt-3">
            <a href={localizedPath(paths.myMembership, lang)} className="btn btn-primary min-h-11">
              {f.myPage}
            </a>
          </p>
          <p className="mt-1 text-sm">
            {formatNodes(f.alreadyMemberHelp, {
              contact: (
                <a href={localizedPath(paths.contact, lang)} className="font-semibold text-brand underline underline-offset-2">
                  {f.contactUs}
                </a>
              ),
            })}
          </p>
        </section>
      )}
      <div>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={mutation.isPending || !hydrated}>
          {mutation.isPending ? f.processing : f.submit}
        </button>
      </div>
    </form>
  );
}
