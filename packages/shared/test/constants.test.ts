import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as C from "../src/constants.ts";

describe("business constants (spec §9, §4, §7)", () => {
  it("have the spec's values", () => {
    expect(C.MOBILE_BREAKPOINT).toBe(768);
    expect(C.RESIZE_DEBOUNCE_MS).toBe(100);
    expect(C.SEARCH_DEBOUNCE_MS).toBe(300);
    expect(C.RELOAD_GUARD_MS).toBe(10_000);
    expect(C.PREFETCH_DELAY_MS).toBe(1000);
    expect(C.TOAST_DURATION_MS).toBe(3000);
    expect(C.TOAST_MIN_WIDTH).toBe(420);
    expect(C.TOAST_MAX_WIDTH).toBe(720);
    expect(C.TOAST_MAX_COUNT).toBe(5);
    expect(C.TOAST_Z_INDEX).toBe(6000);
    expect(C.DIALOG_WIDTH).toBe(446);
    expect(C.USER_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(C.DATE_TIME_FORMAT).toBe("YYYY-MM-DD HH:mm:ss");
    expect(C.DATE_FORMAT).toBe("YYYY-MM-DD");
    expect(C.PROTECTED_PATHS).toEqual(["/main/baseInfo", "/main/letter"]);
    expect(C.RETRY_STATUS_CODES).toEqual([
      408, 409, 425, 429, 500, 502, 503, 504,
    ]);
    expect(C.RETRY_COUNT_NON_MUTATING).toBe(1);
    expect(C.COUNTRY_ANY).toBe("buxian");
    expect(C.COUNTRY_ANY_LABEL).toBe("不限");
  });

  it("isProtectedPath matches the protected pages only", () => {
    expect(C.isProtectedPath("/main/baseInfo")).toBe(true);
    expect(C.isProtectedPath("/main/letter/")).toBe(true);
    expect(C.isProtectedPath("/main/letterbox")).toBe(false);
    expect(C.isProtectedPath("/main/baseinfo")).toBe(true);
    expect(C.isProtectedPath("/")).toBe(false);
    expect(C.isProtectedPath("/main/whois")).toBe(false);
  });
});

describe("enumerations (spec §3)", () => {
  it("ReverseWhoisType", () => {
    expect(C.ReverseWhoisType).toEqual({
      RegistrantOrganization: 0,
      RegistrantName: 1,
      RegistrantEmail: 2,
      RegistrantDomain: 3,
    });
  });
  it("QueryFeatureKind", () => {
    expect(C.QueryFeatureKind).toEqual({
      OrganizationReverse: 0,
      NameReverse: 1,
      EmailReverse: 2,
      Whois: 3,
      WhoisHistory: 4,
    });
  });
  it("UsageCategory", () => {
    expect(C.UsageCategory).toEqual({
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
    });
  });
  it("DomainPatternType", () => {
    expect(C.DomainPatternType).toEqual({
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
    });
  });
  it("LoginMode, RegisterState, FeedbackType, CodePurpose", () => {
    expect(C.LoginMode).toEqual({ Password: 0, Code: 1 });
    expect(C.RegisterState).toEqual({
      loading: 0,
      has: 1,
      noHas: 2,
      unkonw: 3,
    });
    expect(C.FeedbackType).toEqual({
      BusinessCooperation: 0,
      ErrorCorrection: 1,
      FunctionalSuggestions: 2,
      other: 3,
      indent: 4,
    });
    expect(C.CodePurpose).toEqual({
      Register: 1,
      FindPassword: 2,
      Verification: 3,
      Modify: 4,
    });
  });
  it("labels every registration state in Chinese", () => {
    expect(C.REGISTER_STATE_LABELS).toEqual({
      0: "查询中",
      1: "已注册",
      2: "未注册",
      3: "查询失败",
    });
  });
  it("work with z.enum for request schemas", () => {
    const schema = z.enum(C.UsageCategory);
    expect(schema.parse(999)).toBe(C.UsageCategory.Finsh);
    expect(schema.safeParse(21).success).toBe(false);
    const typed: C.RegisterState = C.RegisterState.unkonw;
    expect(typed).toBe(3);
  });
});

describe("isProtectedPath case", () => {
  it("matches protected pages in any letter case, as the router does", async () => {
    const { isProtectedPath } = await import("../src/constants.ts");
    expect(isProtectedPath("/main/BASEINFO")).toBe(true);
    expect(isProtectedPath("/Main/Letter/")).toBe(true);
    expect(isProtectedPath("/main/about")).toBe(false);
  });
});
