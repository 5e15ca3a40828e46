import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import type { SaveFailure } from "../lib/save-failure";
import { texts } from "../texts";

/** Said at the top of a dialog whose save failed: why, and Retry (what is typed stays as it is). */
export function SaveFailedNotice({ failure, onRetry, pending }: { failure: SaveFailure; onRetry: () => void; pending?: boolean }) {
  const t = useTexts(texts).saveFailed;
  const common = useTexts(texts).common;
  const text =
    failure.kind === "offline" ? t.offline : failure.kind === "unreachable" ? t.unreachable : format(t.refused, { reason: failure.reason ?? common.error });
  return (
    <div role="alert" className="mb-4 flex flex-col gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-950 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{t.title}</p>
        <p className="mt-1 text-sm">{text}</p>
      </div>
      <button type="button" className="btn btn-outline min-h-11 shrink-0 bg-white" onClick={onRetry} disabled={pending}>
        {t.retry}
      </button>
    </div>
  );
}
