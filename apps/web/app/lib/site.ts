import { useRouteLoaderData } from "react-router";
import type { SiteInfo } from "@yujian/shared";

/** The site facts the root loader provides to every page. */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData<{ site: SiteInfo }>("root");
  if (!data) throw new Error("root loader data is missing");
  return data.site;
}
