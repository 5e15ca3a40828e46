/**
 * The citations' Radix tooltips. Loaded by governance-points.tsx on the first interaction with a
 * 'View Citation' button, so that Radix and Floating UI stay out of the page's first JavaScript.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import * as Tooltip from "@radix-ui/react-tooltip";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { CITATION_DELAY_MS, CitationButton, type Intent, type Point } from "./governance-points";

/** Shared by all the citations: the hover delay, and no delay when going from one to the next. */
export function CitationProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={CITATION_DELAY_MS}>{children}</Tooltip.Provider>;
}

/**
 * A 'View Citation' button with its citation. The citation shows on hover (after the delay), at
 * once on keyboard focus, and on a tap (touch screens have no hover). `intent` is what the
 * visitor did before this code arrived, replayed here.
 */
export function CitationTooltip({ point, intent }: { point: Point; intent: Intent }) {
  const t = useTexts(texts).points;
  const [open, setOpen] = useState(intent.clicked === point.article);
  const trigger = useRef<HTMLButtonElement>(null);
  const focusedAt = useRef(Number.NEGATIVE_INFINITY);
  const escaped = useRef(false);

  // This button replaces the one that had the focus: it takes the focus, and Radix opens the citation.
  const focused = intent.focused === point.article;
  useLayoutEffect(() => {
    if (focused) trigger.current?.focus();
  }, [focused]);

  // The pointer came to the button this one replaces: the citation opens when the delay since then
  // is over, unless the pointer moves off first. Until the pointer moves on this new button, the
  // browser does not tell it (nor Radix) when the pointer leaves: the citation is closed here then.
  const hoveredSince = intent.hovered?.article === point.article ? intent.hovered.since : undefined;
  useEffect(() => {
    if (hoveredSince === undefined) return;
    let entered = false;
    const timer = window.setTimeout(() => setOpen(true), hoveredSince + CITATION_DELAY_MS - performance.now());
    const moved = (event: PointerEvent) => {
      if (event.target instanceof Node && trigger.current?.contains(event.target)) {
        entered = true; // the browser now knows the pointer is on this button, and Radix with it
      } else {
        stop();
        if (!entered) setOpen(false);
      }
    };
    document.addEventListener("pointermove", moved);
    function stop() {
      window.clearTimeout(timer);
      document.removeEventListener("pointermove", moved);
    }
    return stop;
  }, [hoveredSince]);

  const onOpenChange = (next: boolean) => {
    // Moving the keyboard focus to the button scrolls it into view, and Radix closes a tooltip
    // whose trigger scrolls: a close right after the focus arrived, focus still there, is that.
    const scrolledByFocus =
      !next && !escaped.current && document.activeElement === trigger.current && performance.now() - focusedAt.current < 500;
    escaped.current = false;
    if (!scrolledByFocus) setOpen(next);
  };
  return (
    <Tooltip.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip.Trigger asChild>
        <CitationButton
          ref={trigger}
          point={point}
          onFocus={() => {
            focusedAt.current = performance.now();
          }}
          onClick={(event) => {
            // Radix closes a tooltip on click; here a tap or click toggles it instead.
            event.preventDefault();
            setOpen((wasOpen) => !wasOpen);
          }}
        />
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
  );
}
