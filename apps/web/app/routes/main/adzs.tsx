import { DocPage } from "../../components/doc-page.tsx";
import AdzsContent, { toc } from "../../content/adzs.tsx";
import { pageSeo, publicPageHeaders, routeMeta } from "../../lib/seo.ts";
import { useSite } from "../../lib/site.ts";


export default function AdzsPage() {
  const site = useSite();
  return (
    <DocPage toc={toc}>
      <AdzsContent contactEmail={site.contactEmail} />
    </DocPage>
  );
}

export const headers = publicPageHeaders;

export const meta = routeMeta(pageSeo("广告与合作", "域鉴广告投放、数据与接口合作、注册商与交易平台合作及友情链接交换说明。", "域鉴,广告合作,商务合作,友情链接"));
