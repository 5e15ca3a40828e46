import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";

/** Shown, with status 404, for every address the site does not have (docs/rules.md R30). */
export default function NotFoundPage() {
  const { t } = useI18n();
  const page = t.pages.notFound;
  return (
    <section className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-brand sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{page.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={paths.home} className="btn btn-primary">
          {page.home}
        </Link>
        <Link href={paths.volunteer} className="btn btn-outline">
          {page.volunteer}
        </Link>
      </div>
    </section>
  );
}
