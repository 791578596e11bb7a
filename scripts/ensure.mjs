#!/usr/bin/env node
// Makes a fresh or stale checkout runnable before `npm start` / `npm test`:
//   1. installs npm packages when node_modules is missing or older than package-lock.json;
//   2. with --build, rebuilds the web app when its sources changed since the last build.
// Runs on whatever Node started npm (the system Node may be older than the project's pinned
// Node 24), so it is plain JavaScript with no dependencies.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const want = new Set(process.argv.slice(2));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function hashOf(files) {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function ensureInstalled() {
  const lock = path.join(root, "package-lock.json");
  const stamp = path.join(root, "node_modules", ".yujian-install-stamp");
  const lockHash = hashOf([lock, path.join(root, "package.json")]);
  const installed = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (installed === lockHash && fs.existsSync(path.join(root, "node_modules", ".bin", "node"))) return;
  console.info("Installing npm packages (package-lock.json changed or node_modules missing)…");
  run("npm", process.env.CI ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"]);
  fs.writeFileSync(stamp, lockHash);
}

function ensureWebBuild() {
  const web = path.join(root, "apps", "web");
  const inputs = [
    ...listFiles(path.join(web, "app")),
    ...listFiles(path.join(web, "public")),
    ...listFiles(path.join(root, "packages", "shared", "src")),
    path.join(web, "vite.config.ts"),
    path.join(web, "react-router.config.ts"),
    path.join(root, "package-lock.json"),
  ].filter((file) => !file.includes(`${path.sep}.react-router${path.sep}`));
  const sourceHash = hashOf(inputs);
  const stamp = path.join(web, "build", ".source-hash");
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (built === sourceHash && fs.existsSync(path.join(web, "build", "server", "index.js"))) return;
  console.info("Building the web app (sources changed since the last build)…");
  run("npm", ["run", "-s", "build"]);
  fs.writeFileSync(stamp, sourceHash);
}

ensureInstalled();
if (want.has("--build")) ensureWebBuild();
