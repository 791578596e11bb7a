import type { ReactNode } from "react";
import { Link } from "react-router";

export interface TocEntry {
  id: string;
  title: string;
}

/** A long document with an in-page table of contents (anchors scroll to their section). */
export function DocPage({ toc, children }: { toc: TocEntry[]; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <div className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-5 md:p-8">{children}</div>
      <nav aria-label="本页目录" className="order-first lg:order-last lg:w-56 lg:shrink-0">
        <div className="rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-20">
          <p className="mb-2 text-sm font-semibold text-slate-900">目录</p>
          <ol className="space-y-1 text-sm">
            {toc.map((entry) => (
              <li key={entry.id}>
                <Link to={{ hash: entry.id }} className="text-slate-600 no-underline hover:text-primary">
                  {entry.title}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      </nav>
    </div>
  );
}
