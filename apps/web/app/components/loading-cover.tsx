import { LogoMark } from "./logo.tsx";

/**
 * Full-screen cover shown while the first page loads (spec §2). It is server-rendered but hidden
 * by CSS unless loading takes longer than 150 ms, and it never stays longer than 2.5 s, so
 * crawlers and LCP see the real content (see app.css).
 */
export function LoadingCover() {
  return (
    <div className="app-cover text-primary" aria-hidden="true" data-testid="app-cover">
      <LogoMark size={56} />
      <div className="app-cover-bars">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
