import { Link } from "react-router";
import type { SiteInfo } from "@yujian/shared";
import { FOOTER_NAV } from "../lib/navigation.ts";

export function SiteFooter({ site }: { site: SiteInfo }) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <nav aria-label="页脚导航" className="flex flex-wrap gap-x-4 gap-y-2">
          {FOOTER_NAV.map((item) => (
            <Link key={item.to} to={item.to} className="text-slate-600 no-underline hover:text-primary">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>© {new Date().getFullYear()} 域鉴</span>
          <a href={`mailto:${site.contactEmail}`} className="text-slate-600 no-underline hover:text-primary">
            {site.contactEmail}
          </a>
          {site.icpNumber ? (
            <a href="https://beian.miit.gov.cn/" rel="noreferrer" target="_blank" className="text-slate-600 no-underline hover:text-primary">
              {site.icpNumber}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
