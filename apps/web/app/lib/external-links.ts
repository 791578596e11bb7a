/**
 * External navigation is refused unless the host is allow-listed (spec §2). Relative links,
 * same-origin links, mailto: and tel: are always fine.
 */
export type LinkVerdict = { kind: "internal" } | { kind: "allowed"; url: URL } | { kind: "refused"; url: URL };

export function classifyLink(href: string, currentOrigin: string, allowlist: readonly string[]): LinkVerdict {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return { kind: "internal" };
  }
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { kind: "allowed", url };
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "refused", url };
  if (url.origin === currentOrigin) return { kind: "internal" };
  const host = url.hostname.toLowerCase();
  const allowed = allowlist.some((raw) => {
    const entry = raw.toLowerCase();
    return host === entry || host.endsWith(`.${entry}`);
  });
  return allowed ? { kind: "allowed", url } : { kind: "refused", url };
}

/**
 * Intercepts clicks on links that leave the site. Returns a function that removes the listener.
 * `onRefused` receives the URL that was blocked (the page explains it to the user).
 */
export function installExternalLinkGuard(allowlist: readonly string[], onRefused: (url: URL) => void): () => void {
  const listener = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const verdict = classifyLink(anchor.href, location.origin, allowlist);
    if (verdict.kind === "refused") {
      event.preventDefault();
      onRefused(verdict.url);
    }
  };
  document.addEventListener("click", listener, true);
  return () => document.removeEventListener("click", listener, true);
}
