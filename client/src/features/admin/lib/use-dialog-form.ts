import type { FieldValues, UseFormReturn } from "react-hook-form";

/**
 * A dialog's form that sends one change: closing the dialog empties the form; a change saved
 * closes it; a refusal goes to `onRefused` (which puts the server's reasons on the fields) and
 * keeps the dialog open with what was typed.
 */
export function useDialogForm<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  onOpenChange: (open: boolean) => void,
  send: (values: Output, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void,
  onRefused: (error: Error) => void,
) {
  const close = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const onSubmit = form.handleSubmit((values) => send(values, { onSuccess: () => close(false), onError: onRefused }));
  return { close, onSubmit };
}
