import { Link } from "react-router";

export const toc = [
  { id: "what-is-yujian", title: "域鉴是什么" },
  { id: "who-we-serve", title: "为谁服务" },
  { id: "features", title: "我们提供什么" },
  { id: "why-yujian", title: "我们的不同之处" },
  { id: "data-sources", title: "数据来源与局限" },
  { id: "contact", title: "联系我们" },
];

export default function AboutContent({ contactEmail }: { contactEmail: string }) {
  return (
    <article className="prose-doc">
      <h1>关于我们</h1>
      <p>
        域鉴是一个专注于域名信息的查询平台。我们希望把分散在各个注册局、注册商和公开系统里的信息，整理成准确、易读、可追溯的查询结果，让每一次查询都经得起核对。
      </p>

      <h2 id="what-is-yujian">域鉴是什么</h2>
      <p>
        域鉴提供 whois 与 RDAP 查询、注册状态检测、ICP 备案查询、网站与 IP 信息、访问可用性检测以及域名估值与行情等服务。访客无需注册即可在每日额度内使用各项查询；登录后不再受每日次数限制，还可以使用消息中心等账户功能。
      </p>

      <h2 id="who-we-serve">为谁服务</h2>
      <ul>
        <li><strong>站长</strong>：核对自己域名的到期时间、注册商和解析状态，检查网站备案、是否被墙或被微信、QQ 拦截。</li>
        <li><strong>域名投资者</strong>：批量查看注册状态，参考估值、交易行情和 whois 历史，判断一个名字的来龙去脉。</li>
        <li><strong>安全从业者</strong>：借助反查 whois、同 IP 网站和历史快照，梳理可疑域名之间的关联。</li>
      </ul>

      <h2 id="features">我们提供什么</h2>
      <ul>
        <li><strong>注册信息</strong>：whois 与 RDAP 实时查询及手动刷新、whois 历史记录、反查 whois、同一名称在多个后缀下的注册状态。</li>
        <li><strong>备案与网站</strong>：ICP 备案查询、网站权重与排名、域名解析 IP 及同 IP 网站。</li>
        <li><strong>访问与安全</strong>：被墙检测、DNS 污染检测、微信与 QQ 拦截检测、域名纠纷检测。</li>
        <li><strong>价值与行情</strong>：域名估值、市场成交价格参考、域名词典。</li>
        <li><strong>目录与资讯</strong>：注册商目录、域名后缀目录、行业新闻与站内公告。</li>
        <li><strong>效率工具</strong>：提供批量查询工具，便于一次处理大量域名。</li>
      </ul>

      <h2 id="why-yujian">我们的不同之处</h2>
      <ul>
        <li><strong>准确</strong>：查询直接发往权威来源，通过注册局和注册商的 RDAP 服务及传统 whois 实时获取，而不是转述其他网站的缓存结果。</li>
        <li><strong>诚实</strong>：结果明确区分“已注册”“未注册”和“未知”。当注册局无响应、超时或返回异常时，我们会如实标注查询失败，绝不把失败当作“可注册”展示。</li>
        <li><strong>快速</strong>：我们持续优化查询链路，页面简洁，常用信息一眼可见，减少无谓的等待。</li>
        <li><strong>尊重隐私</strong>：查询时只把要查的域名发给注册局等数据来源，不附带您的身份信息；我们不出售用户个人信息。</li>
      </ul>

      <h2 id="data-sources">数据来源与局限</h2>
      <p>
        注册信息来自各域名注册局和注册商提供的 RDAP 及 whois 服务。每次实时查询的结果会保存为快照，whois 历史和反查 whois 正是基于这些快照，因此只能覆盖我们查询过的时间点，并非完整的历史档案。
      </p>
      <p>
        受 GDPR 等隐私保护规则影响，许多注册局和注册商会隐去注册人的姓名、邮箱等字段，这类信息我们同样无法获得。ICP 备案信息来自工业和信息化部的公开备案查询系统，可能存在更新延迟。估值、权重和行情属于估算或第三方统计，仅供参考。
      </p>
      <p>
        域鉴的所有结果仅供信息参考，不构成法律、投资或交易建议；涉及重要决策时，请以注册局、注册商或主管部门的正式记录为准。
      </p>

      <h2 id="contact">联系我们</h2>
      <p>
        如果您发现数据有误、有功能建议或合作意向，欢迎通过<Link to="/main/opinion">意见反馈</Link>页面留言，也可以发送邮件至
        <a href={"mailto:" + contactEmail}>{contactEmail}</a>。我们会认真阅读每一条反馈。
      </p>
    </article>
  );
}
