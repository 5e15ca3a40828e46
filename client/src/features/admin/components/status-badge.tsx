import type { ContactStatus, DonationStatus, MembershipStatus } from "@shared/domain";
import { useTexts } from "@/i18n/texts";
import { texts, type AdminTexts } from "../texts";
import { Badge, type BadgeTone } from "./badge";

/** The records that have a status, and the statuses of each. */
type Statuses = { membership: MembershipStatus; contact: ContactStatus; donation: DonationStatus };
export type StatusKind = keyof Statuses;
export type StatusOf<K extends StatusKind> = Statuses[K];

/** One tone per status, the same wherever the status shows (a list, a dialog, the dashboard). */
const tones: { [K in StatusKind]: Record<Statuses[K], BadgeTone> } = {
  membership: { pending: "warn", active: "good", inactive: "neutral" },
  contact: { new: "info", read: "neutral", replied: "good" },
  donation: { pending: "warn", processing: "info", succeeded: "good", failed: "bad", refunded: "neutral", canceled: "neutral" },
};

/** The words of a status of a kind of record (the shell's `labels`); an unknown status as it is. */
export function statusLabel<K extends StatusKind>(labels: AdminTexts["labels"], kind: K, value: Statuses[K]): string {
  const words: { [J in StatusKind]: Record<Statuses[J], string> } = {
    membership: labels.membershipStatus,
    contact: labels.contactStatus,
    donation: labels.donationStatus,
  };
  return (words[kind] as Record<string, string>)[value] ?? value;
}

/**
 * A member's, a message's or a donation's status, in colour and in words. `prefix` is read by
 * screen readers only, before the words (e.g. "Status:" where no heading says it).
 */
export function StatusBadge<K extends StatusKind>({ kind, value, prefix }: { kind: K; value: Statuses[K]; prefix?: string }) {
  const labels = useTexts(texts).labels;
  return (
    <Badge tone={(tones[kind] as Record<string, BadgeTone>)[value] ?? "neutral"}>
      {prefix && <span className="sr-only">{prefix} </span>}
      {statusLabel(labels, kind, value)}
    </Badge>
  );
}
