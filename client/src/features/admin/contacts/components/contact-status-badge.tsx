import type { ContactStatus } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { Badge, type BadgeTone } from "../../components/badge";
import { texts } from "../texts";

const tones: Record<ContactStatus, BadgeTone> = { new: "info", read: "neutral", replied: "good" };

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const t = useTexts(texts);
  return <Badge tone={tones[status]}>{t.status[status]}</Badge>;
}
