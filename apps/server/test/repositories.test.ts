import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { createAppKvRepository } from "../src/db/repositories/app-kv-repository.ts";

/**
 * Repository tests run on SQLite always and on PostgreSQL when one is reachable
 * (`TEST_DATABASE_URL`, default a local server; CI starts one).
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://yujian:yujian@127.0.0.1:5432/yujian_test";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresUp = await postgresReachable();
if (!postgresUp) {
  // CI sets REQUIRE_POSTGRES: there a missing database is a failure, not a skip.
  if (process.env.REQUIRE_POSTGRES) throw new Error(`PostgreSQL is required but not reachable at ${POSTGRES_URL}`);
  console.warn(`PostgreSQL not reachable at ${POSTGRES_URL}: its repository tests are skipped`);
}

const dialects = [
  { name: "sqlite", open: () => openDatabase({ dataDir: "", sqliteFile: ":memory:" }), enabled: true },
  { name: "postgres", open: () => openDatabase({ dataDir: "", databaseUrl: POSTGRES_URL }), enabled: postgresUp },
];

describe.each(dialects)("repositories on $name", ({ name, open, enabled }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (!enabled) return;
    handle = open();
    if (name === "postgres") {
      // A clean schema per run: the tests own this database.
      await handle.db.schema.dropTable("app_kv").ifExists().execute();
      await handle.db.schema.dropTable("kysely_migration").ifExists().execute();
      await handle.db.schema.dropTable("kysely_migration_lock").ifExists().execute();
    }
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    if (enabled) await handle.close();
  });

  it.skipIf(!enabled)("migrates idempotently", async () => {
    expect(await migrateToLatest(handle)).toEqual([]);
    expect(handle.dialect).toBe(name);
  });

  it.skipIf(!enabled)("stores, replaces and deletes values", async () => {
    const repo = createAppKvRepository(handle.db);
    expect(await repo.get("first-start")).toBeUndefined();
    await repo.put("first-start", "2026-11-21", 1000);
    expect(await repo.get("first-start")).toBe("2026-11-21");
    await repo.put("first-start", "2026-11-22", 2000);
    expect(await repo.get("first-start")).toBe("2026-11-22");
    const row = await handle.db.selectFrom("app_kv").selectAll().where("key", "=", "first-start").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ created_at: 1000, updated_at: 2000 });
    expect(await repo.delete("first-start")).toBe(true);
    expect(await repo.delete("first-start")).toBe(false);
  });

  it.skipIf(!enabled)("keeps the first value with putIfAbsent", async () => {
    const repo = createAppKvRepository(handle.db);
    expect(await repo.putIfAbsent("install-id", "a")).toBe("a");
    expect(await repo.putIfAbsent("install-id", "b")).toBe("a");
  });

  it.skipIf(!enabled)("stores Chinese text unchanged", async () => {
    const repo = createAppKvRepository(handle.db);
    await repo.put("site-name", "域鉴 · 域名信息");
    expect(await repo.get("site-name")).toBe("域鉴 · 域名信息");
  });
});
