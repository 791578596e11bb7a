import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createAppContext, readBuildVersion } from "./context.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createAppKvRepository } from "./db/repositories/app-kv-repository.ts";
import { loadWebBuild } from "./plugins/web.ts";

/** Launcher: config → migrations → app → listen; SIGTERM/SIGINT close gracefully. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrateToLatest(database);
  const buildDir = config.webBuildDir;
  const build = await loadWebBuild(buildDir);
  const context = createAppContext(config, database, readBuildVersion(buildDir));
  const app = await buildApp(context, { web: { build, buildDir } });
  if (applied.length > 0) app.log.info({ migrations: applied }, "database migrated");
  const firstStartedAt = await createAppKvRepository(database.db).putIfAbsent("first_started_at", new Date().toISOString());
  app.log.info({ database: database.dialect, firstStartedAt, buildId: context.version.buildId }, "starting");

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // Keep-alive sockets that finish their last response after close() began would otherwise
    // idle until the keep-alive timeout; close them as soon as they become idle.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 200);
    sweeper.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
