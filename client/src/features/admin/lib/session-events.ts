/**
 * Whether the session ended under an open tab (an admin call answered 401): the sign-in form
 * then says so, and after signing in the person is back on the tab they were on.
 */
import { useSyncExternalStore } from "react";

let ended = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function markSessionEnded() {
  if (ended) return;
  ended = true;
  emit();
}

export function clearSessionEnded() {
  if (!ended) return;
  ended = false;
  emit();
}

export const useSessionEnded = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ended,
    () => false,
  );
