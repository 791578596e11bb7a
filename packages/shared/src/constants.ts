// Business constants (spec §9, §4, §7) and the enumerations of spec §3. Enumerations are
// `as const` objects (no TS enums: erasable syntax only); each has a same-named type of its
// values, so `UsageCategory` works both as a value (`UsageCategory.Whois`) and as a type.

// ---- Layout and timing (spec §4, §9) ----
/** The window is "mobile" when narrower than this (px). */
export const MOBILE_BREAKPOINT = 768;
export const RESIZE_DEBOUNCE_MS = 100;
export const SEARCH_DEBOUNCE_MS = 300;
/** A build change or failed lazy chunk reloads the page at most once per path in this window. */
export const RELOAD_GUARD_MS = 10_000;
/** Chunk prefetch starts this long after the first load. */
export const PREFETCH_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 3000;
export const TOAST_MIN_WIDTH = 420;
export const TOAST_MAX_WIDTH = 720;
/** Cap on visible toasts (spec §4 says the list "can be capped"; the number is ours). */
export const TOAST_MAX_COUNT = 5;
/** Stacking order of the message container. */
export const TOAST_Z_INDEX = 6000;
export const DIALOG_WIDTH = 446;

// ---- Session (spec §3, §4) ----
/** Lifetime of the user-info / token cookie; its path is "/". */
export const USER_COOKIE_MAX_AGE_DAYS = 365;
/** Pages that need login; losing the session on one of them sends the user to "/". */
export const PROTECTED_PATHS = ["/main/baseInfo", "/main/letter"] as const;

/** True for a protected page, ignoring a trailing slash (query and hash must be stripped). */
export function isProtectedPath(pathname: string): boolean {
  const path =
    pathname.length > 1 && pathname.endsWith("/")
      ? pathname.slice(0, -1)
      : pathname;
  // React Router matches paths case-insensitively, so the check must too.
  const lower = path.toLowerCase();
  return PROTECTED_PATHS.some((protectedPath) => protectedPath.toLowerCase() === lower);
}

// ---- Dates (spec §1, §9) ----
export const DATE_TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
export const DATE_FORMAT = "YYYY-MM-DD";

// ---- Client retries (spec §7) ----
/** Statuses on which a non-mutating request is retried. */
export const RETRY_STATUS_CODES = [
  408, 409, 425, 429, 500, 502, 503, 504,
] as const;
/** Retries for GET/HEAD-style requests; mutating methods are never retried. */
export const RETRY_COUNT_NON_MUTATING = 1;

// ---- Country filter (spec §3) ----
/** Value of the first country option, which means "no restriction". */
export const COUNTRY_ANY = "buxian";
export const COUNTRY_ANY_LABEL = "不限";

// ---- Enumerations (spec §3) ----
/** Which registrant field a reverse-whois query searches. */
export const ReverseWhoisType = {
  RegistrantOrganization: 0,
  RegistrantName: 1,
  RegistrantEmail: 2,
  RegistrantDomain: 3,
} as const;
export type ReverseWhoisType =
  (typeof ReverseWhoisType)[keyof typeof ReverseWhoisType];

export const QueryFeatureKind = {
  OrganizationReverse: 0,
  NameReverse: 1,
  EmailReverse: 2,
  Whois: 3,
  WhoisHistory: 4,
} as const;
export type QueryFeatureKind =
  (typeof QueryFeatureKind)[keyof typeof QueryFeatureKind];

/** Usage / quota category; visitor limits are counted per category per day. */
export const UsageCategory = {
  OtherSuffix: 0,
  Dispute: 1,
  Bq: 2,
  Ip: 3,
  Trade: 4,
  WhoisHistory: 5,
  Valuation: 6,
  Terminal: 7,
  Weight: 8,
  Whois: 9,
  Wr: 10,
  Wx: 11,
  Qq: 12,
  MarketPric: 13,
  Reverse: 14,
  Record: 15,
  DomainCheck: 16,
  WechatLogin: 17,
  SuffixList: 18,
  RegisterStatus: 19,
  Apppc: 20,
  Finsh: 999,
} as const;
export type UsageCategory = (typeof UsageCategory)[keyof typeof UsageCategory];

/** Candidate-name patterns of the domain dictionary. */
export const DomainPatternType = {
  Spelling: 0,
  Spelling_1: 1,
  Spelling_2: 2,
  Spelling_3: 3,
  Spelling_4: 4,
  Number_1: 5,
  Number_2: 6,
  Number_3: 7,
  letter_1: 8,
  letter_2: 9,
  PostalCode: 10,
  EnglishWords: 11,
} as const;
export type DomainPatternType =
  (typeof DomainPatternType)[keyof typeof DomainPatternType];

export const LoginMode = { Password: 0, Code: 1 } as const;
export type LoginMode = (typeof LoginMode)[keyof typeof LoginMode];

/**
 * Registration state of a domain; "unkonw" is spelled as the spec gives it. DESIGN principle 4:
 * a failed lookup is `unkonw`, never `noHas`.
 */
export const RegisterState = {
  loading: 0,
  has: 1,
  noHas: 2,
  unkonw: 3,
} as const;
export type RegisterState = (typeof RegisterState)[keyof typeof RegisterState];

/** Chinese labels for {@link RegisterState} (spec §3: loading, registered, not registered, failed). */
export const REGISTER_STATE_LABELS: Record<RegisterState, string> = {
  0: "查询中",
  1: "已注册",
  2: "未注册",
  3: "查询失败",
};

/** Feedback form type; the spec notes one reading shows only the first four. */
export const FeedbackType = {
  BusinessCooperation: 0,
  ErrorCorrection: 1,
  FunctionalSuggestions: 2,
  other: 3,
  indent: 4,
} as const;
export type FeedbackType = (typeof FeedbackType)[keyof typeof FeedbackType];

/** Why a verification code is sent. */
export const CodePurpose = {
  Register: 1,
  FindPassword: 2,
  Verification: 3,
  Modify: 4,
} as const;
export type CodePurpose = (typeof CodePurpose)[keyof typeof CodePurpose];
