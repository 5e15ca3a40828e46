import type { DonationStatus } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { Badge, type BadgeTone } from "../../components/badge";
import { texts } from "../texts";

const tones: Record<DonationStatus, BadgeTone> = { pending: "warn", processing: "info", succeeded: "good", failed: "bad" };

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  const t = useTexts(texts);
  return <Badge tone={tones[status]}>{t.statuses[status]}</Badge>;
}
