// API response-code catalogue (spec §8). The numbers and names are part of the binding
// contract; the Chinese texts are ours because the spec only shows the banned text (1023).
// NotFound (404) is our addition, used for unknown API paths.

export const Code = {
  Ok: 200,
  ServerError: 500,
  RequestError: 400,
  Unauthorized: 401,
  NotFound: 404,
  DataExist: 1001,
  DataNotExist: 1002,
  DataError: 1003,
  DataFormatError: 1004,
  DataEmpty: 1005,
  DataExpired: 1006,
  DataInconsistent: 1007,
  DataRepeat: 1008,
  Timeout: 1009,
  CodeExpired: 1010,
  CodeError: 1011,
  AccountPasswordError: 1012,
  UploadImageSuffixError: 1013,
  QueryExceedLimit: 1014,
  WechatBinded: 1015,
  AccountNotExist: 1016,
  AccessFrequent: 1017,
  PhoneFormatError: 1018,
  PhoneExist: 1019,
  EmailFormatError: 1020,
  EmailExist: 1021,
  NeedBindAuthenticator: 1022,
  Forbidden: 1023,
  NotSupported: 1024,
  DomainCanRegister: 2001,
  DomainCanNotRegister: 2002,
} as const;

export type CodeName = keyof typeof Code;
export type CodeValue = (typeof Code)[CodeName];

export const codeMessages: Record<CodeValue, string> = {
  200: "成功",
  500: "服务器内部错误，请稍后再试",
  400: "请求无效",
  401: "登录已过期，请重新登录",
  404: "接口不存在",
  1001: "数据已存在",
  1002: "数据不存在",
  1003: "数据错误",
  1004: "数据格式错误",
  1005: "数据不能为空",
  1006: "数据已过期，请刷新后重试",
  1007: "数据不一致，请检查后重试",
  1008: "请勿重复提交",
  1009: "请求超时，请稍后再试",
  1010: "验证码已过期，请重新获取",
  1011: "验证码错误",
  1012: "账号或密码错误",
  1013: "图片格式不支持，请重新选择图片",
  1014: "今日查询次数已用完，登录后不限次数",
  1015: "该微信已绑定其他账号",
  1016: "账号不存在",
  1017: "访问过于频繁，请稍后再试",
  1018: "手机号码格式不正确",
  1019: "该手机号已被使用",
  1020: "邮箱格式不正确",
  1021: "该邮箱已被使用",
  1022: "请先绑定身份验证器",
  // Spec §6 gives this text verbatim; it must not change.
  1023: "涉嫌违规操作，已被封禁！",
  1024: "暂不支持该后缀",
  2001: "该域名未注册",
  2002: "该域名已被注册",
};

/** Every code value, in catalogue order (handy for schemas and exhaustive tests). */
export const CODE_VALUES = Object.values(Code) as readonly CodeValue[];

const codeSet: ReadonlySet<number> = new Set<number>(CODE_VALUES);

/** True when `n` is one of the catalogue codes. */
export function isCode(n: unknown): n is CodeValue {
  return typeof n === "number" && codeSet.has(n);
}

/** Text shown for an unknown code, so a client never renders an empty toast. */
export const UNKNOWN_CODE_MESSAGE = "未知错误，请稍后再试";

/** The catalogue message for `code`; {@link UNKNOWN_CODE_MESSAGE} for codes outside §8. */
export function messageFor(code: number): string {
  return isCode(code) ? codeMessages[code] : UNKNOWN_CODE_MESSAGE;
}

/** Codes on which the client clears token, user info and remembered domain (spec §4, §8). */
export const SESSION_RESET_CODES = [
  Code.Unauthorized,
  Code.QueryExceedLimit,
] as const satisfies readonly CodeValue[];

export function isSessionResetCode(code: unknown): boolean {
  return code === Code.Unauthorized || code === Code.QueryExceedLimit;
}
