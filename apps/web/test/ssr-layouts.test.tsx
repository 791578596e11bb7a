import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import type { SiteInfo } from "@yujian/shared";
import OtherLayout from "../app/layouts/other.tsx";
import DefaultLayout from "../app/layouts/default.tsx";
import BlankLayout from "../app/layouts/blank.tsx";
import AboutPage from "../app/routes/main/about.tsx";
import { DomainSearchForm } from "../app/components/domain-search-form.tsx";
import { FOOTER_NAV, HEADER_NAV } from "../app/lib/navigation.ts";

const SITE: SiteInfo = {
  name: "域鉴",
  baseUrl: "https://yujian.example",
  contactEmail: "contact@yujian.example",
  icpNumber: "京ICP备00000000号",
  externalLinkAllowlist: ["beian.miit.gov.cn"],
  buildId: "test-build",
};

const ROOT_DATA = { site: SITE, mobileHint: false };

function renderAt(
  path: string,
  children: Parameters<typeof createRoutesStub>[0],
  rootData: unknown = ROOT_DATA,
): string {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => rootData, Component: () => <Outlet />, children },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />);
}

describe("other layout (SSR)", () => {
  const routes = () => [
    { Component: OtherLayout, children: [{ path: "main/page", Component: () => <p>页面正文</p> }] },
  ];

  it("renders the header navigation, the page and the footer with the contact e-mail", () => {
    const html = renderAt("/main/page", routes());
    expect(html).toContain("<header");
    expect(html).toContain('aria-label="主导航"');
    for (const item of HEADER_NAV) {
      expect(html).toContain(`href="${item.to}"`);
      expect(html).toContain(item.label);
    }
    expect(html).toMatch(/<main[^>]*id="main"[^>]*>[\s\S]*<p>页面正文<\/p>[\s\S]*<\/main>/);
    expect(html).toContain("<footer");
    expect(html).toContain('aria-label="页脚导航"');
    for (const item of FOOTER_NAV) expect(html).toContain(item.label);
    expect(html).toContain('href="mailto:contact@yujian.example"');
    expect(html).toContain(">contact@yujian.example</a>");
  });

  it("orders header, page and footer", () => {
    const html = renderAt("/main/page", routes());
    const header = html.indexOf("<header");
    const page = html.indexOf("页面正文");
    const footer = html.indexOf("<footer");
    expect(header).toBeGreaterThanOrEqual(0);
    expect(header).toBeLessThan(page);
    expect(page).toBeLessThan(footer);
  });

  it("shows the ICP number linked to the filing site when set, and nothing when empty", () => {
    const withIcp = renderAt("/main/page", routes());
    expect(withIcp).toContain('href="https://beian.miit.gov.cn/"');
    expect(withIcp).toContain("京ICP备00000000号");
    const without = renderAt("/main/page", routes(), { site: { ...SITE, icpNumber: "" }, mobileHint: false });
    expect(without).not.toContain("beian.miit.gov.cn");
  });

  it("takes the e-mail from the root loader data", () => {
    const html = renderAt("/main/page", routes(), {
      site: { ...SITE, contactEmail: "other@yujian.example" },
      mobileHint: false,
    });
    expect(html).toContain('href="mailto:other@yujian.example"');
    expect(html).not.toContain("contact@yujian.example");
  });

  it("marks the current page's header link as active", () => {
    const html = renderAt("/main/about", [
      { Component: OtherLayout, children: [{ path: "main/about", Component: () => <p>x</p> }] },
    ]);
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/main\/about"|<a[^>]*href="\/main\/about"[^>]*aria-current="page"/,
    );
  });

  it("renders the about page inside the layout with the contact e-mail from the site", () => {
    const html = renderAt("/main/about", [
      { Component: OtherLayout, children: [{ path: "main/about", Component: AboutPage }] },
    ]);
    expect(html).toContain('aria-label="本页目录"');
    expect(html).toContain("<h1>关于我们</h1>");
    const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? "";
    expect(article).toContain('href="mailto:contact@yujian.example"');
    expect(html.indexOf("<article")).toBeLessThan(html.indexOf("<footer"));
  });
});

describe("default and blank layouts (SSR)", () => {
  it("default layout renders header, page and footer", () => {
    const html = renderAt("/main/tool", [
      { Component: DefaultLayout, children: [{ path: "main/tool", Component: () => <p>工具页</p> }] },
    ]);
    expect(html).toContain('aria-label="主导航"');
    expect(html).toContain("工具页");
    expect(html).toContain('href="mailto:contact@yujian.example"');
  });

  it("blank layout renders only the page", () => {
    const html = renderAt("/login", [
      { Component: BlankLayout, children: [{ path: "login", Component: () => <p>登录页</p> }] },
    ]);
    expect(html).toContain("登录页");
    expect(html).not.toContain("<header");
    expect(html).not.toContain("<footer");
  });
});

describe("DomainSearchForm (SSR)", () => {
  const render = () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <DomainSearchForm /> }]);
    return renderToString(<Stub initialEntries={["/"]} />);
  };

  it("renders a search form with the domain input, its Chinese label and the 查询 button", () => {
    const html = render();
    expect(html).toMatch(/<form[^>]*role="search"/);
    const input = /<input[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('name="domain"');
    expect(input).toContain('type="text"');
    const id = /id="([^"]+)"/.exec(input)?.[1];
    expect(id).toBeTruthy();
    const label = new RegExp(
      `<label[^>]*for="${id!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([^<]*)</label>`,
    ).exec(html);
    expect(label?.[1]).toBe("输入要查询的域名");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>查询<\/button>/);
  });

  it("starts empty and without an error state", () => {
    const input = /<input[^>]*>/.exec(render())?.[0] ?? "";
    expect(input).toContain('value=""');
    expect(input).not.toContain("aria-invalid");
  });
});
