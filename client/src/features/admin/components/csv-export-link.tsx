import { useId } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** 'Export CSV' (a download of what the list selects) and, under it, what the file holds. */
export function CsvExportLink({ href, hint }: { href: string; hint: string }) {
  const common = useTexts(texts).common;
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1 sm:items-start lg:items-end lg:pt-[1.625rem]">
      <a href={href} download className="btn btn-outline w-full sm:w-auto" aria-describedby={hintId}>
        {common.exportCsv}
      </a>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
