import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Cheap round trip used by the health route. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, SQLite under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** SQLite file name inside `dataDir`; ":memory:" for tests. */
  sqliteFile?: string;
}

/** The only place that chooses the SQL dialect (DESIGN: embedded by default). */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options);
  return handle;
}

function openSqlite(options: DatabaseOptions): DatabaseHandle {
  const file = options.sqliteFile ?? "yujian.sqlite";
  let target = file;
  if (file !== ":memory:") {
    fs.mkdirSync(options.dataDir, { recursive: true });
    target = path.join(options.dataDir, file);
  }
  const sqlite = new SqliteDatabase(target);
  // WAL lets readers proceed while a write is in progress; NORMAL sync is safe with WAL.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

/** Epoch-millisecond columns are int8; return them as numbers like SQLite does (safe below 2^53). */
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, types: pgTypes });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}
