import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useOnRouteChange } from "../lib/route-change.ts";

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children?: ReactNode;
  footer?: ReactNode;
}

/** A modal dialog, 446 px wide (spec §9), narrower only on small screens; closes on route change. */
export function Dialog({ open, onOpenChange, title, description, children, footer }: DialogProps) {
  useOnRouteChange(() => onOpenChange(false));
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(var(--dialog-width),calc(100vw-32px))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
          data-testid="dialog"
          onPointerDownOutside={(event) => {
            // Closing a toast raised from this dialog must not close the dialog too.
            if ((event.target as Element | null)?.closest?.("[data-sonner-toaster]")) event.preventDefault();
          }}
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <div className="mt-6 flex justify-end gap-2">
            {footer}
            <RadixDialog.Close className="rounded-md border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-50">
              关闭
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
