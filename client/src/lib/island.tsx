/**
 * Islands: a part of a page whose script is fetched only when the visitor scrolls to it. The
 * server renders it whole (it is readable, its submit button disabled); the browser leaves that
 * HTML as it is until the part comes into view, then loads its code and hydrates it. A page
 * reached by navigating inside the site loads it at once.
 */
import { lazy, Suspense, useState, type ComponentType } from "react";

let hydrating = true;
/** Called once the page has hydrated: islands rendered after that load at once. */
export const markHydrated = () => {
  hydrating = false;
};

function whenVisible(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.querySelector(selector);
    if (!element || typeof IntersectionObserver === "undefined") return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
  });
}

export function visibleIsland<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Now = lazy(load);
  const WhenVisible = lazy(() => whenVisible(`[data-island="${id}"]`).then(load));
  return function Island(props: P) {
    // Chosen once per mount: deferred only while the server's page is being hydrated.
    const [Part] = useState(() => (typeof window !== "undefined" && hydrating ? WhenVisible : Now));
    return (
      <div data-island={id}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
