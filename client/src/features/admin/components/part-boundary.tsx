import { Component, type ReactNode } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/**
 * Around a part of the admin (a tab, a dialog's body): if it throws while rendering — most often
 * its code could not be fetched on a failing connection — only that part is replaced by a message
 * with Retry; the rest of the admin, and whatever is typed elsewhere, stays. Retry renders the
 * part again (a failed `import()` is asked again by the loader that made it).
 */
export class PartBoundary extends Component<{ children: ReactNode; onRetry?: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    // Caught here, so that the page's own boundary (which reloads the page on a missing chunk) never sees it.
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <PartFailed onRetry={this.retry} /> : this.props.children;
  }
}

function PartFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(texts).partFailed;
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p>{t.text}</p>
      <button type="button" className="btn btn-outline mt-3 min-h-11 bg-white" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
