import { Link } from "wouter";
import { paths } from "@shared/paths";
import { isLegalType } from "./legal-types";
import { PageHero } from "@/components/ui/page-hero";
import { useI18n } from "@/i18n";


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
