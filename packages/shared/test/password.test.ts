import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  validatePassword,
} from "../src/validation/password.ts";

describe("password rules (spec §5, §9)", () => {
  it("uses the spec's limits and texts", () => {
    expect(PASSWORD_MIN).toBe(7);
    expect(PASSWORD_MAX).toBe(16);
    expect(PASSWORD_MESSAGES).toEqual({
      empty: "请填写密码",
      tooLong: "密码长度必须小于16位",
      tooShort: "密码长度必须大于6位",
    });
  });

  it("asks for a password when empty or missing", () => {
    expect(validatePassword("")).toBe("请填写密码");
    expect(validatePassword(undefined)).toBe("请填写密码");
    expect(validatePassword(null)).toBe("请填写密码");
    expect(validatePassword(1234567)).toBe("请填写密码");
  });

  it("refuses 6 or fewer characters", () => {
    for (let n = 1; n <= 6; n++)
      expect(validatePassword("a".repeat(n))).toBe("密码长度必须大于6位");
  });

  it("accepts 7 to 16 characters", () => {
    for (let n = 7; n <= 16; n++)
      expect(validatePassword("a".repeat(n))).toBeNull();
  });

  it("refuses more than 16 characters", () => {
    expect(validatePassword("a".repeat(17))).toBe("密码长度必须小于16位");
    expect(validatePassword("a".repeat(100))).toBe("密码长度必须小于16位");
  });

  it("counts characters, not UTF-16 units, and keeps spaces", () => {
    expect(validatePassword("😀".repeat(7))).toBeNull(); // 14 UTF-16 units, 7 characters
    expect(validatePassword("😀".repeat(16))).toBeNull();
    expect(validatePassword("😀".repeat(17))).toBe("密码长度必须小于16位");
    expect(validatePassword("密码密码密码")).toBe("密码长度必须大于6位");
    expect(validatePassword("       ")).toBeNull(); // 7 spaces: not trimmed
    expect(validatePassword(" abcde ")).toBeNull();
  });
});
