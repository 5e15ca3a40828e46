import { AdminDialog } from "./admin-dialog";
import { FormActions } from "./form-actions";

/**
 * The question before an action that cannot be undone (deleting a message, removing an address):
 * an `alertdialog` whose focus starts on Cancel, the harmless choice; Escape or Cancel change nothing.
 */
export function ConfirmDialog({
  title,
  text,
  action,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  title: string;
  /** What will happen, naming the record. */
  text: string;
  /** The red button ('Delete the message'). */
  action: string;
  /** Said while the action runs ('Deleting…'). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AdminDialog open onOpenChange={(open) => !open && onCancel()} title={title} description={text}>
      <FormActions label={action} pendingLabel={pendingLabel} pending={pending} danger onAction={onConfirm} onCancel={onCancel} />
    </AdminDialog>
  );
}
