import { yearPaidOf, type MemberItem } from "@shared/admin";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** What the "Year paid" column says of a member (the same words as the CSV's): "2026", "Due 2027", "Lapsed", "—". */
export function yearPaidText(member: Pick<MemberItem, "standing" | "yearsPaid">, t: (typeof texts)["en"]["yearPaid"]): { text: string; label?: string } {
  const shown = yearPaidOf(member);
  if (shown.kind === "paid") return { text: String(shown.year) };
  if (shown.kind === "due") return { text: format(t.due, { year: shown.year }) };
  if (shown.kind === "lapsed") return { text: t.lapsed };
  // A dash alone says nothing to a screen reader.
  return { text: t.none, label: t.noneLabel };
}

const tones = { paid: "text-emerald-800", due: "text-amber-800", lapsed: "text-red-800", none: "text-slate-700" } as const;

export function YearPaid({ member }: { member: Pick<MemberItem, "standing" | "yearsPaid"> }) {
  const t = useTexts(texts).yearPaid;
  const { text, label } = yearPaidText(member, t);
  return (
    <span className={`font-semibold whitespace-nowrap ${tones[yearPaidOf(member).kind]}`} aria-label={label} title={label}>
      {text}
    </span>
  );
}
