import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import type { AppContext } from "./app-context.ts";
import { apiPlugin } from "./plugins/api.ts";
import { generateRequestId } from "./plugins/request-id.ts";
import { webPlugin } from "./plugins/web.ts";

export interface BuildAppOptions {
  /** The React Router server build; omitted in API-only tests. */
  web?: { build: ServerBuild; buildDir: string };
  /** Logger override (tests pass false). */
  logger?: boolean;
}

/**
 * The Fastify application as a plugin tree, in a fixed order: external plugins (security
 * headers), then `/api`, then page rendering. `server.ts` is only the launcher.
 */
export async function buildApp(context: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: context.config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie"],
          },
    genReqId: generateRequestId,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    trustProxy: context.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
  });

  await app.register(apiPlugin, { prefix: "/api", context });
  if (options.web) {
    await app.register(webPlugin, { context, build: options.web.build, buildDir: options.web.buildDir });
  }
  return app;
}
