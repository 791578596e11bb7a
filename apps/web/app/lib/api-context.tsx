import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { PREFETCH_DELAY_MS } from "@yujian/shared/constants";
import type { ApiCallOptions, ApiClient, ApiResult, HttpMethod } from "./api-client.ts";
import { handleSessionLost } from "./session.ts";
import { notify } from "./toast.ts";

const ApiContext = createContext<ApiClient | null>(null);

// The client and the release watcher are loaded on first use or one second after load, so they
// stay out of the first page's JavaScript.
const loadClientModule = () => import("./api-client.ts");
const loadVersionWatch = () => import("./version-watch.ts");

/**
 * Provides the browser API client: errors become toasts, 401/1014 reset the session (spec §4/§8),
 * and the build manifest is watched for new releases.
 */
export function ApiProvider({ navigate, buildId, children }: { navigate(to: string): void; buildId: string; children: ReactNode }) {
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  pathnameRef.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const api = useMemo<ApiClient>(() => {
    let client: Promise<ApiClient> | undefined;
    const load = () =>
      (client ??= loadClientModule().then(({ createApiClient }) =>
        createApiClient({
          onSessionLost: () => handleSessionLost((to) => navigateRef.current(to), pathnameRef.current),
          onErrorMessage: (message) => notify.error(message),
        }),
      ));
    return {
      call: async <T,>(method: HttpMethod, path: string, options?: ApiCallOptions): Promise<ApiResult<T>> =>
        (await load()).call<T>(method, path, options),
    };
  }, []);

  const onRouteChange = useRef<(() => void) | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadVersionWatch().then(({ watchBuildVersion }) => {
        if (cancelled) return;
        const watcher = watchBuildVersion(api, buildId);
        onRouteChange.current = watcher.onRouteChange;
        stop = watcher.stop;
      });
    }, PREFETCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [api, buildId]);

  useEffect(() => {
    onRouteChange.current?.();
  }, [location.pathname]);

  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error("useApi must be used inside <ApiProvider>");
  return api;
}
