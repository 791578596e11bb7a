import { Link } from "react-router";
import { DomainSearchForm } from "../components/domain-search-form.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { publicPageHeaders } from "../lib/seo.ts";
import { useSite } from "../lib/site.ts";

const PROMISES = [
  { title: "直连注册局", text: "通过 RDAP 与 whois 直接向权威注册局和注册商查询，不转手、不猜测。" },
  { title: "结果如实", text: "已注册、未注册、查询失败分得清清楚楚；超时或被限流绝不显示为“可注册”。" },
  { title: "快速省心", text: "服务端渲染、缓存命中毫秒级返回，批量查询并发执行、进度实时可见。" },
];

/** Home: the integrated search (spec §2). Later capabilities add their results under the box. */
export default function Home() {
  const site = useSite();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <section className="bg-gradient-to-b from-primary-soft to-slate-50 px-4 pt-16 pb-12 md:pt-24">
          <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
            <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">域名信息综合查询</h1>
            <p className="mt-3 text-slate-600">Whois · RDAP · 注册状态 · 一次输入，查清一个域名</p>
            <div className="mt-8 w-full">
              <DomainSearchForm />
            </div>
          </div>
        </section>
        <section aria-labelledby="promises" className="mx-auto max-w-5xl px-4 py-10">
          <h2 id="promises" className="sr-only">
            我们的承诺
          </h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {PROMISES.map((item) => (
              <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-slate-600">
            想进一步了解？请阅读<Link to="/main/about" className="underline underline-offset-2">关于域鉴</Link>。
          </p>
        </section>
      </main>
      <SiteFooter site={site} />
    </div>
  );
}

export const headers = publicPageHeaders;
