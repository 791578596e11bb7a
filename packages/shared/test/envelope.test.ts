import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Code } from "../src/codes.ts";
import {
  codeSchema,
  emptyEnvelopeSchema,
  envelopeSchema,
  fail,
  isOk,
  ok,
} from "../src/envelope.ts";
import type { ApiEnvelope } from "../src/envelope.ts";

describe("ok", () => {
  it("wraps data with code 200 and the catalogue text", () => {
    expect(ok({ a: 1 })).toEqual({
      code: 200,
      message: "成功",
      data: { a: 1 },
    });
    expect(ok(null)).toEqual({ code: 200, message: "成功", data: null });
    const typed: ApiEnvelope<number[]> = ok([1, 2]);
    expect(typed.data).toEqual([1, 2]);
  });
});

describe("fail", () => {
  it("defaults message to the catalogue text and data to null", () => {
    expect(fail(Code.Forbidden)).toEqual({
      code: 1023,
      message: "涉嫌违规操作，已被封禁！",
      data: null,
    });
    expect(fail(Code.RequestError)).toEqual({
      code: 400,
      message: "请求无效",
      data: null,
    });
  });
  it("uses an explicit message", () => {
    expect(fail(Code.RequestError, "domain: 请输入域名")).toEqual({
      code: 400,
      message: "domain: 请输入域名",
      data: null,
    });
  });
  it("keeps an explicit empty message (no toast on the client)", () => {
    expect(fail(Code.QueryExceedLimit, "")).toEqual({
      code: 1014,
      message: "",
      data: null,
    });
  });
  it("carries data when given, with the default message when message is undefined", () => {
    expect(
      fail(Code.DomainCanNotRegister, undefined, { domain: "example.com" }),
    ).toEqual({
      code: 2002,
      message: "该域名已被注册",
      data: { domain: "example.com" },
    });
  });
});

describe("isOk", () => {
  it("is true only for code 200", () => {
    expect(isOk(ok(1))).toBe(true);
    expect(isOk(fail(Code.ServerError))).toBe(false);
    expect(isOk(fail(Code.DomainCanRegister))).toBe(false);
  });
});

describe("envelopeSchema", () => {
  const schema = envelopeSchema(z.object({ domain: z.string() }));

  it("accepts envelopes built by ok and fail", () => {
    expect(schema.parse(ok({ domain: "example.com" }))).toEqual(
      ok({ domain: "example.com" }),
    );
    expect(emptyEnvelopeSchema.parse(fail(Code.Timeout))).toEqual(
      fail(Code.Timeout),
    );
  });

  it("rejects unknown codes, missing message and wrong data", () => {
    expect(
      schema.safeParse({ code: 999, message: "x", data: { domain: "a" } })
        .success,
    ).toBe(false);
    expect(schema.safeParse({ code: 200, data: { domain: "a" } }).success).toBe(
      false,
    );
    expect(
      schema.safeParse({ code: 200, message: "成功", data: { domain: 1 } })
        .success,
    ).toBe(false);
    expect(
      emptyEnvelopeSchema.safeParse({ code: 200, message: "成功", data: {} })
        .success,
    ).toBe(false);
  });

  it("documents code as an enum of the catalogue in JSON Schema", () => {
    const json = z.toJSONSchema(schema) as unknown as {
      properties: { code: { enum: number[] } };
      required: string[];
    };
    expect(json.properties.code.enum).toContain(200);
    expect(json.properties.code.enum).toContain(2002);
    expect(json.properties.code.enum).toHaveLength(31);
    expect(json.required).toEqual(["code", "message", "data"]);
  });

  it("codeSchema accepts every catalogue value only", () => {
    for (const code of Object.values(Code))
      expect(codeSchema.safeParse(code).success).toBe(true);
    expect(codeSchema.safeParse(201).success).toBe(false);
  });
});
