import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { heroImage } from "@/lib/images";
import { texts } from "../texts";

/** The top of the home page: the page's h1, its lead, Join Us and Donate, and the hero image (the LCP). */
export function HomeHero() {
  const { lang, t } = useI18n();
  const page = t.pages.home;
  const text = useTexts(texts).hero;
  return (
    <section className="bg-brand text-white">
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-2 lg:gap-12 lg:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">{text.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-5xl">{page.heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{page.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href={paths.join} className="btn btn-accent">
              {t.header.join}
            </Link>
            <Link href={paths.donate} className="btn btn-outline-light">
              {t.header.donate}
            </Link>
          </div>
        </div>
        <img
          src={heroImage.src}
          srcSet={`${heroImage.src} ${heroImage.width}w`}
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 100vw"
          width={heroImage.width}
          height={heroImage.height}
          alt={heroImage.alt[lang]}
          fetchPriority="high"
          className="h-auto w-full rounded-xl bg-brand-700"
        />
      </div>
    </section>
  );
}
