// Password rules (spec §5 "Password", §9): 7 to 16 characters, with the spec's exact texts.

export const PASSWORD_MIN = 7;
export const PASSWORD_MAX = 16;

export const PASSWORD_MESSAGES = {
  empty: "请填写密码",
  tooLong: "密码长度必须小于16位",
  tooShort: "密码长度必须大于6位",
} as const;

/**
 * null for an acceptable password, else the error text. Length counts characters (code
 * points), so an emoji is one; the value is not trimmed because spaces may be intended.
 */
export function validatePassword(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return PASSWORD_MESSAGES.empty;
  const length = Array.from(value).length;
  if (length > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (length < PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  return null;
}
