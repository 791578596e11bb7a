// Domain input rules (spec §5 "Domain input"): what a user types into a lookup box becomes the
// registrable domain we look up — or the full host when a feature asks for it.
import { toAsciiDomain, toAsciiLabel } from "./punycode.ts";
import { isKnownTld, isSecondLevelSuffix } from "./suffixes.ts";

export const DOMAIN_MESSAGES = {
  empty: "请输入域名",
  invalid: "请输入正确的域名，例如 example.com",
  unsupportedSuffix: "暂不支持该域名后缀",
} as const;

/** RFC 1035 §2.3.4 limits, measured on the ASCII (xn--) form. */
export const DOMAIN_LABEL_MAX = 63;
export const DOMAIN_MAX = 253;

// A name label: Chinese characters (and other scripts' letters, for IDNs such as bücher.de),
// ASCII letters, digits, underscore or hyphen (spec §5), not starting or ending with a hyphen.
// Letters exclude upper case (\p{Lu}, \p{Lt}): the pattern applies to lowercased input.
const NAME_CHAR = String.raw`[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{Nd}_]`;
const NAME_LABEL = String.raw`${NAME_CHAR}(?:[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{Nd}_-]*${NAME_CHAR})?`;
// A TLD-shaped label: ASCII letters, an xn-- ACE label, or letters outside ASCII (中国).
const TLD_LABEL = String.raw`(?:[a-z]{2,63}|xn--[a-z0-9-]+|(?:(?![a-z])[\p{Ll}\p{Lm}\p{Lo}\p{M}])+)`;

/**
 * Shape of a normalised host (lowercase, no scheme/path/port, no trailing dot): one or more
 * name labels, each followed by a dot, then a TLD-shaped label. Whether the suffix is one we
 * know, and the label length limits, are checked separately by {@link normalizeDomainInput}.
 */
export const DOMAIN_PATTERN = new RegExp(
  String.raw`^(?:${NAME_LABEL}\.)+${TLD_LABEL}$`,
  "u",
);

export type DomainOptions = {
  /** Keep every label (e.g. blog.example.com) instead of reducing to the registrable domain. */
  fullHost?: boolean;
};

export type DomainResult =
  { ok: true; domain: string; suffix: string } | { ok: false; message: string };

// Ideographic and full-width full stops typed by Chinese input methods (NFKC has already
// folded U+FF0E and U+FF61 to "." and "。").
const WIDE_DOTS = /[\u3002\uff0e\uff61]/g;
const SCHEME = /^https?:\/\//;
// The host ends at a path, query, fragment or port.
const HOST_END = /[/?#:\\]/;

function invalid(message: string): DomainResult {
  return { ok: false, message };
}

/** Reduces user input to a host: case, width, scheme, path, port, trailing dot and "www.". */
function extractHost(input: string): string {
  // NFKC turns full-width letters, digits and punctuation (ｅｘａｍｐｌｅ．ｃｏｍ) into ASCII.
  let s = input.normalize("NFKC").trim().toLowerCase().replace(WIDE_DOTS, ".");
  s = s.replace(SCHEME, "");
  s = s.split(HOST_END, 1)[0] ?? "";
  if (s.endsWith(".")) s = s.slice(0, -1);
  if (s.startsWith("www.")) {
    const rest = s.slice(4);
    // Keep "www." when stripping it would leave no domain: www.com, www.com.cn.
    if (rest.includes(".") && !isSecondLevelSuffix(rest)) s = rest;
  }
  return s;
}

/**
 * Normalises a domain typed by a user (spec §5): trim and lowercase; strip http(s):// and
 * "www."; drop path, query, hash and port; drop a trailing dot; read 。 and ． as dots; then keep
 * three labels under a known two-level suffix, else two (all labels with `fullHost`).
 */
export function normalizeDomainInput(
  input: string,
  options: DomainOptions = {},
): DomainResult {
  if (typeof input !== "string" || input.trim() === "")
    return invalid(DOMAIN_MESSAGES.empty);
  const host = extractHost(input);
  // Length first: it also bounds the pattern's backtracking on hostile input.
  if (host.length > DOMAIN_MAX || !DOMAIN_PATTERN.test(host))
    return invalid(DOMAIN_MESSAGES.invalid);
  const labels = host.split(".");
  if (labels.some((label) => toAsciiLabel(label).length > DOMAIN_LABEL_MAX)) {
    return invalid(DOMAIN_MESSAGES.invalid);
  }
  if (toAsciiDomain(host).length > DOMAIN_MAX)
    return invalid(DOMAIN_MESSAGES.invalid);

  const lastTwo = labels.slice(-2).join(".");
  const underSecondLevel = labels.length >= 3 && isSecondLevelSuffix(lastTwo);
  const tld = labels[labels.length - 1] ?? "";
  if (!underSecondLevel && !isKnownTld(tld))
    return invalid(DOMAIN_MESSAGES.unsupportedSuffix);

  const kept = options.fullHost
    ? labels
    : labels.slice(underSecondLevel ? -3 : -2);
  return {
    ok: true,
    domain: kept.join("."),
    suffix: underSecondLevel ? lastTwo : tld,
  };
}

/** True when `input` normalises to a supported domain (see {@link normalizeDomainInput}). */
export function isValidDomain(
  input: string,
  options: DomainOptions = {},
): boolean {
  return normalizeDomainInput(input, options).ok;
}
