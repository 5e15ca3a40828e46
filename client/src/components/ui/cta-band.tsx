import { Link } from "wouter";

type Action = { href: string; label: string };

/** A full-width band that asks the visitor to act: a heading, a sentence, two buttons. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
  tone = "brand",
}: {
  id: string;
  title: string;
  text: string;
  primary: Action;
  secondary: Action;
  tone?: "brand" | "accent";
}) {
  const onBrand = tone === "brand";
  return (
    <section aria-labelledby={id} className={onBrand ? "bg-brand py-14 text-white" : "bg-accent py-14 text-brand"}>
      <div className="container-page flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className={`mt-3 text-lg leading-relaxed ${onBrand ? "text-slate-200" : ""}`}>{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link href={primary.href} className={onBrand ? "btn btn-accent" : "btn btn-primary"}>
            {primary.label}
          </Link>
          <Link href={secondary.href} className={onBrand ? "btn btn-outline-light" : "btn btn-outline"}>
            {secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
