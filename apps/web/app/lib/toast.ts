import { TOAST_DURATION_MS } from "@yujian/shared/constants";

/**
 * Toasts (spec §4/§9): 3000 ms by default, closable, capped by the Toaster. The toast library is
 * loaded on the first toast, not with the page, so it costs nothing until something is said;
 * messages raised before it is ready wait in this queue.
 */
export type ToastKind = "success" | "error" | "info";

export interface ToastMessage {
  kind: ToastKind;
  message: string;
  duration: number;
}

type Listener = (message: ToastMessage) => void;

const pending: ToastMessage[] = [];
let listener: Listener | null = null;
const demandListeners = new Set<() => void>();

function push(kind: ToastKind, message: string, duration = TOAST_DURATION_MS) {
  const toast = { kind, message, duration };
  if (listener) {
    listener(toast);
    return;
  }
  pending.push(toast);
  for (const onDemand of demandListeners) onDemand();
}

export const notify = {
  success: (message: string, duration?: number) => push("success", message, duration),
  error: (message: string, duration?: number) => push("error", message, duration),
  info: (message: string, duration?: number) => push("info", message, duration),
};

/** The toaster calls this once mounted: it receives the queued messages, then every new one. */
export function attachToastListener(next: Listener): () => void {
  listener = next;
  for (const toast of pending.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = null;
  };
}

/** True when messages wait for a toaster; `onDemand` fires when the first one arrives. */
export function subscribeToastDemand(onDemand: () => void): () => void {
  demandListeners.add(onDemand);
  if (pending.length > 0) onDemand();
  return () => demandListeners.delete(onDemand);
}
