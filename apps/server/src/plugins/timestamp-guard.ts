import type { FastifyInstance } from "fastify";
import { Code, fail, verifyTimestamp } from "@yujian/shared";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Routes that machines call without our client (health checks, the OpenAPI document). */
    skipTimestamp?: boolean;
  }
}

const REASON_TEXT = {
  missing: "缺少请求时间戳，请刷新页面后重试",
  malformed: "请求时间戳格式错误，请刷新页面后重试",
  checksum: "请求时间戳校验失败，请刷新页面后重试",
  stale: "请求已过期，请检查本机时间后重试",
} as const;

/**
 * Spec §7 / DESIGN: every call carries `timestamp` (query for GET, body for POST). Checked
 * after body parsing so POST bodies can be read; a failure is code 400 with HTTP 400.
 */
export function installTimestampGuard(app: FastifyInstance, maxSkewMs: number): void {
  app.addHook("preValidation", (request, reply, done) => {
    if (request.routeOptions.config.skipTimestamp) return done();
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.timestamp;
    const body = request.body;
    const fromBody = body && typeof body === "object" ? (body as Record<string, unknown>).timestamp : undefined;
    const result = verifyTimestamp(fromQuery ?? fromBody, Date.now(), maxSkewMs);
    if (!result.ok) {
      reply.status(400).send(fail(Code.RequestError, REASON_TEXT[result.reason]));
      return;
    }
    done();
  });
}
