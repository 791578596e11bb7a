import { RELOAD_GUARD_MS } from "@yujian/shared";

const KEY_PREFIX = "reload-guard:";

/** What a reload needs from the browser; injected so the guard is testable. */
export interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now(): number;
  reload(): void;
}

function browserEnvironment(): ReloadEnvironment {
  return { storage: sessionStorage, now: Date.now, reload: () => location.reload() };
}

/**
 * Reloads the page for a failed chunk or a new build, at most once per path within 10 s
 * (spec §2): a second failure on the same path inside that window is left to the error page
 * instead of looping. Returns whether a reload was started.
 */
export function reloadOnce(pathname: string, env: ReloadEnvironment = browserEnvironment()): boolean {
  const key = KEY_PREFIX + pathname;
  const now = env.now();
  let last: number;
  try {
    last = Number(env.storage.getItem(key) ?? 0);
  } catch {
    // Storage blocked: fall back to reloading without memory would risk a loop, so refuse.
    return false;
  }
  if (now - last < RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(key, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the errors browsers raise when a lazily loaded file cannot be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "";
  return CHUNK_ERROR.test(message);
}

/** Listens for failed lazy files: Vite's preload event and unhandled dynamic-import rejections. */
export function installChunkErrorReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce(location.pathname)) event.preventDefault();
  });
  window.addEventListener("unhandledrejection", (event) => {
    if (isChunkLoadError(event.reason)) reloadOnce(location.pathname);
  });
}
