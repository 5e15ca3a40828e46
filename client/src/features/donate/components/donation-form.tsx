import { useId, useLayoutEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import type { PayableRef } from "@shared/api-types";
import type { Currency, ImpactTier } from "@shared/domain";
import { DEFAULT_DONATION_CURRENCY, formatMoney, minAmount, parseWholeAmount, tierAmount, toMajor, toMinor } from "@shared/money";
import { FormField } from "@/components/ui/form-field";
import { useHydrated } from "@/hooks/use-hydrated";
import { toast } from "@/hooks/use-toast";
import { format, useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { useSubmitErrorHandler, useZodForm } from "@/lib/forms";
import { useDonate } from "../api/create-donation";
import { texts } from "../texts";
import { CurrencyPicker } from "./currency-picker";
import { TierCards } from "./tier-cards";

/** A created donation waiting for its payment: what the payment step shows and pays. */
export type DonationPayment = {
  /** The stored donation (amount in minor units, as stored) and the methods offered for it. */
  payable: PayableRef;
  impactTier: ImpactTier | null;
  email: string;
  /** The phone/WhatsApp number given, as the server stores it (the payment step's mobile-money number starts from it). */
  phone: string | null;
};

/**
 * The donation form (docs/rules.md R4, R20): a tier card or a whole amount of one's own, in one
 * of four currencies, an e-mail, and optionally the donor's name (for the receipt; "give
 * anonymously" keeps it off anything public) and a phone/WhatsApp number. Sending creates the donation and hands over to the payment
 * step, where the donor chooses how to pay.
 */
export function DonationForm({ onPaymentReady }: { onPaymentReady: (payment: DonationPayment) => void }) {
  const { lang } = useI18n();
  const d = useTexts(texts);
  const hydrated = useHydrated();
  const anonymousId = useId();
  const form = useZodForm(() => import("@shared/public-forms").then((m) => m.insertDonationSchema), {
    defaultValues: { email: "", donorName: "", phone: "", anonymous: false, amount: 0, currency: DEFAULT_DONATION_CURRENCY, impactTier: null, language: lang },
  });
  const showSubmitError = useSubmitErrorHandler(form);
  const { errors, isSubmitted } = form.formState;
  const [currency = DEFAULT_DONATION_CURRENCY, impactTier = null] = useWatch({ control: form.control, name: ["currency", "impactTier"] });
  // What the amount field shows; the form holds the whole number it means.
  const [amountText, setAmountText] = useState("");
  const amount = parseWholeAmount(amountText);
  const notWhole = amountText.trim() !== "" && amount === null;
  const mutation = useDonate();

  const setAmount = (text: string, major: number | null) => {
    setAmountText(text);
    form.setValue("amount", major ?? 0, { shouldValidate: isSubmitted && major !== null });
  };

  const chooseTier = (tier: ImpactTier, inCurrency: Currency = currency) => {
    const major = toMajor(tierAmount(tier, inCurrency), inCurrency);
    form.setValue("impactTier", tier);
    setAmount(String(major), major);
  };

  const chooseCurrency = (next: Currency) => {
    form.setValue("currency", next);
    if (impactTier) chooseTier(impactTier, next);
    else if (isSubmitted && amount !== null) void form.trigger("amount");
  };

  const typeAmount = (text: string) => {
    form.setValue("impactTier", null);
    setAmount(text, parseWholeAmount(text));
  };

  // An amount typed before the form's code ran (the other fields are put back by useZodForm).
  const earlyAmount = form.early?.amount;
  useLayoutEffect(() => {
    if (typeof earlyAmount === "string" && earlyAmount.trim() !== "") typeAmount(earlyAmount);
    // Once, when the form goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [earlyAmount]);

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(
      {
        ...values,
        // The optional fields left as they are not sent: the request is the specification's when they are not used.
        donorName: values.donorName || undefined,
        phone: values.phone || undefined,
        anonymous: values.anonymous || undefined,
        impactTier: values.impactTier ?? null,
        language: lang,
      },
      {
        onSuccess: ({ donation, payable }) => {
          toast({ title: d.toasts.createdTitle, description: d.toasts.created });
          onPaymentReady({ payable, impactTier: donation.impactTier, email: values.email, phone: values.phone || null });
        },
        onError: showSubmitError,
      },
    ),
  );

  const shown = amount !== null && amount > 0 ? formatMoney(toMinor(amount, currency), currency, lang) : null;
  const currencyName = currency === "XOF" ? "FCFA" : currency;

  return (
    <form onFocus={form.prefetchValidation} onSubmit={onSubmit} noValidate className="grid gap-6">
      <CurrencyPicker value={currency} onChange={chooseCurrency} />
      <TierCards currency={currency} selected={impactTier} onSelect={(tier) => chooseTier(tier)} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={format(d.form.customAmount, { currency: currencyName })}
          hint={format(d.form.customAmountHint, { minimum: formatMoney(minAmount(currency), currency, lang) })}
          error={notWhole ? "amount_notWhole" : errors.amount?.message}
        >
          <input
            type="text"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={amountText}
            onChange={(event) => typeAmount(event.target.value)}
          />
        </FormField>
        <FormField label={d.form.email} hint={d.form.emailHint} error={errors.email?.message}>
          <input type="email" autoComplete="email" inputMode="email" maxLength={254} {...form.register("email")} />
        </FormField>
        <FormField label={d.form.donorName} hint={d.form.donorNameHint} error={errors.donorName?.message}>
          <input type="text" autoComplete="name" maxLength={120} {...form.register("donorName")} />
        </FormField>
        <FormField label={d.form.phone} hint={d.form.phoneHint} error={errors.phone?.message}>
          <input type="tel" autoComplete="tel" inputMode="tel" maxLength={30} {...form.register("phone")} />
        </FormField>
      </div>
      <div className="flex items-start gap-3">
        <input id={anonymousId} type="checkbox" aria-describedby={`${anonymousId}-hint`} className="mt-1 h-5 w-5 shrink-0 cursor-pointer accent-brand" {...form.register("anonymous")} />
        <div>
          <label htmlFor={anonymousId} className="cursor-pointer py-0.5 font-semibold text-slate-800">
            {d.form.anonymous}
          </label>
          <p id={`${anonymousId}-hint`} className="text-sm text-slate-600">
            {d.form.anonymousHint}
          </p>
        </div>
      </div>
      <p aria-live="polite" className="min-h-7 text-lg font-semibold text-brand">
        {shown &&
          (impactTier
            ? format(d.form.summaryWithTier, { amount: shown, tier: d.tiers[impactTier].name })
            : format(d.form.summary, { amount: shown }))}
      </p>
      <div>
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          disabled={amount === null || amount <= 0 || mutation.isPending || !hydrated}
        >
          {mutation.isPending ? d.form.processing : d.form.submit}
        </button>
      </div>
    </form>
  );
}
