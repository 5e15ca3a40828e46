/**
 * Islands: a part of a page whose script is fetched only when the visitor scrolls to it. The
 * server renders it whole (it is readable, its submit button disabled); the browser leaves that
 * HTML as it is until the part comes into view, then loads its code and hydrates it. A page
 * reached by navigating inside the site loads it at once.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { useHydrated } from "@/hooks/use-hydrated";

/** The element of the island being rendered (its server HTML until its code has run). */
const IslandElement = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** What a visitor entered in a form's fields: by field name, a text, or a checkbox's state. */
export type EarlyInput = Record<string, string | boolean>;

/**
 * What the visitor entered in the island's server HTML before its code ran (on a slow link, a
 * visitor starts filling in a form long before its script arrives), read while the island
 * hydrates and so before React's first commit of it; null when there was no such HTML (a page
 * rendered in the browser, a part mounted again). Forms put it back once live (lib/forms.ts):
 * hydrating keeps the server's output, so a controlled field would show its default again.
 */
export function useEarlyInput(): EarlyInput | null {
  const island = useContext(IslandElement);
  const hydrating = !useHydrated();
  const [input] = useState(() => (hydrating && island?.current ? readFields(island.current) : null));
  return input;
}

function readFields(root: HTMLElement): EarlyInput {
  const input: EarlyInput = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input[name], select[name], textarea[name]")) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") input[field.name] = field.checked;
    else if (field instanceof HTMLInputElement && field.type === "radio") {
      if (field.checked) input[field.name] = field.value;
    } else input[field.name] = field.value;
  }
  return input;
}

export function visibleIsland<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  // Once loaded, the part renders at once wherever it is mounted again (a form emptied by a new key).
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Now = lazy(loadOnce);
  let reveal = () => {};
  const visible = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const WhenVisible = lazy(() => visible.then(loadOnce));

  return function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Chosen once per mount: deferred only when hydrating the server's HTML of this island (a page
    // rendered in the browser after a navigation has no such HTML yet).
    const [Part] = useState(
      () => loaded ?? (typeof document !== "undefined" && document.querySelector(`[data-island="${id}"]`) ? WhenVisible : Now),
    );
    useEffect(() => {
      const element = ref.current;
      if (Part !== WhenVisible) return;
      if (!element || typeof IntersectionObserver === "undefined") return reveal();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          reveal();
        },
        { rootMargin: "0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [Part]);
    return (
      <div ref={ref} data-island={id}>
        <IslandElement value={ref}>
          <Suspense fallback={null}>
            <Part {...props} />
            <MarkLive island={ref} />
          </Suspense>
        </IslandElement>
      </div>
    );
  };
}

/** Marks the island `data-live` once its code runs (browser tests wait for it). Renders nothing. */
function MarkLive({ island }: { island: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    island.current?.setAttribute("data-live", "");
  }, [island]);
  return null;
}
