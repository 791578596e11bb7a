import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useSite } from "../lib/site.ts";

/** Default layout: header, a wide content area for lookup tools and results, footer. */
export default function DefaultLayout() {
  const site = useSite();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
