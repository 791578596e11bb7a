import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { parseConnectTo, type ConnectToRule } from "@yujian/engine";

/**
 * The one place configuration is read. Every key is documented in `.env.example`;
 * an invalid value stops the process at start with a message naming the key.
 */
const DEFAULT_WEB_BUILD_DIR = path.resolve(fileURLToPath(import.meta.url), "../../../web/build");

const booleanString = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const listString = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? fallback)
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "must be a postgres:// URL"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_BASE_URL: z.url().default("http://localhost:3000"),
  CONTACT_EMAIL: z.email().default("support@yujian.cn"),
  ICP_NUMBER: z.string().default(""),
  EXTERNAL_LINK_ALLOWLIST: listString("beian.miit.gov.cn,www.iana.org,www.icann.org,lookup.icann.org"),
  TIMESTAMP_MAX_SKEW_MS: z.coerce.number().int().positive().default(5 * 60 * 1000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: booleanString,
  CONNECT_TO: z.string().default(""),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WEB_BUILD_DIR: z.string().optional(),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  publicBaseUrl: string;
  contactEmail: string;
  icpNumber: string;
  externalLinkAllowlist: string[];
  timestampMaxSkewMs: number;
  rateLimitPerMinute: number;
  trustProxy: boolean;
  connectTo: ConnectToRule[];
  shutdownTimeoutMs: number;
  /** The React Router build (server bundle and client assets). */
  webBuildDir: string;
  /** Rendered pages kept for anonymous visitors (0 turns the page cache off). */
  pageCacheEntries: number;
}

/** Reads and validates configuration; throws one error listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  let connectTo: ConnectToRule[];
  try {
    connectTo = parseConnectTo(e.CONNECT_TO);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  CONNECT_TO: ${(error as Error).message}`, { cause: error });
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
    publicBaseUrl: e.PUBLIC_BASE_URL.replace(/\/$/, ""),
    contactEmail: e.CONTACT_EMAIL,
    icpNumber: e.ICP_NUMBER,
    externalLinkAllowlist: e.EXTERNAL_LINK_ALLOWLIST,
    timestampMaxSkewMs: e.TIMESTAMP_MAX_SKEW_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    connectTo,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    webBuildDir: e.WEB_BUILD_DIR ? path.resolve(e.WEB_BUILD_DIR) : DEFAULT_WEB_BUILD_DIR,
  };
}
