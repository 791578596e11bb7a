import { useEffect, type CSSProperties } from "react";
import { toast, Toaster } from "sonner";
import {
  TOAST_DURATION_MS,
  TOAST_MAX_COUNT,
  TOAST_MAX_WIDTH,
  TOAST_MIN_WIDTH,
  TOAST_Z_INDEX,
} from "@yujian/shared/constants";
import { attachToastListener } from "../lib/toast.ts";

const TOAST_WIDTH = `min(calc(100vw - 32px), clamp(${TOAST_MIN_WIDTH}px, 40vw, ${TOAST_MAX_WIDTH}px))`;

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
      // sonner sizes toasts by --width on its container; 420–720 px, narrower only on small screens.
      style={{ zIndex: TOAST_Z_INDEX, "--width": TOAST_WIDTH } as CSSProperties}
      toastOptions={{ closeButtonAriaLabel: "关闭" }}
      containerAriaLabel="通知"
    />
  );
}
