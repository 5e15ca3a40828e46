import { Link } from "wouter";
import { legalTypes, paths, type LegalType } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { useI18n } from "@/i18n";

export const isLegalType = (type: string | undefined): type is LegalType =>
  legalTypes.includes(type as LegalType);

export default function LegalPage({ params }: { params: { type?: string } }) {
  const { t } = useI18n();
  if (!isLegalType(params.type)) {
    return (
      <section className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
        <h1 className="text-3xl font-bold text-brand">{t.pages.legalNotFound.heading}</h1>
        <Link href={paths.home} className="btn btn-primary mt-8">
          {t.common.backToHome}
        </Link>
      </section>
    );
  }
  return <PageHero heading={t.pages.legalTypes[params.type]} />;
}
