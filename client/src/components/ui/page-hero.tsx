import type { ReactNode } from "react";

/** The band at the top of a page: its one h1 and a lead paragraph. */
export function PageHero({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="bg-brand-50 py-12 sm:py-16">
      <div className="container-page">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">{heading}</h1>
          {lead && <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
