import { describe, expect, it } from "vitest";
import {
  CODE_VALUES,
  Code,
  SESSION_RESET_CODES,
  UNKNOWN_CODE_MESSAGE,
  codeMessages,
  isCode,
  isSessionResetCode,
  messageFor,
} from "../src/codes.ts";

describe("Code catalogue (spec §8)", () => {
  it("has exactly the spec's names and numbers, plus NotFound 404", () => {
    expect(Code).toEqual({
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
    });
  });

  it("lists every value once in CODE_VALUES", () => {
    expect(CODE_VALUES).toHaveLength(31);
    expect(new Set(CODE_VALUES).size).toBe(31);
    expect([...CODE_VALUES].sort()).toEqual(Object.values(Code).sort());
  });

  it("has a non-empty Chinese message for every code and nothing else", () => {
    expect(Object.keys(codeMessages).map(Number).sort()).toEqual(
      [...CODE_VALUES].sort(),
    );
    for (const code of CODE_VALUES) {
      expect(codeMessages[code].length).toBeGreaterThan(0);
      expect(codeMessages[code]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it("gives the agreed texts", () => {
    expect(codeMessages).toEqual({
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
      1023: "涉嫌违规操作，已被封禁！",
      1024: "暂不支持该后缀",
      2001: "该域名未注册",
      2002: "该域名已被注册",
    });
  });

  it("keeps the banned text verbatim from spec §6", () => {
    expect(codeMessages[Code.Forbidden]).toBe("涉嫌违规操作，已被封禁！");
  });
});

describe("isCode", () => {
  it("accepts catalogue numbers", () => {
    for (const code of CODE_VALUES) expect(isCode(code)).toBe(true);
  });
  it("rejects other numbers and non-numbers", () => {
    for (const v of [
      0,
      201,
      403,
      999,
      1000,
      1025,
      2000,
      2003,
      200.5,
      Number.NaN,
      "200",
      null,
      undefined,
      {},
    ]) {
      expect(isCode(v)).toBe(false);
    }
  });
});

describe("messageFor", () => {
  it("returns the catalogue text", () => {
    expect(messageFor(200)).toBe("成功");
    expect(messageFor(Code.QueryExceedLimit)).toBe(
      "今日查询次数已用完，登录后不限次数",
    );
    expect(messageFor(Code.NotSupported)).toBe("暂不支持该后缀");
  });
  it("falls back for unknown codes", () => {
    expect(messageFor(999)).toBe(UNKNOWN_CODE_MESSAGE);
    expect(UNKNOWN_CODE_MESSAGE).toBe("未知错误，请稍后再试");
  });
});

describe("session reset codes (spec §4)", () => {
  it("are 401 and 1014", () => {
    expect(SESSION_RESET_CODES).toEqual([401, 1014]);
  });
  it("isSessionResetCode matches exactly those", () => {
    expect(isSessionResetCode(401)).toBe(true);
    expect(isSessionResetCode(1014)).toBe(true);
    for (const code of CODE_VALUES.filter((c) => c !== 401 && c !== 1014)) {
      expect(isSessionResetCode(code)).toBe(false);
    }
    expect(isSessionResetCode("401")).toBe(false);
  });
});
