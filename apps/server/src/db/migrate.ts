import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { DatabaseHandle } from "./database.ts";
import * as appKv from "./migrations/0001-app-kv.ts";

/** Migrations live in code (no directory scan) so a bundled or type-stripped build finds them. */
const migrations: Record<string, Migration> = {
  "0001-app-kv": appKv,
};

class InCodeMigrationProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** Brings the schema to the latest version; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
