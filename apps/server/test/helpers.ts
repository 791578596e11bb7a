import { createTimestamp } from "@yujian/shared";
import { buildApp } from "../src/app.ts";
import { loadConfig, type AppConfig } from "../src/config.ts";
import { createAppContext } from "../src/context.ts";
import { openDatabase } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";

/** Configuration for in-process tests: in-memory SQLite, quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "./data/test", ...overrides });
}

/** An API-only app (no web build) over a migrated in-memory database. */
export async function buildTestApp(overrides: Record<string, string> = {}) {
  const config = testConfig(overrides);
  const database = openDatabase({ dataDir: config.dataDir, sqliteFile: ":memory:" });
  await migrateToLatest(database);
  const context = createAppContext(config, database, { buildId: "test-build", builtAt: "2026-11-21T00:00:00.000Z" });
  const app = await buildApp(context, { logger: false });
  return {
    app,
    context,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function withTimestamp(path: string, nowMs = Date.now()): string {
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}timestamp=${createTimestamp(nowMs)}`;
}
