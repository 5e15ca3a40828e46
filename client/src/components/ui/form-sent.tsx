import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export type FormSentProps = {
  title: string;
  /** The server's own words (its thanks, in the page's language). */
  message: string;
  /** The button that puts the emptied form back in front of the sender. */
  again: string;
  onAgain: () => void;
};

/**
 * What the sender of a message sees once the server has it, above the emptied form, for as long as
 * they stay: the toast says it for five seconds, this says it until they write again. The page
 * scrolls to its heading and the focus moves there, so a screen reader announces it; on a phone
 * the toast sits at the top of the screen, and the heading stops below it (`scroll-mt-32`): the
 * toast covers nothing the sender may tap next.
 */
export function FormSent({ title, message, again, onAgain }: FormSentProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const element = heading.current;
    // jsdom has no scrollIntoView.
    element?.scrollIntoView?.({ block: "start" });
    element?.focus({ preventScroll: true });
  }, []);

  return (
    <section aria-labelledby={headingId} className="mb-6 max-w-2xl rounded-lg border-2 border-green-700 bg-white p-5 shadow-sm" data-form-sent="">
      <div role="status" aria-live="polite">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-32 text-xl font-bold text-brand focus:outline-none">
          {title}
        </h3>
        <p className="mt-2 text-slate-800">{message}</p>
      </div>
      <button type="button" className="btn btn-outline mt-4 min-h-11 w-full justify-center sm:w-auto" onClick={onAgain}>
        {again}
      </button>
    </section>
  );
}

/**
 * A form's thanks as state: `show(message)` once the server has the message, `show(null)` when it
 * is sent again; "write another" hides the thanks and calls `onAgain` (to focus the first field).
 */
export function useFormSent(title: string, again: string, onAgain: () => void): [ReactNode, (message: string | null) => void] {
  const [message, show] = useState<string | null>(null);
  const note = message && (
    <FormSent
      title={title}
      message={message}
      again={again}
      onAgain={() => {
        show(null);
        onAgain();
      }}
    />
  );
  return [note, show];
}
