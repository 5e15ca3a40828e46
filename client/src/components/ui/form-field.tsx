import { cloneElement, useId, type ReactElement } from "react";
import { translateMessage } from "@shared/validation";
import { useI18n } from "@/i18n";

type ControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

export const inputClass =
  "block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-700";

/**
 * A labelled form control with its hint and error. The control (input, select, textarea)
 * gets its id, aria-invalid and aria-describedby from here.
 */
export function FormField({
  label,
  hint,
  error,
  children,
  className = "",
}: {
  label: string;
  hint?: string;
  /** The field's error message (a message key of shared/validation is translated). */
  error?: string;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const { lang } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: `${inputClass} ${children.props.className ?? ""}`,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {translateMessage(error, lang)}
        </p>
      )}
    </div>
  );
}
