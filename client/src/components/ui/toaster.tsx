import * as ToastPrimitive from "@radix-ui/react-toast";
import { useI18n } from "@/i18n";
import { TOAST_DURATION, useToast } from "@/hooks/use-toast";

/**
 * Where toasts appear: at the top of a phone's screen (above the page's content, never over the
 * buttons at the bottom of the screen, where the next thing to tap is: a confirmation's links, a
 * form's submit), bottom right from 640 px; swipe right (50 px) to dismiss.
 */
export default function Toaster() {
  const { t } = useI18n();
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label={t.toast.region}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={`toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-10 shadow-lg ${
            item.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="grid gap-1">
            {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            className="absolute right-2 top-2 inline-flex h-8 w-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
            aria-label={t.toast.close}
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:bottom-0 sm:top-auto sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
