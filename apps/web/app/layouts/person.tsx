import { useEffect, useSyncExternalStore } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { getToken, subscribeSession } from "../lib/session.ts";
import { useSite } from "../lib/site.ts";

const PERSON_NAV = [
  { to: "/main/baseInfo", label: "个人资料" },
  { to: "/main/letter", label: "站内信" },
];

/**
 * Person layout (spec §2/§6): the signed-in user's pages. Without a session the user is sent
 * to "/" (spec §4), also when the session is lost while on the page.
 */
export default function PersonLayout() {
  const site = useSite();
  const navigate = useNavigate();
  const token = useSyncExternalStore(subscribeSession, getToken, () => "ssr");
  useEffect(() => {
    if (!token) navigate("/", { replace: true });
  }, [token, navigate]);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <nav aria-label="个人中心" className="flex gap-2 md:w-48 md:flex-col">
          {PERSON_NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm no-underline ${isActive ? "bg-primary-soft font-semibold text-primary" : "text-slate-700 hover:text-primary"}`
              }
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <main id="main" className="min-w-0 flex-1">
          {token ? <Outlet /> : null}
        </main>
      </div>
      <SiteFooter site={site} />
    </div>
  );
}
