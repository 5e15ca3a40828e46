import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";
import { SAFE_CHOICE, useDestructiveQuestion } from "./admin-dialog";

/**
 * The last row of a form or a dialog: its action (a submit button, or a plain one with `onAction`),
 * preceded by Cancel when `onCancel` is given. On a phone the buttons take the whole width, the
 * action on top; from a tablet they sit side by side, at the right when there is a Cancel.
 * A red action that sends no form, with Cancel, is a question before a destructive action: the
 * admin dialog around it becomes an `alertdialog` and its focus starts on Cancel.
 */
export function FormActions({
  label,
  pendingLabel,
  pending,
  disabled = false,
  onAction,
  onCancel,
  danger = false,
  className = "",
}: {
  label: string;
  /** Said while the action runs (e.g. "Saving…"). */
  pendingLabel: string;
  pending: boolean;
  disabled?: boolean;
  onAction?: () => void;
  onCancel?: () => void;
  /** Red, for an action that cannot be undone. */
  danger?: boolean;
  className?: string;
}) {
  const common = useTexts(texts).common;
  const question = danger && onAction !== undefined && onCancel !== undefined;
  useDestructiveQuestion(question);
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row ${onCancel ? "sm:justify-end" : ""} ${className}`}>
      {onCancel && (
        <button type="button" className="btn btn-outline" onClick={onCancel} {...(question ? { [SAFE_CHOICE]: "" } : {})}>
          {common.cancel}
        </button>
      )}
      <button
        type={onAction ? "button" : "submit"}
        className={`btn ${danger ? "bg-red-700 text-white hover:bg-red-800" : "btn-primary"}`}
        disabled={pending || disabled}
        onClick={onAction}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
