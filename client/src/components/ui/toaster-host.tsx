import { lazy, Suspense } from "react";
import { useToast } from "@/hooks/use-toast";

const RadixToaster = lazy(() => import("./toaster"));

/** Mounts the toast viewport (Radix Toast, its own chunk) once the first toast is raised. */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
