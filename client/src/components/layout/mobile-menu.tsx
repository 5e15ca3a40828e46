import { lazy, Suspense, useRef, useState } from "react";
import { useI18n } from "@/i18n";

const MobileMenuPanel = lazy(() => import("./mobile-menu-panel"));

/** The menu button of small screens; the slide-in panel holds the same links and closes when one is chosen. */
export function MobileMenu() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-brand hover:bg-slate-100 lg:hidden"
        aria-label={t.header.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
