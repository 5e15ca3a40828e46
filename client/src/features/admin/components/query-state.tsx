import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/**
 * What a list shows while it loads, when it failed (with a way to try again) and when it is
 * empty; its content otherwise.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  empty?: string;
  children: (data: T) => ReactNode;
}) {
  const t = useTexts(texts);
  if (query.isPending) return <p className="py-6 text-slate-700" role="status">{t.loading}</p>;
  if (query.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{t.common.loadFailed}</p>
        <button type="button" className="btn btn-outline mt-3 min-h-11" onClick={() => void query.refetch()}>
          {t.common.tryAgain}
        </button>
      </div>
    );
  if (isEmpty?.(query.data)) return <p className="py-6 text-slate-700">{empty ?? t.common.none}</p>;
  return <>{children(query.data)}</>;
}
