import { DocPage } from "../../components/doc-page.tsx";
import PrivacyContent, { toc } from "../../content/privacy.tsx";
import { pageSeo, publicPageHeaders, routeMeta } from "../../lib/seo.ts";
import { useSite } from "../../lib/site.ts";


export default function PrivacyPage() {
  const site = useSite();
  return (
    <DocPage toc={toc}>
      <PrivacyContent contactEmail={site.contactEmail} />
    </DocPage>
  );
}

export const headers = publicPageHeaders;

export const meta = routeMeta(pageSeo("隐私政策", "域鉴隐私政策：我们收集哪些信息、如何使用与保护，以及您享有的权利。", "域鉴,隐私政策,个人信息保护"));
