import * as Dialog from "@radix-ui/react-dialog";
import { format } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import type { SubscriberItem } from "@shared/admin";
import { FormActions } from "../../components/form-actions";
import { texts } from "../texts";

/**
 * The question before an address is removed: an `alertdialog` (a destructive action) whose focus
 * starts on Cancel, the harmless choice; Escape or Cancel keep the address.
 */
export function ConfirmRemoveDialog({
  subscriber,
  pending,
  onConfirm,
  onCancel,
}: {
  subscriber: SubscriberItem;
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
          <Dialog.Title className="text-lg font-bold text-brand">{t.confirmTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 wrap-anywhere text-slate-800">{format(t.confirmText, { email: subscriber.email })}</Dialog.Description>
          <FormActions className="mt-5" label={t.confirmAction} pendingLabel={t.removing} pending={pending} danger onAction={onConfirm} onCancel={onCancel} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
