import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "wouter";
import { paths } from "@shared/paths";
import { useI18n } from "@/i18n";
import { NavList } from "./nav-list";
import { LanguageSwitch } from "./language-switch";

/**
 * The menu panel of small screens (Radix Dialog: focus trapped, Escape closes, focus goes back
 * to the button). Its own chunk: loaded when the menu is first opened.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const { t } = useI18n();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white p-5 shadow-xl data-[state=open]:animate-slide-in"
          aria-describedby={undefined}
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-brand">{t.header.menuTitle}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-slate-100"
              aria-label={t.header.closeMenu}
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={t.header.mainNav}>
            <NavList variant="panel" onNavigate={close} />
          </nav>
          <div className="mt-6 grid gap-3">
            <Link href={paths.join} onClick={close} className="btn btn-outline w-full">
              {t.header.join}
            </Link>
            <Link href={paths.donate} onClick={close} className="btn btn-primary w-full">
              {t.header.donate}
            </Link>
          </div>
          <div className="mt-6 border-t border-slate-200 pt-4 text-slate-800">
            <LanguageSwitch onSwitch={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
