import { useState } from "react";
import { Link, NavLink } from "react-router";
import { HEADER_NAV } from "../lib/navigation.ts";
import { useIsMobile } from "../lib/mobile.tsx";
import { useOnRouteChange } from "../lib/route-change.ts";
import { Logo } from "./logo.tsx";

export function SiteHeader() {
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  useOnRouteChange(() => setOpen(false));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="no-underline" aria-label="域鉴首页">
          <Logo />
        </Link>
        {mobile ? (
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-expanded={open}
            aria-controls="mobile-nav"
            aria-label={open ? "关闭菜单" : "打开菜单"}
            onClick={() => setOpen((v) => !v)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : (
          <NavLinks className="flex items-center gap-1" />
        )}
      </div>
      {mobile && open ? (
        <div id="mobile-nav" className="border-t border-slate-200 bg-white px-4 py-2">
          <NavLinks className="flex flex-col" />
        </div>
      ) : null}
    </header>
  );
}

function NavLinks({ className }: { className: string }) {
  return (
    <nav aria-label="主导航" className={className}>
      {HEADER_NAV.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm no-underline ${isActive ? "bg-primary-soft font-semibold text-primary" : "text-slate-700 hover:text-primary"}`
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
