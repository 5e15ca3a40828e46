import { useCallback, useEffect, useRef, type RefObject } from "react";

/**
 * Gives the focus back, when a dialog closes, to the button that opened it — or, if that button
 * left the page (the item was deleted), to `fallback`. Radix only does it for its own trigger.
 */
export function useOpener(open: boolean, fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open || !opener.current) return;
    const element = opener.current;
    opener.current = null;
    // After Radix has finished closing (it moves the focus itself).
    const timer = setTimeout(() => {
      if (element.isConnected && !(element as HTMLButtonElement).disabled) element.focus();
      else fallback.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open, fallback]);
  return useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
