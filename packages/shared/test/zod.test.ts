import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  accountSchema,
  domainSchema,
  domainSchemaWith,
  emailSchema,
  hostSchema,
  passwordSchema,
  phoneSchema,
} from "../src/validation/zod.ts";

function messages(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe("domainSchema", () => {
  it("outputs the normalised registrable domain", () => {
    expect(domainSchema.parse("HTTPS://www.Example.com.cn/path")).toBe(
      "example.com.cn",
    );
    expect(domainSchema.parse("中文。中国")).toBe("中文.中国");
  });
  it("reports the rule's messages", () => {
    expect(messages(domainSchema, "")).toEqual(["请输入域名"]);
    expect(messages(domainSchema, "example")).toEqual([
      "请输入正确的域名，例如 example.com",
    ]);
    expect(messages(domainSchema, "example.abcdef")).toEqual([
      "暂不支持该域名后缀",
    ]);
  });
  it("reports a missing field as empty and a wrong type as invalid", () => {
    expect(messages(domainSchema, undefined)).toEqual(["请输入域名"]);
    expect(messages(domainSchema, null)).toEqual(["请输入域名"]);
    expect(messages(domainSchema, 42)).toEqual([
      "请输入正确的域名，例如 example.com",
    ]);
  });
  it("keeps messages free of field names inside an object", () => {
    const body = z.object({ domain: domainSchema });
    const r = body.safeParse({ domain: "bad" });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(r.error.issues[0]?.path).toEqual(["domain"]);
      expect(r.error.issues[0]?.message).toBe(
        "请输入正确的域名，例如 example.com",
      );
    }
  });
});

describe("hostSchema / domainSchemaWith", () => {
  it("keeps the full host", () => {
    expect(hostSchema.parse("http://blog.example.com/x")).toBe(
      "blog.example.com",
    );
    expect(
      domainSchemaWith({ fullHost: true }).parse("a.b.example.co.uk"),
    ).toBe("a.b.example.co.uk");
    expect(domainSchemaWith().parse("a.b.example.co.uk")).toBe("example.co.uk");
  });
  it("documents the input side for OpenAPI", () => {
    const json = z.toJSONSchema(domainSchema, { io: "input" }) as {
      type: string;
      description: string;
    };
    expect(json.type).toBe("string");
    expect(json.description).toBe("域名，如 example.com");
  });
});

describe("accountSchema", () => {
  it("outputs trimmed phone and lowercased e-mail", () => {
    expect(accountSchema.parse(" 13800138000 ")).toBe("13800138000");
    expect(accountSchema.parse("User@Example.com")).toBe("user@example.com");
  });
  it("reports the account rule's messages", () => {
    expect(messages(accountSchema, undefined)).toEqual([
      "请输入有效的手机号或邮箱",
    ]);
    expect(messages(accountSchema, "")).toEqual(["请输入有效的手机号或邮箱"]);
    expect(messages(accountSchema, "abc")).toEqual([
      "请输入有效的手机号或邮箱",
    ]);
    expect(messages(accountSchema, "a@b")).toEqual(["请输入有效的邮箱地址"]);
    expect(messages(accountSchema, "123")).toEqual(["请输入有效的手机号码"]);
  });
});

describe("emailSchema and phoneSchema", () => {
  it("normalise valid values", () => {
    expect(emailSchema.parse(" A@B.CN ")).toBe("a@b.cn");
    expect(phoneSchema.parse(" 13800138000")).toBe("13800138000");
  });
  it("report their own messages", () => {
    expect(messages(emailSchema, "13800138000")).toEqual([
      "请输入有效的邮箱地址",
    ]);
    expect(messages(emailSchema, undefined)).toEqual(["请输入有效的邮箱地址"]);
    expect(messages(phoneSchema, "a@b.cn")).toEqual(["请输入有效的手机号码"]);
    expect(messages(phoneSchema, undefined)).toEqual(["请输入有效的手机号码"]);
  });
});

describe("passwordSchema", () => {
  it("passes 7–16 characters through unchanged", () => {
    expect(passwordSchema.parse(" secret1 ")).toBe(" secret1 ");
    expect(passwordSchema.parse("a".repeat(16))).toBe("a".repeat(16));
  });
  it("reports the spec texts", () => {
    expect(messages(passwordSchema, undefined)).toEqual(["请填写密码"]);
    expect(messages(passwordSchema, "")).toEqual(["请填写密码"]);
    expect(messages(passwordSchema, "123456")).toEqual(["密码长度必须大于6位"]);
    expect(messages(passwordSchema, "a".repeat(17))).toEqual([
      "密码长度必须小于16位",
    ]);
  });
});
