import type { ReactNode } from "react";
import { AdminDialog } from "../../components/admin-dialog";
import { FormActions } from "../../components/form-actions";

/** The editor's dialog: the admin's dialog, wide enough on a laptop for both languages side by side. */
export function EditorDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; title: string; draftKey?: string; children: ReactNode }) {
  return <AdminDialog {...props} size="wide" />;
}

/** A question before an action (deleting, publishing with missing translations): the action or Cancel. */
export function ConfirmDialog({
  title,
  text,
  action,
  pendingLabel,
  pending = false,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  action: string;
  pendingLabel?: string;
  pending?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AdminDialog open onOpenChange={(open) => !open && onCancel()} title={title} description={text}>
      <FormActions label={action} pendingLabel={pendingLabel ?? action} pending={pending} danger={danger} onAction={onConfirm} onCancel={onCancel} />
    </AdminDialog>
  );
}
