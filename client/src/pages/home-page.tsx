import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";

export default function HomePage() {
  const { t } = useI18n();
  const page = t.pages.home;
  return (
    <section className="bg-brand py-16 text-white sm:py-24">
      <div className="container-page">
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-slate-200">{page.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={paths.join} className="btn btn-accent">
            {t.header.join}
          </Link>
          <Link href={paths.donate} className="btn btn-outline-light">
            {t.header.donate}
          </Link>
        </div>
      </div>
    </section>
  );
}
