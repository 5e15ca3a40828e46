import { useRef, useState, type ComponentPropsWithRef, type ReactNode } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import type * as CitationTooltipModule from "./citation-tooltip";

/** How long a pointer rests on a 'View Citation' button before its citation shows (docs/rules.md R28). */
export const CITATION_DELAY_MS = 700;

export type Point = (typeof texts)["en"]["points"]["items"][number];

/**
 * What the visitor did to the 'View Citation' buttons before the tooltip code arrived (each
 * button named by its article). The tooltips replay it once that code is there.
 */
export type Intent = {
  /** The button that has the focus. */
  focused?: string;
  /** The button under the mouse, and since when (`performance.now()`). */
  hovered?: { article: string; since: number };
  /** The button clicked or tapped (an odd number of times). */
  clicked?: string;
};

/** A 'View Citation' button: the same markup before the tooltip code is loaded (SSR) and after. */
export function CitationButton({ point, ...props }: ComponentPropsWithRef<"button"> & { point: Point }) {
  const t = useTexts(texts).points;
  return (
    <button type="button" className="btn btn-outline mt-5 self-start" {...props}>
      {t.viewCitation}{" "}
      <span className="sr-only">— {point.title}</span>
    </button>
  );
}

function PointCard({ point, children }: { point: Point; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="mb-4 block h-1.5 w-10 rounded-full bg-accent" />
      <h3 className="text-xl font-bold text-brand">{point.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{point.summary}</p>
      {children}
    </li>
  );
}

/**
 * The four key points of the statutes, each with the article it comes from. The citations are
 * Radix tooltips (citation-tooltip.tsx), whose code, Floating UI included, is only loaded on the
 * first pointer, touch or focus on a button: until then the buttons note what the visitor does.
 */
export function GovernancePoints() {
  const t = useTexts(texts).points;
  const [loaded, setLoaded] = useState<{ module: typeof CitationTooltipModule; intent: Intent }>();
  const intent = useRef<Intent>({});
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import("./citation-tooltip").then(
      (module) => setLoaded({ module, intent: { ...intent.current } }),
      () => {
        loading.current = false; // the next interaction tries again
      },
    );
  };
  const noting = (article: string): ComponentPropsWithRef<"button"> => ({
    onPointerEnter: (event) => {
      load();
      if (event.pointerType !== "touch") intent.current.hovered = { article, since: performance.now() };
    },
    onPointerLeave: () => {
      intent.current.hovered = undefined;
    },
    onPointerDown: load,
    onTouchStart: load,
    onFocus: () => {
      load();
      intent.current.focused = article;
    },
    onBlur: () => {
      intent.current.focused = undefined;
    },
    onClick: () => {
      intent.current.clicked = intent.current.clicked === article ? undefined : article;
    },
  });

  const list = (
    <ul role="list" className="grid gap-6 md:grid-cols-2">
      {t.items.map((point) => (
        <PointCard key={point.article} point={point}>
          {loaded ? (
            <loaded.module.CitationTooltip point={point} intent={loaded.intent} />
          ) : (
            <CitationButton point={point} {...noting(point.article)} />
          )}
        </PointCard>
      ))}
    </ul>
  );
  // Under the tooltips' one Provider, React renders the list anew, new buttons included: hence the intent.
  return loaded ? <loaded.module.CitationProvider>{list}</loaded.module.CitationProvider> : list;
}
