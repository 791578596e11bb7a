import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Spec §2 routes. Layouts: blank (home, login), other (documents and notices), default (lookup
 * tools), person (signed-in pages). Each capability adds its routes when it is built.
 */
export default [
  layout("layouts/blank.tsx", [index("routes/home.tsx")]),
  layout("layouts/other.tsx", [
    route("main/about", "routes/main/about.tsx"),
    route("main/userAgreement", "routes/main/userAgreement.tsx"),
    route("main/privacy", "routes/main/privacy.tsx"),
    route("main/adzs", "routes/main/adzs.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
