import { Link } from "wouter";
import { paths } from "@shared/paths";
import { PageHero } from "@/components/ui/page-hero";
import { Section } from "@/components/ui/section";
import { texts } from "@/features/partners/texts";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";

/** /partners: the specification's coming-soon page, with the three kinds of partners and a way to write. */
export default function PartnersPage() {
  const { t } = useI18n();
  const page = t.pages.partners;
  const text = useTexts(texts);
  return (
    <>
      <PageHero heading={page.heading} lead={page.description}>
        <div className="mt-6 rounded-lg border border-brand-100 bg-white p-5">
          <p>
            <span className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-semibold text-brand">{text.soon.badge}</span>
          </p>
          <p className="mt-3 text-lg font-semibold text-brand">{text.soon.title}</p>
          <p className="mt-2 leading-relaxed text-slate-700">{text.soon.text}</p>
        </div>
      </PageHero>

      <Section id="categories" title={text.categories.title}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {text.categories.items.map((item) => (
            <li key={item.title} className="rounded-lg border-t-4 border-accent bg-brand-50 p-6">
              <h3 className="text-xl font-bold text-brand">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="partner-contact-title" className="bg-brand py-14 text-white">
        <div className="container-page max-w-3xl text-center">
          <h2 id="partner-contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {text.contact.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-200">{text.contact.text}</p>
          <Link href={paths.contact} className="btn btn-accent mt-8">
            {t.common.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}
