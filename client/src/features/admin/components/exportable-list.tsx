import { useEffect, useId, type ReactNode } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { Pager } from "./pager";

type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * A list paged on the server, with its export: a hint and the link that downloads the list on
 * screen as a CSV file, the list (`children`) or `empty` when it holds nothing, then the pager.
 */
export function ExportableList<T>({
  result,
  csvUrl,
  exportHint,
  empty,
  pagerLabel,
  onPage,
  children,
}: {
  result: Page<T>;
  /** The file of the list on screen (not of a change still loading): the file holds what is shown. */
  csvUrl: string;
  exportHint: string;
  empty: string;
  pagerLabel: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const common = useTexts(texts).common;
  const exportHintId = useId();
  return (
    <div className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p id={exportHintId} className="max-w-prose text-sm text-slate-600">
          {exportHint}
        </p>
        <a href={csvUrl} download className="btn btn-outline" aria-describedby={exportHintId}>
          {common.exportCsv}
        </a>
      </div>
      {result.items.length === 0 ? <p className="py-6 text-slate-700">{empty}</p> : children(result.items)}
      <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} label={pagerLabel} />
    </div>
  );
}

/** A page that no longer exists (the items of the filter went away): the list goes to the last one. */
export function useLastPageWhenGone(data: Page<unknown> | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / data.pageSize)));
  }, [data, page, setPage]);
}
