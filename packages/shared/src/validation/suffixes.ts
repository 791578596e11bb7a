// Reference data for domain input (spec §3 "reference data", §5 "domain input"): the known
// top-level domains and our list of two-level suffixes. A domain under a two-level suffix keeps
// three labels (example.com.cn), any other keeps two (example.com).
import tlds from "tlds" with { type: "json" };
import { toAsciiDomain, toAsciiLabel } from "./punycode.ts";

/**
 * Two-level suffixes under which people register names, chosen for Chinese users (the spec
 * mentions "about 70", province .cn suffixes and com.cn among them, without listing them):
 * - CNNIC's generic .cn categories and the 34 province-level region suffixes;
 * - the usual commercial second levels of Hong Kong, Taiwan, Macao and common foreign ccTLDs;
 * - CentralNic-style "domain under a .com" products (hk.com, us.com, cn.com …), sold like TLDs;
 * - CNNIC's Chinese-language categories under .cn (公司.cn, 网络.cn).
 */
// Grouped by registry, several to a line, for reading.
// prettier-ignore
export const SECOND_LEVEL_SUFFIXES = [
  // CNNIC generic categories
  "com.cn", "net.cn", "org.cn", "gov.cn", "edu.cn", "ac.cn", "mil.cn",
  // CNNIC province / region suffixes (34)
  "bj.cn", "sh.cn", "tj.cn", "cq.cn", "he.cn", "sx.cn", "nm.cn", "ln.cn", "jl.cn", "hl.cn",
  "js.cn", "zj.cn", "ah.cn", "fj.cn", "jx.cn", "sd.cn", "ha.cn", "hb.cn", "hn.cn", "gd.cn",
  "gx.cn", "hi.cn", "sc.cn", "gz.cn", "yn.cn", "xz.cn", "sn.cn", "gs.cn", "qh.cn", "nx.cn",
  "xj.cn", "tw.cn", "hk.cn", "mo.cn",
  // Hong Kong, Taiwan, Macao
  "com.hk", "net.hk", "org.hk", "edu.hk", "gov.hk",
  "com.tw", "net.tw", "org.tw",
  "com.mo",
  // Common foreign ccTLD second levels
  "co.uk", "org.uk", "me.uk", "ltd.uk", "plc.uk",
  "co.jp", "ne.jp", "or.jp",
  "co.kr", "or.kr",
  "com.au", "net.au", "org.au",
  "co.nz", "com.sg", "com.my", "co.in", "com.br", "com.ru",
  // CentralNic-style second levels under .com
  "hk.com", "us.com", "uk.com", "eu.com", "cn.com", "jpn.com", "gr.com", "de.com", "br.com", "co.com",
  // Chinese-language categories under .cn
  "公司.cn", "网络.cn",
] as const;

/**
 * Every IANA top-level domain, lowercase, with IDN TLDs in both forms: the list's Unicode
 * form (中国) and the ASCII form (xn--fiqs8s) that people paste from DNS tools.
 */
export const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(
  tlds.flatMap((tld) => {
    const lower = tld.toLowerCase();
    const ascii = toAsciiLabel(lower);
    return ascii === lower ? [lower] : [lower, ascii];
  }),
);

/** Two-level suffixes in both Unicode and ASCII (xn--) forms. */
const SECOND_LEVEL_SET: ReadonlySet<string> = new Set(
  SECOND_LEVEL_SUFFIXES.flatMap((s) => {
    const ascii = toAsciiDomain(s);
    return ascii === s ? [s] : [s, ascii];
  }),
);

// Case and one leading dot are forgiven so ".COM" and "com" both ask about the same suffix.
function clean(value: string): string {
  const lower = value.trim().toLowerCase();
  return lower.startsWith(".") ? lower.slice(1) : lower;
}

/** True when `tld` (e.g. "com", "中国", "xn--fiqs8s") is an IANA top-level domain. */
export function isKnownTld(tld: string): boolean {
  return TOP_LEVEL_DOMAINS.has(clean(tld));
}

/** True when `suffix` (e.g. "com.cn", "公司.cn") is one of {@link SECOND_LEVEL_SUFFIXES}. */
export function isSecondLevelSuffix(suffix: string): boolean {
  return SECOND_LEVEL_SET.has(clean(suffix));
}
