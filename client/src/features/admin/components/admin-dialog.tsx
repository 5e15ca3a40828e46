import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/texts";
import { texts } from "../texts";

/**
 * The admin's dialog (Radix: focus trapped, Escape closes, focus returns to what opened it).
 * Full width on a phone, a centred panel on a laptop; its body scrolls when long.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = "default",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** "wide": room for English and French side by side on a laptop (the content editors). */
  size?: "default" | "wide";
  children: ReactNode;
}) {
  const t = useTexts(texts);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-5 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:p-6 ${
            size === "wide" ? "sm:w-[min(64rem,94vw)]" : "sm:w-[min(40rem,92vw)]"
          }`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-brand">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-slate-700">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md hover:bg-slate-100" aria-label={t.common.close}>
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
