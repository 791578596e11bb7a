import { describe, expect, it } from "vitest";
import { INTEGRATED_SEO, pageSeo, resolveSeo, routeMeta, seoMeta, type SeoEntry } from "../app/lib/seo.ts";

const OWN: SeoEntry = { title: "Whois查询 - 域鉴", description: "查询域名的Whois信息", keywords: "Whois,域名" };

function at(url: string): { pathname: string; search: string } {
  const parsed = new URL(url, "https://yujian.example");
  return { pathname: parsed.pathname, search: parsed.search };
}

describe("pageSeo", () => {
  it("appends the site name to the title and keeps description and keywords", () => {
    expect(pageSeo("关于我们", "了解域鉴", "域鉴,关于我们")).toEqual({
      title: "关于我们 - 域鉴",
      description: "了解域鉴",
      keywords: "域鉴,关于我们",
    });
  });
});

describe("resolveSeo (spec §2)", () => {
  it("uses the route's own entry", () => {
    expect(resolveSeo(OWN, at("/main/whois"))).toEqual(OWN);
  });

  it("falls back to the integrated page's entry without an own entry", () => {
    expect(resolveSeo(undefined, at("/main/anything"))).toEqual(INTEGRATED_SEO);
    expect(resolveSeo(undefined, at("/"))).toEqual(INTEGRATED_SEO);
  });

  it("the integrated entry has a non-empty title, description and keywords", () => {
    expect(INTEGRATED_SEO.title).toContain("域鉴");
    expect(INTEGRATED_SEO.description.length).toBeGreaterThan(0);
    expect(INTEGRATED_SEO.keywords.length).toBeGreaterThan(0);
  });

  it("prefixes title, description and keywords with '<domain>域名' when the domain parameter is present", () => {
    expect(resolveSeo(OWN, at("/main/whois?domain=example.com"))).toEqual({
      title: `example.com域名${OWN.title}`,
      description: `example.com域名${OWN.description}`,
      keywords: `example.com域名${OWN.keywords}`,
    });
  });

  it("prefixes the integrated entry too", () => {
    const seo = resolveSeo(undefined, at("/?domain=a.cn"));
    expect(seo.title).toBe(`a.cn域名${INTEGRATED_SEO.title}`);
    expect(seo.description).toBe(`a.cn域名${INTEGRATED_SEO.description}`);
    expect(seo.keywords).toBe(`a.cn域名${INTEGRATED_SEO.keywords}`);
  });

  it("finds the domain among other query parameters and decodes it", () => {
    expect(resolveSeo(OWN, at("/main/whois?tab=2&domain=%E4%B8%AD%E5%9B%BD.cn&x=1")).title).toBe(
      `中国.cn域名${OWN.title}`,
    );
  });

  it("does not change the own entry object it was given", () => {
    const own = { ...OWN };
    resolveSeo(own, at("/main/whois?domain=a.com"));
    expect(own).toEqual(OWN);
  });

  it("a path containing 'batch' uses the entry as it is, even with a domain parameter", () => {
    expect(resolveSeo(OWN, at("/main/batch/whois?domain=a.com"))).toEqual(OWN);
    expect(resolveSeo(OWN, at("/main/batchWhois?domain=a.com"))).toEqual(OWN);
    expect(resolveSeo(undefined, at("/main/batch?domain=a.com"))).toEqual(INTEGRATED_SEO);
  });

  it("'batch' in the query string alone does not count as a batch path", () => {
    expect(resolveSeo(OWN, at("/main/whois?domain=a.com&mode=batch")).title).toBe(`a.com域名${OWN.title}`);
  });

  it("an empty domain parameter adds no prefix", () => {
    expect(resolveSeo(OWN, at("/main/whois?domain="))).toEqual(OWN);
    expect(resolveSeo(OWN, at("/main/whois?domain"))).toEqual(OWN);
  });

  it("a whitespace-only domain parameter adds no prefix", () => {
    expect(resolveSeo(OWN, at("/main/whois?domain=%20%20"))).toEqual(OWN);
  });

  it("no domain parameter adds no prefix", () => {
    expect(resolveSeo(OWN, at("/main/whois?name=a.com"))).toEqual(OWN);
  });
});

describe("seoMeta / routeMeta", () => {
  it("seoMeta produces the title, description and keywords tags", () => {
    expect(seoMeta(OWN)).toEqual([
      { title: OWN.title },
      { name: "description", content: OWN.description },
      { name: "keywords", content: OWN.keywords },
    ]);
  });

  it("routeMeta(pageSeo(...)) applies the page's own entry for the location", () => {
    const meta = routeMeta(pageSeo("隐私政策", "隐私说明", "隐私,政策"));
    expect(meta({ location: at("/main/privacy") })).toEqual([
      { title: "隐私政策 - 域鉴" },
      { name: "description", content: "隐私说明" },
      { name: "keywords", content: "隐私,政策" },
    ]);
  });

  it("routeMeta applies the domain prefix from the location", () => {
    const meta = routeMeta(pageSeo("Whois查询", "查询Whois", "whois"));
    expect(meta({ location: at("/main/whois?domain=a.com") })).toEqual([
      { title: "a.com域名Whois查询 - 域鉴" },
      { name: "description", content: "a.com域名查询Whois" },
      { name: "keywords", content: "a.com域名whois" },
    ]);
  });

  it("routeMeta leaves batch pages unprefixed", () => {
    const meta = routeMeta(pageSeo("批量查询", "批量Whois", "批量"));
    expect(meta({ location: at("/main/batch/whois?domain=a.com") })[0]).toEqual({ title: "批量查询 - 域鉴" });
  });
});
