import { renderToString } from "react-dom/server";
import { createRoutesStub, data, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { SiteInfo } from "@yujian/shared";
import { ErrorBoundary } from "../app/root.tsx";

const SITE: SiteInfo = {
  name: "域鉴",
  baseUrl: "https://yujian.example",
  contactEmail: "contact@yujian.example",
  icpNumber: "",
  externalLinkAllowlist: [],
  buildId: "test-build",
};

/** Renders the root error boundary for an error thrown by a page's loader. */
function renderError(path: string, thrown: unknown): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <Outlet />,
      ErrorBoundary: ErrorBoundary as never,
      children: [{ path: "*", Component: () => null }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { root: { site: SITE, mobileHint: false } }, errors: { root: thrown } }}
    />,
  );
}

describe("root error boundary (spec §2)", () => {
  it("shows 'Page Not Found: <path>' for a 404", () => {
    const notFound = renderError("/main/missing", { status: 404, statusText: "Not Found", internal: false, data: null });
    expect(notFound).toContain("Page Not Found: /main/missing");
    expect(notFound).toContain("404");
    expect(notFound).not.toContain("Internal Server Error");
  });

  it("shows the generic 500 page without the error's message or stack", () => {
    const error = new Error("connection to postgres://admin:secret@db failed");
    const html = renderError("/main/about", error);
    expect(html).toContain("Internal Server Error");
    expect(html).toContain("500");
    expect(html).not.toContain("secret");
    expect(html).not.toContain("at ");
    expect(html).toContain("返回首页");
  });

  it("keeps the status of other route errors without leaking their data", () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const response = data({ internal: "detail" }, { status: 403, statusText: "Forbidden" });
    const html = renderError("/main/about", { status: 403, statusText: "Forbidden", internal: false, data: response.data });
    expect(html).toContain("403");
    expect(html).toContain("Forbidden");
    expect(html).not.toContain("detail");
  });
});
