import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import { PREFETCH_DELAY_MS } from "@yujian/shared";
import type { Route } from "./+types/root";
import "./app.css";
import { AppToaster } from "./components/app-toaster.tsx";
import { ErrorPage } from "./components/error-page.tsx";
import { LoadingCover } from "./components/loading-cover.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { requestContext, servicesContext } from "./context.ts";
import { ApiProvider } from "./lib/api-context.tsx";
import { installExternalLinkGuard } from "./lib/external-links.ts";
import { MobileProvider } from "./lib/mobile.tsx";
import { PREFETCH_PAGES } from "./lib/navigation.ts";
import { useNonce } from "./lib/nonce.tsx";
import { prefetchPages } from "./lib/prefetch.ts";
import { resolveSeo, seoMeta } from "./lib/seo.ts";
import { clearAuthFlag } from "./lib/session.ts";

const RefusedLinkDialog = lazy(() => import("./components/refused-link-dialog.tsx"));

export async function loader({ context }: Route.LoaderArgs) {
  const { site } = context.get(servicesContext);
  const request = context.get(requestContext);
  return { site, mobileHint: request.mobileHint };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e7490" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <LoadingCover />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { site, mobileHint } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);

  useEffect(() => {
    // The first page has loaded: lift the cover (spec §4 app loading flag), start prefetching later.
    document.documentElement.dataset.appLoaded = "true";
    const timer = setTimeout(() => prefetchPages(PREFETCH_PAGES), PREFETCH_DELAY_MS);
    const removeGuard = installExternalLinkGuard(site.externalLinkAllowlist, (url) => setRefusedUrl(url.href));
    return () => {
      clearTimeout(timer);
      removeGuard();
    };
  }, [site.externalLinkAllowlist]);

  useEffect(() => {
    clearAuthFlag();
  }, [location.pathname]);

  return (
    <MobileProvider initial={mobileHint}>
      <ApiProvider navigate={navigate} buildId={site.buildId}>
        <Outlet />
      </ApiProvider>
      <AppToaster />
      {refusedUrl ? (
        <Suspense fallback={null}>
          <RefusedLinkDialog url={refusedUrl} onClose={() => setRefusedUrl(null)} />
        </Suspense>
      ) : null}
    </MobileProvider>
  );
}

export function meta({ location, error }: Route.MetaArgs) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: "页面不存在 - 域鉴" }, { name: "robots", content: "noindex" }];
  }
  if (error) return [{ title: "出错了 - 域鉴" }, { name: "robots", content: "noindex" }];
  return seoMeta(resolveSeo(undefined, location));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const rootData = useRouteLoaderData<typeof loader>("root");
  let status = 500;
  let message = "Internal Server Error";
  let detail = "服务器开小差了，请稍后再试。";
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (error.status === 404) {
      message = `Page Not Found: ${location.pathname}`;
      detail = "您访问的页面不存在，可能已被移动或删除。";
    } else if (error.status < 500) {
      message = error.statusText || "Request Error";
      detail = "请求无法完成，请检查后重试。";
    }
  }
  useEffect(() => {
    document.documentElement.dataset.appLoaded = "true";
  }, []);
  return (
    <MobileProvider initial={rootData?.mobileHint ?? false}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader />
        <ErrorPage status={status} message={message} detail={detail} />
        {rootData ? <SiteFooter site={rootData.site} /> : null}
      </div>
    </MobileProvider>
  );
}
