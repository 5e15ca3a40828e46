import { useEffect, useState, type ComponentType } from "react";
import { useToast } from "@/hooks/use-toast";

type ToasterModule = { default: ComponentType };

let loading: Promise<ToasterModule> | null = null;
let loaded: ComponentType | null = null;

/**
 * Fetches the toast viewport's code (Radix Toast, its own chunk) once. A failed fetch is forgotten,
 * so the next toast tries again instead of repeating the failure. The admin calls this as soon as
 * it opens: a toast raised because the network just failed must not need that network.
 */
export function preloadToaster(): Promise<ToasterModule> {
  loading ??= import("./toaster")
    .then((module) => {
      loaded = module.default;
      return module;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Mounts the toast viewport once the first toast is raised. Its code is loaded without React's
 * `lazy`: a chunk that cannot be fetched (offline, a captive portal, a deploy) never reaches an
 * error boundary — the toasts are then said in a plain live region, and the next one tries again.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [Viewport, setViewport] = useState<ComponentType | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (!wanted || Viewport) return;
    let live = true;
    preloadToaster().then(
      (module) => live && (setViewport(() => module.default), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, Viewport, toasts]);

  if (!wanted) return null;
  if (Viewport) return <Viewport />;
  if (!failed) return null;
  return <PlainToasts />;
}

/** The toasts without their viewport's code: text in a live region, where the viewport puts them (toaster.tsx), until dismissed. */
function PlainToasts() {
  const { toasts } = useToast();
  return (
    <div role="status" className="fixed right-0 top-0 z-[100] flex w-full flex-col gap-2 p-4 sm:bottom-0 sm:top-auto sm:max-w-[420px]">
      {toasts
        .filter((item) => item.open)
        .map((item) => (
          <div
            key={item.id}
            className={`rounded-lg border p-4 shadow-lg ${item.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`}
          >
            {item.title && <p className="text-sm font-semibold">{item.title}</p>}
            {item.description && <p className="text-sm opacity-90">{item.description}</p>}
          </div>
        ))}
    </div>
  );
}
