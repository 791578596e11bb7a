import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onChange` when the route (path) changes, not on the first render. In-page tabs, menus
 * and dialogs use it to close themselves (spec §2: tabs are closed on every route change).
 */
export function useOnRouteChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    callback.current();
  }, [pathname]);
}
