/** Header and footer links. A capability adds its entry when its page exists. */
export interface NavItem {
  to: string;
  label: string;
}

export const HEADER_NAV: NavItem[] = [
  { to: "/", label: "首页" },
  { to: "/main/about", label: "关于我们" },
  { to: "/main/adzs", label: "广告合作" },
];

export const FOOTER_NAV: NavItem[] = [
  { to: "/main/about", label: "关于我们" },
  { to: "/main/userAgreement", label: "用户协议" },
  { to: "/main/privacy", label: "隐私政策" },
  { to: "/main/adzs", label: "广告合作" },
];

/** Pages whose route chunks are prefetched one second after the first load (spec §9). */
export const PREFETCH_PAGES: string[] = [...new Set([...HEADER_NAV, ...FOOTER_NAV].map((item) => item.to))];
