import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from "@yujian/shared";

const MobileContext = createContext(false);

export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/**
 * The app-wide mobile flag (spec §4): width under 768 px, updated on resize with a ~100 ms
 * debounce. The server's guess from the user agent is the first value, so SSR and the first
 * client render agree; the real width replaces it after hydration.
 */
export function MobileProvider({ initial, children }: { initial: boolean; children: ReactNode }) {
  const [mobile, setMobile] = useState(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setMobile(isMobileWidth(window.innerWidth));
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    update();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return <MobileContext.Provider value={mobile}>{children}</MobileContext.Provider>;
}

export function useIsMobile(): boolean {
  return useContext(MobileContext);
}
