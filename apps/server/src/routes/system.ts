import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeSchema, ok } from "@yujian/shared";
import type { AppContext } from "../app-context.ts";

const versionSchema = z.object({ buildId: z.string(), builtAt: z.string() });
const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["sqlite", "postgres"]), uptimeSeconds: z.number() });

/** Operational routes: the build manifest the client polls, and a health check for load balancers. */
export const systemRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    "/version",
    {
      schema: {
        tags: ["System"],
        summary: "当前前端构建版本（客户端轮询以发现新版本）",
        response: { 200: envelopeSchema(versionSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(context.version);
    },
  );

  app.get(
    "/health",
    {
      config: { skipTimestamp: true },
      schema: {
        tags: ["System"],
        summary: "健康检查（负载均衡器使用，无需时间戳）",
        response: { 200: envelopeSchema(healthSchema) },
      },
    },
    async (_request, reply) => {
      await context.database.ping();
      reply.header("cache-control", "no-store");
      return ok({ status: "ok" as const, database: context.database.dialect, uptimeSeconds: Math.round(process.uptime()) });
    },
  );
};
