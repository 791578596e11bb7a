import type { Generated } from "kysely";

/** Tables known to the application; each migration in `migrations/` adds to this. */
export interface Database {
  app_kv: AppKvTable;
}

/** Small durable key/value facts of the deployment (e.g. the first start time). */
export interface AppKvTable {
  key: string;
  value: string;
  updated_at: number;
  created_at: Generated<number>;
}
