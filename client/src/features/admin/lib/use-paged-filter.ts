import { useState } from "react";

/** A list's filter and the page shown: a new filter shows its first page. */
export function usePagedFilter<Filter>(initial: Filter) {
  const [filter, setFilter] = useState<Filter>(initial);
  const [page, setPage] = useState(1);
  const applyFilter = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  return { filter, applyFilter, page, setPage };
}
