import { Component, type ReactNode } from "react";
import { useI18n } from "@/i18n";

/** The browsers' messages for a script chunk that could not be fetched (Chrome, Firefox, Safari). */
const chunkFailure = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_KEY = "page-reloaded-for";

/**
 * When a page cannot be shown, for lack of its code (a bad mobile connection, or a new version of
 * the site whose files replaced the ones this page knew), the page is loaded again once from the
 * server. Otherwise, or if that did not help, a message in the page's language with a reload
 * button replaces the page's content; the header and footer stay usable. Keyed by the address:
 * going to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; location: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (!chunkFailure.test(message)) return;
    const here = window.location.href;
    try {
      if (sessionStorage.getItem(RELOADED_KEY) === here) return; // already tried: show the message
      sessionStorage.setItem(RELOADED_KEY, here);
    } catch {
      return; // storage refused: a reload could loop
    }
    window.location.reload();
  }

  override componentDidUpdate(previous: { location: string }) {
    if (previous.location !== this.props.location && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useI18n();
  return (
    <section role="alert" className="container-page flex max-w-2xl flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-brand">{t.common.pageFailedTitle}</h1>
      <p className="mt-4 text-lg text-slate-700">{t.common.pageFailed}</p>
      <button type="button" className="btn btn-primary mt-8" onClick={() => window.location.reload()}>
        {t.common.reload}
      </button>
    </section>
  );
}
