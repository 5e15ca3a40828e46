/**
 * The staff mail's link to an item (`/admin?tab=contacts&id=<id>`, server/mail/templates.ts) opens
 * the tab and, here, the item's dialog: once the tab's list holds the item, `open` is called once
 * and `id` leaves the address (replaced, not pushed), so that closing the dialog, a reload or Back
 * does not open it again. The list is the newest first, so an item just notified is on its first page.
 */
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";

export function useItemFromAddress<T extends { id: string }>(items: readonly T[] | undefined, open: (item: T) => void) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const id = new URLSearchParams(search).get("id");
  const item = id ? items?.find((candidate) => candidate.id === id) : undefined;
  useEffect(() => {
    if (!item) return;
    open(item);
    const params = new URLSearchParams(search);
    params.delete("id");
    navigate(`${location}?${params.toString()}`, { replace: true });
    // Once per item named by the address; `open` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item?.id]);
}
