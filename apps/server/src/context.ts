import fs from "node:fs";
import path from "node:path";
import type { BuildVersion } from "@yujian/shared";
import type { AppContext } from "./app-context.ts";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";

/** Reads the version manifest the web build writes (`build/version.json`). */
export function readBuildVersion(buildDir: string): BuildVersion {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(buildDir, "version.json"), "utf8")) as Partial<BuildVersion>;
    if (typeof raw.buildId === "string" && typeof raw.builtAt === "string") {
      return { buildId: raw.buildId, builtAt: raw.builtAt };
    }
  } catch {
    // No web build (API-only tests): a fixed id keeps the version route meaningful.
  }
  return { buildId: "dev", builtAt: new Date(0).toISOString() };
}

/** Wires services from configuration; the only place that knows which implementation is used. */
export function createAppContext(config: AppConfig, database: DatabaseHandle, version: BuildVersion): AppContext {
  return {
    config,
    database,
    version,
    services: {
      site: {
        name: "域鉴",
        baseUrl: config.publicBaseUrl,
        contactEmail: config.contactEmail,
        icpNumber: config.icpNumber,
        externalLinkAllowlist: config.externalLinkAllowlist,
        buildId: version.buildId,
      },
    },
  };
}
