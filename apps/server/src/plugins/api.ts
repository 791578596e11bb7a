import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { Code, fail } from "@yujian/shared";
import type { AppContext } from "../app-context.ts";
import { FixedWindowRateLimiter } from "../lib/rate-limiter.ts";
import { systemRoutes } from "../routes/system.ts";
import { installApiErrorHandling } from "./api-errors.ts";
import { API_CONTENT_SECURITY_POLICY, installSecurityHeaders } from "./security.ts";
import { installTimestampGuard } from "./timestamp-guard.ts";

/**
 * Everything under `/api`, encapsulated so its error handler, timestamp guard and rate limit
 * never touch page rendering. Route groups register here in a fixed order.
 */
export async function apiPlugin(app: FastifyInstance, { context }: { context: AppContext }) {
  installSecurityHeaders(app, context.config.publicBaseUrl.startsWith("https:"), API_CONTENT_SECURITY_POLICY);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installApiErrorHandling(app);

  const limiter = new FixedWindowRateLimiter(context.config.rateLimitPerMinute, 60_000);
  app.addHook("onRequest", (request, reply, done) => {
    const decision = limiter.hit(request.ip);
    if (decision.allowed) return done();
    reply.header("retry-after", Math.ceil(decision.retryAfterMs / 1000));
    reply.status(429).send(fail(Code.AccessFrequent));
  });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "域鉴 API",
        version: "1.0.0",
        description:
          "所有响应为 {code, message, data} 信封；业务错误以 HTTP 200 返回，code 见错误码表。每个请求须带 timestamp（毫秒时间戳 + 两位 ISO 7064 MOD 97-10 校验位）：GET 放在查询参数，POST 放在请求体。",
      },
      servers: [{ url: context.config.publicBaseUrl }],
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
      },
    },
    transform: jsonSchemaTransform,
  });

  installTimestampGuard(app, context.config.timestampMaxSkewMs);

  app.get("/docs", { config: { skipTimestamp: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(systemRoutes, { context });

  // Without this, an unknown /api path would fall through to the page renderer's catch-all.
  app.all("/*", { config: { skipTimestamp: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.status(404).send(fail(Code.NotFound)),
  );
}
