import { useMemo, useSyncExternalStore } from "react";
import type { PaidPayment } from "../types";

/**
 * The payment a page's payer just made, kept in the tab's sessionStorage: a reload, a return from
 * the phone's prompt or from another page finds it, and the page asks the server about it again
 * (its confirmation) instead of showing an empty form that would let the payer pay again. Only
 * our payment's id and the payer's proof are kept; what is shown is always the server's answer.
 * `place` names the page (`join`, `donate`, `renew:<year id>`). Read in the browser only: the
 * server's HTML has none (the page then shows its form, and the confirmation once hydrated).
 */
const keyOf = (place: string) => `paid:${place}`;
/** The same, for this page's life, where the browser refuses storage (then a reload forgets it). */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function read(place: string): string | null {
  try {
    return window.sessionStorage.getItem(keyOf(place));
  } catch {
    // Storage refused (a blocked cookie setting): what this page's life remembers.
    return memory.get(place) ?? null;
  }
}

function parse(raw: string | null): PaidPayment | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PaidPayment>;
    return typeof value.id === "string" && typeof value.token === "string" ? { id: value.id, token: value.token } : null;
  } catch {
    return null;
  }
}

export function rememberPayment(place: string, paid: PaidPayment) {
  const value = JSON.stringify({ id: paid.id, token: paid.token });
  try {
    window.sessionStorage.setItem(keyOf(place), value);
  } catch {
    // Not kept across a reload: the confirmation still shows until the page is left.
    memory.set(place, value);
  }
  emit();
}

export function forgetPayment(place: string) {
  memory.delete(place);
  try {
    window.sessionStorage.removeItem(keyOf(place));
  } catch {
    // Nothing was kept.
  }
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The payment remembered for `place` (null on the server and until one is made). */
export function useRememberedPayment(place: string): PaidPayment | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(place),
    () => null,
  );
  // The raw text is the snapshot (stable between renders); the object is made from it once.
  return useMemo(() => parse(raw), [raw]);
}
