import path from "node:path";
import { defineConfig } from "vitest/config";

/** Browser tests: one server for the run (global setup), Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    root: path.resolve(import.meta.dirname, ".."),
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
