import type { BuildVersion } from "@yujian/shared";
import type { ApiClient } from "./api-client.ts";
import { reloadOnce } from "./reload-guard.ts";

/** How often an open tab asks whether a new build was deployed. */
export const VERSION_POLL_MS = 5 * 60 * 1000;

function userIsTyping(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return false;
  return active.value.length > 0;
}

/**
 * Polls the build manifest (`GET /api/version`) and reloads when the deployed build differs from
 * the one this page runs (spec §2), through the same once-per-path-per-10-s guard as chunk
 * failures. While the user is typing, the reload waits for the next route change so no input is
 * lost. Returns a stop function and a hook for route changes.
 */
export function watchBuildVersion(api: ApiClient, currentBuildId: string) {
  let pending = false;
  const check = async () => {
    const result = await api.call<BuildVersion>("GET", "/api/version", { silent: true });
    if (result.kind !== "ok" || result.data.buildId === currentBuildId) return;
    if (userIsTyping()) pending = true;
    else reloadOnce(location.pathname);
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") void check();
  };
  const timer = setInterval(() => void check(), VERSION_POLL_MS);
  document.addEventListener("visibilitychange", onVisible);
  return {
    check,
    onRouteChange() {
      if (pending) {
        pending = false;
        reloadOnce(location.pathname);
      }
    },
    stop() {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    },
  };
}
