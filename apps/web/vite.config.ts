import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** One id per build, shared by the client and server bundles through this module's scope. */
const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const builtAt = new Date().toISOString();

/**
 * Writes `build/version.json` (the manifest the client polls to notice a new release) and
 * pre-compresses client assets so the server sends .br/.gz files without compressing per request.
 */
function releaseArtifacts(): Plugin {
  return {
    name: "yujian-release-artifacts",
    apply: "build",
    writeBundle(options) {
      const dir = options.dir ?? "";
      if (!dir.endsWith(`${path.sep}client`)) return;
      fs.writeFileSync(path.join(dir, "..", "version.json"), JSON.stringify({ buildId, builtAt }) + "\n");
      for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!file.isFile() || !/\.(js|css|svg|json|txt|xml)$/.test(file.name)) continue;
        const full = path.join(file.parentPath, file.name);
        const data = fs.readFileSync(full);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data));
      }
    },
  };
}

const APP_SHELL =
  /(apps\/web\/app\/(lib\/(session|cookies|toast|seo|site|reload-guard|mobile|nonce|route-change|navigation|external-links)|components\/(site-header|site-footer|logo|loading-cover|error-page|app-toaster)|layouts\/blank)\.tsx?$)|(packages\/shared\/src\/constants\.ts$)/;

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [tailwindcss(), reactRouter(), releaseArtifacts()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // The small modules every page needs go in one chunk: a dozen tiny chunks cost more
        // bytes (and requests) than their content. Lazily loaded modules stay out of it.
        codeSplitting: { groups: [{ name: "app-shell", test: APP_SHELL }] },
      },
    },
  },
});
