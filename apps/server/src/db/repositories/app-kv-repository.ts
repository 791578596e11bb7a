import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

export interface AppKvRepository {
  get(key: string): Promise<string | undefined>;
  /** Inserts or replaces; `created_at` is kept from the first write. */
  put(key: string, value: string, now?: number): Promise<void>;
  /** Writes only when the key is absent; returns the value that is stored afterwards. */
  putIfAbsent(key: string, value: string, now?: number): Promise<string>;
  delete(key: string): Promise<boolean>;
}

/** Same SQL on SQLite and PostgreSQL: both support `on conflict … do update/nothing`. */
export function createAppKvRepository(db: Kysely<Database>): AppKvRepository {
  return {
    async get(key) {
      const row = await db.selectFrom("app_kv").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },
    async put(key, value, now = Date.now()) {
      await db
        .insertInto("app_kv")
        .values({ key, value, updated_at: now, created_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
        .execute();
    },
    async putIfAbsent(key, value, now = Date.now()) {
      await db
        .insertInto("app_kv")
        .values({ key, value, updated_at: now, created_at: now })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const stored = await this.get(key);
      return stored ?? value;
    },
    async delete(key) {
      const result = await db.deleteFrom("app_kv").where("key", "=", key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
