import type { MemberItem } from "@shared/admin";
import type { Language } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { Badge } from "../../components/badge";
import { StatusBadge } from "../../components/status-badge";

const texts = {
  en: { erased: "Data erased", erasedNote: "Erased at the person’s request: nothing to edit." },
  fr: { erased: "Données effacées", erasedNote: "Effacées à la demande de la personne\u00a0: rien à modifier." },
} satisfies Record<Language, Record<string, string>>;

/** An application's status as the list shows it: a person whose data was erased reads erased, never a status under a placeholder. */
export function MemberStatus({ member }: { member: Pick<MemberItem, "status" | "erased"> }) {
  const t = useTexts(texts);
  return member.erased ? <Badge tone="neutral">{t.erased}</Badge> : <StatusBadge kind="membership" value={member.status} />;
}

/** In place of the actions, for a person whose data was erased. */
export function ErasedNote() {
  return <p className="text-sm text-slate-700">{useTexts(texts).erasedNote}</p>;
}
