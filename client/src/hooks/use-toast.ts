/**
 * Toasts (docs/rules.md R23): one at a time, shown 5000 ms, a dismissed one removed after
 * 1,000,000 ms (Radix animates it out meanwhile). A tiny store outside React so any code
 * (mutations, pages) can raise one.
 */
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
};
export type Toast = ToastInput & { id: string; open: boolean };

let toasts: Toast[] = [];
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

const emit = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((l) => l());
};

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismiss(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id) };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const empty: Toast[] = [];

export function useToast() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  );
  return { toasts: list, toast, dismiss };
}
