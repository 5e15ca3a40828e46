import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** Previous / next over a list paged on the server, with where the reader is. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the pager moves through ('Members'), for screen readers. */
  label: string;
}) {
  const t = useTexts(texts);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        {format(t.common.showing, { from, to, total })} · {format(t.common.pageOf, { page, pages })}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-outline min-h-11" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.common.previous}
        </button>
        <button type="button" className="btn btn-outline min-h-11" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.common.next}
        </button>
      </div>
    </nav>
  );
}
