import type { AppServices, BuildVersion } from "@yujian/shared";
import type { AppConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";

/** Everything the routes and the page renderer share, built once at start. */
export interface AppContext {
  config: AppConfig;
  database: DatabaseHandle;
  version: BuildVersion;
  services: AppServices;
}
