import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once the page's script runs. Forms keep
 * their submit button disabled until then: a form sent before its script has loaded would be
 * sent by the browser itself, its fields ending up in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
