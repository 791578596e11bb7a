import { DocPage } from "../../components/doc-page.tsx";
import UserAgreementContent, { toc } from "../../content/user-agreement.tsx";
import { pageSeo, publicPageHeaders, routeMeta } from "../../lib/seo.ts";
import { useSite } from "../../lib/site.ts";


export default function UserAgreementPage() {
  const site = useSite();
  return (
    <DocPage toc={toc}>
      <UserAgreementContent contactEmail={site.contactEmail} />
    </DocPage>
  );
}

export const headers = publicPageHeaders;

export const meta = routeMeta(pageSeo("用户协议", "域鉴用户协议：账号注册、使用规则、数据来源与免责声明等条款。", "域鉴,用户协议,服务条款"));
