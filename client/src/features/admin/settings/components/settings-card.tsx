import type { ReactNode } from "react";

/** One part of the settings tab: a titled card (a region named by its title). */
export function SettingsCard({ id, title, intro, action, children }: { id: string; title: string; intro?: string; action?: ReactNode; children: ReactNode }) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-brand">
            {title}
          </h3>
          {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
