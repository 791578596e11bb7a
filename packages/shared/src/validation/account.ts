// Account field rules (spec §5 "Account field", §9): an account is an e-mail address or a
// phone number of 10 to 11 digits. Validators return null when valid, else the Chinese error.

export const ACCOUNT_MESSAGES = {
  account: "请输入有效的手机号或邮箱",
  email: "请输入有效的邮箱地址",
  phone: "请输入有效的手机号码",
} as const;

export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 11;
/** RFC 5321 §4.5.3.1.3 path limit; longer input cannot be a deliverable address. */
export const EMAIL_MAX_LENGTH = 254;

// Name characters (letters, digits . _ % + -), "@", a host of letters, digits and hyphens in
// dot-separated non-empty labels, a dot, then a top-level part of 2 to 6 letters (spec §5, §9).
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,6}$/i;
const PHONE_PATTERN = /^[0-9]{10,11}$/;
const DIGITS_ONLY = /^[0-9]+$/;

export type AccountKind = "email" | "phone";

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** null for a valid e-mail address (surrounding spaces ignored), else the error text. */
export function validateEmail(value: unknown): string | null {
  const v = text(value);
  return v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v)
    ? null
    : ACCOUNT_MESSAGES.email;
}

/** null for a phone number of 10–11 digits (digits only; surrounding spaces ignored). */
export function validatePhone(value: unknown): string | null {
  return PHONE_PATTERN.test(text(value)) ? null : ACCOUNT_MESSAGES.phone;
}

/**
 * null for a valid account. The error names what the user evidently tried: an "@" means an
 * e-mail, digits only mean a phone number; anything else (or nothing) gets the general text.
 */
export function validateAccount(value: unknown): string | null {
  const v = text(value);
  if (v.includes("@")) return validateEmail(v);
  if (DIGITS_ONLY.test(v)) return validatePhone(v);
  return ACCOUNT_MESSAGES.account;
}

/** Which kind of account `value` is, or null when it is neither. */
export function accountKind(value: unknown): AccountKind | null {
  if (validateEmail(value) === null) return "email";
  if (validatePhone(value) === null) return "phone";
  return null;
}

/**
 * The canonical stored form: trimmed, and lowercased for e-mail so Foo@Example.com and
 * foo@example.com are one account. Returns null when the value is not a valid account.
 */
export function normalizeAccount(value: unknown): string | null {
  const kind = accountKind(value);
  if (kind === null) return null;
  const v = text(value);
  return kind === "email" ? v.toLowerCase() : v;
}
