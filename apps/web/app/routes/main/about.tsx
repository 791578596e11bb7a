import { DocPage } from "../../components/doc-page.tsx";
import AboutContent, { toc } from "../../content/about.tsx";
import { pageSeo, publicPageHeaders, routeMeta } from "../../lib/seo.ts";
import { useSite } from "../../lib/site.ts";


export default function AboutPage() {
  const site = useSite();
  return (
    <DocPage toc={toc}>
      <AboutContent contactEmail={site.contactEmail} />
    </DocPage>
  );
}

export const headers = publicPageHeaders;

export const meta = routeMeta(pageSeo("关于我们", "了解域鉴：直连注册局的域名信息查询平台，准确、快速、对未知结果如实说明。", "域鉴,关于我们,域名查询平台"));
