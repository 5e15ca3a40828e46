import { useRef, useState } from "react";
import * as Tooltip from "@radix-ui/react-tooltip";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** How long a pointer rests on a 'View Citation' button before its citation shows (spec §2). */
export const CITATION_DELAY_MS = 700;

type Point = (typeof texts)["en"]["points"]["items"][number];

/**
 * One governance point and its 'View Citation' button. The citation shows on hover (after the
 * delay), at once on keyboard focus, and on a tap (touch screens have no hover).
 */
function PointCard({ point }: { point: Point }) {
  const t = useTexts(texts).points;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusedAt = useRef(Number.NEGATIVE_INFINITY);
  const escaped = useRef(false);
  const onOpenChange = (next: boolean) => {
    // Moving the keyboard focus to the button scrolls it into view, and Radix closes a tooltip
    // whose trigger scrolls: a close right after the focus arrived, focus still there, is that.
    const scrolledByFocus =
      !next && !escaped.current && document.activeElement === trigger.current && performance.now() - focusedAt.current < 500;
    escaped.current = false;
    if (!scrolledByFocus) setOpen(next);
  };
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="mb-4 block h-1.5 w-10 rounded-full bg-accent" />
      <h3 className="text-xl font-bold text-brand">{point.title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{point.summary}</p>
      <Tooltip.Root open={open} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            className="btn btn-outline mt-5 self-start"
            onFocus={() => {
              focusedAt.current = performance.now();
            }}
            onClick={(event) => {
              // Radix closes a tooltip on click; here a tap or click toggles it instead.
              event.preventDefault();
              setOpen((wasOpen) => !wasOpen);
            }}
          >
            {t.viewCitation}{" "}
            <span className="sr-only">— {point.title}</span>
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            onEscapeKeyDown={() => {
              escaped.current = true;
            }}
            side="top"
            align="start"
            sideOffset={8}
            collisionPadding={12}
            className="z-50 max-w-xs rounded-lg bg-brand px-4 py-3 text-sm leading-relaxed text-white shadow-lg sm:max-w-sm"
          >
            {format(t.quote, { article: point.article, text: point.text })}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </li>
  );
}

/** The four key points of the statutes, each with the article it comes from. */
export function GovernancePoints() {
  const t = useTexts(texts).points;
  return (
    <Tooltip.Provider delayDuration={CITATION_DELAY_MS}>
      <ul role="list" className="grid gap-6 md:grid-cols-2">
        {t.items.map((point) => (
          <PointCard key={point.article} point={point} />
        ))}
      </ul>
    </Tooltip.Provider>
  );
}
