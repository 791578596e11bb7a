import type { MetaDescriptor } from "react-router";

export interface SeoEntry {
  title: string;
  description: string;
  keywords: string;
}

const SITE = "域鉴";

/** The integrated page's entry: the default for any route without its own (spec §2). */
export const INTEGRATED_SEO: SeoEntry = {
  title: `${SITE} - 域名Whois查询_域名注册查询_域名信息综合查询`,
  description:
    "域鉴是面向站长、域名投资者和安全从业者的域名信息查询平台，直连注册局查询Whois与RDAP信息，如实区分已注册、未注册与查询失败。",
  keywords: "域名查询,Whois查询,RDAP,域名注册查询,域名信息查询",
};

/** A route's own entry; the site name is appended to the title. */
export function pageSeo(title: string, description: string, keywords: string): SeoEntry {
  return { title: `${title} - ${SITE}`, description, keywords };
}

/**
 * Title, description and keywords for a location by the spec §2 rules: the route's own entry,
 * otherwise the integrated page's; a route whose path contains "batch" uses its title as it is;
 * any other route gets "<domain>域名" in front of all three when the `domain` query parameter is
 * present.
 */
export function resolveSeo(own: SeoEntry | undefined, location: { pathname: string; search: string }): SeoEntry {
  const base = own ?? INTEGRATED_SEO;
  if (location.pathname.toLowerCase().includes("batch")) return base;
  const domain = new URLSearchParams(location.search).get("domain")?.trim().toLowerCase().slice(0, 253);
  if (!domain) return base;
  const prefix = `${domain}域名`;
  return { title: prefix + base.title, description: prefix + base.description, keywords: prefix + base.keywords };
}

/** The meta tags for an entry. */
export function seoMeta(seo: SeoEntry): MetaDescriptor[] {
  return [{ title: seo.title }, { name: "description", content: seo.description }, { name: "keywords", content: seo.keywords }];
}

/** A route module's `meta` export for its own entry. */
export function routeMeta(own: SeoEntry) {
  return ({ location }: { location: { pathname: string; search: string } }) => seoMeta(resolveSeo(own, location));
}

/**
 * `headers` export for pages that are the same for every visitor without a session: shared
 * caches (ours in the server, or a CDN) may keep them for five minutes; browsers revalidate.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=300" };
}
