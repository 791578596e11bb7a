import { useEffect } from "react";
import { toast, Toaster } from "sonner";
import { TOAST_DURATION_MS, TOAST_MAX_COUNT, TOAST_Z_INDEX } from "@yujian/shared/constants";
import { attachToastListener } from "../lib/toast.ts";

/** Toast container (spec §9): closable toasts, 3000 ms, at most a few visible, stacking order 6000. */
export default function SonnerToaster() {
  useEffect(
    () =>
      attachToastListener(({ kind, message, duration }) => {
        const show = kind === "info" ? toast : toast[kind];
        show(message, { duration });
      }),
    [],
  );
  return (
    <Toaster
      className="app-toaster"
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_MAX_COUNT}
      closeButton
      richColors
      style={{ zIndex: TOAST_Z_INDEX }}
      toastOptions={{ closeButtonAriaLabel: "关闭" }}
      containerAriaLabel="通知"
    />
  );
}
