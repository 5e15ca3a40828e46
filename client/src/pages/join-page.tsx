import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { CategoryCards } from "@/features/join/components/category-cards";
import { DuesNote } from "@/features/join/components/dues-note";
import { texts } from "@/features/join/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

export default function JoinPage() {
  const { t } = useI18n();
  const j = useTexts(texts);
  return (
    <>
      <PageHero heading={t.pages.join.heading} lead={j.lead} />
      <Section id="categories" title={j.categoriesTitle} intro={j.categoriesIntro}>
        <CategoryCards />
        <div className="mt-8 max-w-3xl">
          <DuesNote />
        </div>
      </Section>
    </>
  );
}
