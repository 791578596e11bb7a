import { RELOAD_GUARD_MS } from "@yujian/shared";

const KEY_PREFIX = "reload-guard:";

/** What a reload needs from the browser; injected so the guard is testable. */
export interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now(): number;
  reload(): void;
}

/** Set while one of our own reloads is under way, so the navigation guard lets it through. */
let ownReload = false;

function browserEnvironment(): ReloadEnvironment {
  return {
    storage: sessionStorage,
    now: Date.now,
    reload: () => {
      ownReload = true;
      location.reload();
    },
  };
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

interface PendingRouter {
  state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
}

/**
 * React Router reloads the page by itself when a route module fails to load, without any
 * limit. Where the browser has the Navigation API, such reloads are held to the same guard,
 * and they go to the page the user was navigating to rather than the one they are leaving.
 * `onRefused` tells the user when the guard stops one.
 */
export function installRouterReloadGuard(onRefused: () => void): void {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (!navigation) return;
  navigation.addEventListener("navigate", (event) => {
    const navigate = event as Event & { navigationType?: string; userInitiated?: boolean };
    if (navigate.navigationType !== "reload" || !navigate.cancelable || navigate.userInitiated || ownReload) return;
    event.preventDefault();
    const router = (window as { __reactRouterDataRouter?: PendingRouter }).__reactRouterDataRouter;
    const target = router?.state.navigation.location ?? location;
    const href = `${target.pathname}${target.search}${target.hash}`;
    const started = reloadOnce(target.pathname, {
      ...browserEnvironment(),
      reload: () => {
        ownReload = true;
        location.assign(href);
      },
    });
    if (!started) onRefused();
  });
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
