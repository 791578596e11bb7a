import { copyText } from "../lib/copy.ts";
import { notify } from "../lib/toast.ts";
import { Dialog } from "./dialog.tsx";

/** Explains a refused external navigation and lets the user copy the address instead. */
export default function RefusedLinkDialog({ url, onClose }: { url: string; onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="已阻止打开外部链接"
      description="为保护您的安全，本站只允许跳转到经过确认的外部网站。如确需访问，请复制链接后自行打开。"
      footer={
        <button
          type="button"
          className="rounded-md bg-primary px-4 py-2 text-sm text-white hover:bg-primary-hover"
          onClick={async () => {
            if (await copyText(url)) notify.success("链接已复制");
            else notify.error("复制失败，请手动选择链接复制");
          }}
        >
          复制链接
        </button>
      }
    >
      <p className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-700" data-testid="refused-url">
        {url}
      </p>
    </Dialog>
  );
}
