import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Code } from "@yujian/shared";
import { domainSchema } from "@yujian/shared";
import { installApiErrorHandling } from "../src/plugins/api-errors.ts";

/** The error handler on its own, with routes that fail in each way a real route can. */
describe("API error handling", () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installApiErrorHandling(app);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post("/lookup", { schema: { body: z.object({ domain: domainSchema, page: z.number().int().min(1) }) } }, async (req) => ({
      code: 200,
      message: "成功",
      data: req.body,
    }));
    typed.get("/boom", async () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers invalid input with 1004 and a Chinese message naming the field", async () => {
    const res = await app.inject({ method: "POST", url: "/lookup", payload: { domain: "not a domain", page: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(Code.DataFormatError);
    expect(res.json().message).toMatch(/^域名：/);
  });

  it("names the field for type errors too, in Chinese", async () => {
    const res = await app.inject({ method: "POST", url: "/lookup", payload: { domain: "example.com", page: "x" } });
    expect(res.json().code).toBe(Code.DataFormatError);
    expect(res.json().message).toMatch(/^页码：/);
    expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it("passes valid input through normalised", async () => {
    const res = await app.inject({ method: "POST", url: "/lookup", payload: { domain: " HTTPS://WWW.Example.COM/path ", page: 1 } });
    expect(res.json()).toMatchObject({ code: 200, data: { domain: "example.com" } });
  });

  it("hides 5xx details from the client", async () => {
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: expect.any(String), data: null });
    expect(res.body).not.toMatch(/postgres|secret|Error/);
  });

  it("answers malformed JSON with code 400", async () => {
    const res = await app.inject({ method: "POST", url: "/lookup", headers: { "content-type": "application/json" }, payload: "{oops" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(Code.RequestError);
  });
});
