import { matchRoutes, type RouteObject } from "react-router";

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) used here. */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

function buildRouteTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path ?? "", children: buildRouteTree(routes, route.id) },
    );
}

/**
 * Warms the browser cache with the files of the given pages (spec §9: chunk prefetch starts 1 s
 * after load). `<link rel="modulepreload">` is used rather than React Router's prefetching,
 * which imports route modules: a failed import there reloads the page, and a broken file would
 * then reload it in a loop. A failed preload is simply ignored.
 */
export function prefetchPages(pages: readonly string[], doc: Document = document): number {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return 0;
  const tree = buildRouteTree(manifest.routes);
  const urls = new Set<string>();
  for (const page of pages) {
    for (const match of matchRoutes(tree, page) ?? []) {
      const route = manifest.routes[match.route.id ?? ""];
      if (!route) continue;
      urls.add(route.module);
      route.imports?.forEach((url) => urls.add(url));
      route.css?.forEach((url) => urls.add(url));
    }
  }
  let added = 0;
  for (const url of urls) {
    if (doc.querySelector(`link[href="${CSS.escape(url)}"], script[src="${CSS.escape(url)}"]`)) continue;
    const link = doc.createElement("link");
    link.rel = url.endsWith(".css") ? "prefetch" : "modulepreload";
    link.href = url;
    doc.head.append(link);
    added += 1;
  }
  return added;
}
