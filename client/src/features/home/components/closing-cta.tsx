import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** The closing call to action: join the community, make a donation. */
export function ClosingCta() {
  const text = useTexts(texts).cta;
  return (
    <section aria-labelledby="cta-title" className="bg-accent py-14 text-brand">
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {text.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed">{text.text}</p>
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href={paths.join} className="btn btn-primary">
            {text.join}
          </Link>
          <Link href={paths.donate} className="btn btn-outline">
            {text.donate}
          </Link>
        </div>
      </div>
    </section>
  );
}
