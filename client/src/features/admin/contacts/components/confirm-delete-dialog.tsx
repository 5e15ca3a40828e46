import * as Dialog from "@radix-ui/react-dialog";
import type { ContactItem } from "@shared/admin";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { FormActions } from "../../components/form-actions";
import { texts } from "../texts";

/**
 * The question before a message is deleted: an `alertdialog` (a destructive action) whose focus
 * starts on Cancel, the harmless choice; Escape or Cancel keep the message.
 */
export function ConfirmDeleteDialog({
  contact,
  pending,
  onConfirm,
  onCancel,
}: {
  contact: ContactItem;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(texts);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed inset-x-0 bottom-0 z-50 rounded-t-xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,92vw)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6"
        >
          <Dialog.Title className="text-lg font-bold text-brand">{t.deleteTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 wrap-anywhere text-slate-800">
            {format(t.deleteText, { subject: contact.subject, name: contact.name })}
          </Dialog.Description>
          <FormActions className="mt-5" label={t.deleteAction} pendingLabel={t.deleting} pending={pending} danger onAction={onConfirm} onCancel={onCancel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
