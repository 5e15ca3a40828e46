import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The closing band of /research: research partnerships, both buttons lead to the contact form. */
export function ResearchPartnerBand() {
  const text = useTexts(texts).partner;
  const partnerHref = `${paths.contact}?subject=${encodeURIComponent(text.partnerSubject)}`;
  return (
    <section aria-labelledby="research-partner-title" className="bg-brand py-14 text-white">
      <div className="container-page flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="research-partner-title" className="text-2xl font-bold sm:text-3xl">
            {text.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-200">{text.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={partnerHref} className="btn btn-accent">
            {text.partner}
          </Link>
          <Link href={paths.contact} className="btn btn-outline-light">
            {text.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
