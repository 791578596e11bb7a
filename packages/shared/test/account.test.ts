import { describe, expect, it } from "vitest";
import {
  ACCOUNT_MESSAGES,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  accountKind,
  normalizeAccount,
  validateAccount,
  validateEmail,
  validatePhone,
} from "../src/validation/account.ts";

const ACCOUNT = "请输入有效的手机号或邮箱";
const EMAIL = "请输入有效的邮箱地址";
const PHONE = "请输入有效的手机号码";

describe("messages and limits (spec §5, §9)", () => {
  it("are the spec texts", () => {
    expect(ACCOUNT_MESSAGES).toEqual({
      account: ACCOUNT,
      email: EMAIL,
      phone: PHONE,
    });
    expect(PHONE_MIN_LENGTH).toBe(10);
    expect(PHONE_MAX_LENGTH).toBe(11);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });
});

describe("validateEmail", () => {
  it.each([
    "user@example.com",
    "User.Name+tag@example.co.uk",
    "a_b%c-d@mail-1.example.cn",
    "x@y.io",
    "x@y.museum", // 6-letter top-level part
    "  user@example.com  ",
  ])("accepts %j", (v) => {
    expect(validateEmail(v)).toBeNull();
  });
  it.each([
    "",
    "user",
    "user@",
    "@example.com",
    "user@example",
    "user@example.c", // 1 letter
    "user@example.abcdefg", // 7 letters
    "user@example.c0m",
    "user@@example.com",
    "user name@example.com",
    "用户@example.com",
    "user@exa_mple.com",
    "user@.example.com",
    "user@example..com",
    "user@example.com.",
  ])("rejects %j", (v) => {
    expect(validateEmail(v)).toBe(EMAIL);
  });
  it("rejects addresses longer than 254 characters", () => {
    const local = "a".repeat(64);
    const ok = `${local}@${"b".repeat(185)}.com`; // 254
    expect(ok).toHaveLength(254);
    expect(validateEmail(ok)).toBeNull();
    expect(validateEmail(`a${ok}`)).toBe(EMAIL);
  });
  it("rejects non-strings", () => {
    expect(validateEmail(undefined)).toBe(EMAIL);
    expect(validateEmail(123)).toBe(EMAIL);
  });
});

describe("validatePhone", () => {
  it("accepts 10 and 11 digits", () => {
    expect(validatePhone("0123456789")).toBeNull();
    expect(validatePhone("13800138000")).toBeNull();
    expect(validatePhone(" 13800138000 ")).toBeNull();
  });
  it.each([
    "",
    "123456789",
    "138001380001",
    "1380013800a",
    "+8613800138000",
    "138 0013 8000",
    "138-0013-8000",
    "１３８００１３８０００",
  ])("rejects %j", (v) => {
    expect(validatePhone(v)).toBe(PHONE);
  });
  it("rejects non-strings", () => {
    expect(validatePhone(13800138000)).toBe(PHONE);
    expect(validatePhone(null)).toBe(PHONE);
  });
});

describe("validateAccount", () => {
  it("accepts an e-mail or a phone number", () => {
    expect(validateAccount("user@example.com")).toBeNull();
    expect(validateAccount("13800138000")).toBeNull();
    expect(validateAccount("0123456789")).toBeNull();
  });
  it("asks for phone or e-mail when empty or neither", () => {
    for (const v of [
      "",
      "   ",
      "abc",
      "user.example.com",
      "+8613800138000",
      "138-0013-8000",
      undefined,
      null,
      5,
    ]) {
      expect(validateAccount(v)).toBe(ACCOUNT);
    }
  });
  it("names the e-mail rule when the value contains @", () => {
    expect(validateAccount("user@")).toBe(EMAIL);
    expect(validateAccount("@")).toBe(EMAIL);
    expect(validateAccount("13800138000@")).toBe(EMAIL);
  });
  it("names the phone rule when the value is digits of the wrong length", () => {
    expect(validateAccount("123")).toBe(PHONE);
    expect(validateAccount("123456789")).toBe(PHONE);
    expect(validateAccount("138001380001")).toBe(PHONE);
  });
});

describe("accountKind", () => {
  it("classifies valid values", () => {
    expect(accountKind("user@example.com")).toBe("email");
    expect(accountKind(" 13800138000 ")).toBe("phone");
  });
  it("returns null otherwise", () => {
    for (const v of ["", "123", "user@", "abc", undefined])
      expect(accountKind(v)).toBeNull();
  });
});

describe("normalizeAccount", () => {
  it("trims and lowercases e-mail, trims phones", () => {
    expect(normalizeAccount("  User@Example.COM ")).toBe("user@example.com");
    expect(normalizeAccount(" 13800138000 ")).toBe("13800138000");
  });
  it("returns null for invalid accounts", () => {
    expect(normalizeAccount("nope")).toBeNull();
    expect(normalizeAccount("")).toBeNull();
  });
});
