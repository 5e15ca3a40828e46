import { useEffect, useId, useRef, useState } from "react";
import { inputClass } from "@/components/ui/form-field";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/** How long a filter typed waits after the last key before it applies: one request per word typed, not per letter. */
export const TYPING_PAUSE_MS = 400;

/**
 * A list's search box: applied once typing pauses, at once with Enter or the Search button, and
 * undone by 'Clear the search' (shown while a search is applied). `onApply` gets the trimmed text,
 * or undefined for no search; it is called only when that changes. The members', messages',
 * sign-ups' and donations' tabs use it alike. Give it a new `key` to empty it from outside.
 */
export function SearchField({
  label,
  clearLabel,
  applied,
  onApply,
  className = "",
}: {
  label: string;
  clearLabel: string;
  /** The search the list shows now. */
  applied: string | undefined;
  onApply: (q: string | undefined) => void;
  className?: string;
}) {
  const common = useTexts(texts).common;
  const id = useId();
  const [text, setText] = useState(applied ?? "");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What is applied and how, as they are when the pause ends (not when it began).
  const latest = useRef({ applied, onApply });
  latest.current = { applied, onApply };
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const next = value.trim() || undefined;
    if (next !== latest.current.applied) latest.current.onApply(next);
  };
  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(value), TYPING_PAUSE_MS);
  };
  const clear = () => {
    setText("");
    apply("");
  };

  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          className={`${inputClass} min-w-0 flex-1`}
          value={text}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches now (and sends no form around the box).
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply(text);
          }}
        />
        <button type="button" className="btn btn-primary shrink-0 px-4" onClick={() => apply(text)}>
          {common.search}
        </button>
      </div>
      {applied && (
        <button type="button" className="mt-1 min-h-11 text-sm font-semibold text-brand underline underline-offset-2" onClick={clear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
