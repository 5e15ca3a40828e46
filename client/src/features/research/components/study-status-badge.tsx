import type { StudyStatus } from "../research-data";

/** Published: the default badge (brand colours); Ongoing: an outlined amber one. */
const styles: Record<StudyStatus, string> = {
  published: "border-brand bg-brand text-white",
  ongoing: "border-amber-700 bg-amber-50 text-amber-900",
};

export function StudyStatusBadge({ status, label }: { status: StudyStatus; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-3 py-1 text-xs font-semibold ${styles[status]}`}
    >
      {label}
    </span>
  );
}
