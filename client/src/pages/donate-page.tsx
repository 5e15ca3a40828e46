import { useState } from "react";
import type { Currency } from "@shared/domain";
import { DEFAULT_DONATION_CURRENCY } from "@shared/money";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { CurrencyPicker } from "@/features/donate/components/currency-picker";
import { TierCards } from "@/features/donate/components/tier-cards";
import { texts } from "@/features/donate/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

export default function DonatePage() {
  const { t } = useI18n();
  const d = useTexts(texts);
  const [currency, setCurrency] = useState<Currency>(DEFAULT_DONATION_CURRENCY);
  return (
    <>
      <PageHero heading={t.pages.donate.heading} lead={d.lead} />
      <Section id="tiers" title={d.tiersTitle} intro={d.tiersIntro}>
        <div className="mb-6">
          <CurrencyPicker value={currency} onChange={setCurrency} />
        </div>
        <TierCards currency={currency} />
        <p className="mt-6 max-w-3xl text-sm text-slate-700">{d.refundNote}</p>
      </Section>
    </>
  );
}
