import type { ReactNode } from "react";

/** The tones of a status badge; each pairs a light ground with a dark text (contrast ≥ 4.5:1). */
const tones = {
  neutral: "bg-slate-100 text-slate-800",
  info: "bg-sky-100 text-sky-900",
  good: "bg-emerald-100 text-emerald-900",
  warn: "bg-amber-100 text-amber-900",
  bad: "bg-red-100 text-red-900",
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>{children}</span>;
}
