import type { ReactNode } from "react";

/** A band of a page with its h2 and an optional introduction. */
export function Section({
  title,
  intro,
  children,
  id,
  tone = "white",
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  id?: string;
  tone?: "white" | "tinted";
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === "tinted" ? "bg-brand-50 py-14" : "py-14"}>
      <div className="container-page">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
