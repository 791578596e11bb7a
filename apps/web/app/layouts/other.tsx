import { Outlet } from "react-router";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useSite } from "../lib/site.ts";

/** "Other" layout: header, a narrow reading column for documents and notices, footer. */
export default function OtherLayout() {
  const site = useSite();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 md:py-10">
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </div>
  );
}
