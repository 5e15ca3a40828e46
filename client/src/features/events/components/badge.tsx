import type { ReactNode } from "react";

const tones = {
  brand: "bg-brand-100 text-brand",
  online: "bg-sky-100 text-sky-900",
  open: "bg-green-100 text-green-900",
  soon: "bg-amber-100 text-amber-900",
} as const;

/** A small label on an event card (its kind, Online, its registration status). */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
