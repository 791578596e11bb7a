import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToastDemand } from "../lib/toast.ts";

const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

/** Mounts the toast container the first time a toast is raised (see lib/toast.ts). */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => subscribeToastDemand(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
