// Performance benchmark (docs/PERFORMANCE.md): `npm run bench` (full, ~4–5 min) or
// `node bench/run.ts --quick` (2 s load runs, no Lighthouse). Flags: --lh-runs=N (default 3).
//
// In one run on this machine, all on 127.0.0.1:
//   1. a bare Fastify hello app (bench/bare-hello.ts) as the framework ceiling;
//   2. the real server (production build) — /api/version and SSR `/` under autocannon;
//   3. first-load JavaScript of `/` (gzip -9 and brotli sizes from apps/web/build/client);
//   4. Lighthouse (mobile, default throttling) on `/` and `/main/about`.
// Prints Markdown and writes raw results to bench/results/<date>.json (git-ignored).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTimestamp } from "@yujian/shared";
import { startServer, type StartedServer } from "../e2e/server-process.ts";
import { getRaw, measureFirstLoadJs, type FirstLoadJs } from "./first-load-js.ts";
import { runLighthouse, type LighthouseSummary } from "./lighthouse.ts";
import { runLoad, type LoadResult } from "./load.ts";
import { startBareHello, type Target } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const quick = args.includes("--quick");
const lhRunsArg = args.find((a) => a.startsWith("--lh-runs="));
const lhRuns = lhRunsArg ? Math.max(1, Number(lhRunsArg.split("=")[1]) || 1) : 3;
const durationSec = quick ? 2 : 10;
const warmupSec = quick ? 1 : 2;
const quietWaitMs = quick ? 3_000 : 30_000;
/** Measured runs per row at most: repeated while other work on the machine disturbs them. */
const attempts = quick ? 1 : 3;
/** Interleaved bare/API rounds; the best of each side is reported. */
const bareApiRounds = quick ? 1 : 2;
const BROWSER_ENCODING = { "accept-encoding": "gzip, deflate, br" };
const RESULTS_DIR = path.join(root, "bench", "results");
const API = "GET /api/version";
const SSR_BR = "SSR GET / (br)";
const SSR_UNCACHED = "SSR GET / (br, page cache off)";
const CLIENT_DIR = path.join(root, "apps", "web", "build", "client");
/** File-name-safe start time, e.g. 2026-11-21T07-10-00Z. */
const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, "Z")
  .replace(/:/g, "-");

const TARGETS = {
  apiVsBarePct: 60,
  ssrP50At10Ms: 10,
  firstLoadJsGzipKB: 120,
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  lighthouseSeo: 100,
} as const;

// ---- bounded: the whole run gets a hard deadline --------------------------------------------
const running = new Set<{ stop(): Promise<unknown> }>();
const deadlineMs = (quick ? 3 : 20) * 60_000;
setTimeout(() => {
  console.error(`bench: exceeded ${deadlineMs / 60_000} min; stopping`);
  void Promise.allSettled([...running].map((t) => t.stop())).then(() => process.exit(2));
}, deadlineMs).unref();

function tracked<T extends { stop(): Promise<unknown> }>(target: T): T {
  running.add(target);
  return target;
}

async function stop(target: { stop(): Promise<unknown> }) {
  running.delete(target);
  await target.stop();
}

function log(message: string) {
  console.info(`· ${message}`);
}

// ---- environment ------------------------------------------------------------------------------
function commandOutput(command: string, commandArgs: string[]): string | undefined {
  const r = spawnSync(command, commandArgs, { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function packageVersion(name: string): string | undefined {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }
    ).version;
  } catch {
    return undefined;
  }
}

function environment() {
  const cpus = os.cpus();
  let build: unknown;
  try {
    build = JSON.parse(fs.readFileSync(path.join(root, "apps", "web", "build", "version.json"), "utf8"));
  } catch {
    build = undefined;
  }
  return {
    date: new Date().toISOString(),
    cores: os.availableParallelism(),
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((n) => Math.round(n * 100) / 100),
    git: commandOutput("git", ["rev-parse", "--short", "HEAD"]),
    gitDirty: (commandOutput("git", ["status", "--porcelain"]) ?? "").length > 0,
    webBuild: build,
    versions: {
      fastify: packageVersion("fastify"),
      autocannon: packageVersion("autocannon"),
      lighthouse: packageVersion("lighthouse"),
      chromium: commandOutput(process.env.CHROME_PATH ?? "/usr/bin/chromium", ["--version"]),
    },
  };
}

// ---- steps ------------------------------------------------------------------------------------
interface HtmlSizes {
  contentEncoding: string | undefined;
  uncompressedBytes: number;
  compressedBytes: number;
}

interface LoadPhase {
  bare: LoadResult;
  /** Every bare/API round, in order, for the record. */
  rounds: { bare: LoadResult; api: LoadResult }[];
  loads: LoadResult[];
  html: HtmlSizes;
  firstLoadJs: FirstLoadJs[];
}

/** Highest throughput of the rounds: the least disturbed one (both sides get the same treatment). */
const best = (results: LoadResult[]) => results.reduce((a, b) => (b.reqPerSec > a.reqPerSec ? b : a));

async function benchLoad(): Promise<LoadPhase> {
  log("starting bare Fastify hello and the real server (production build, LOG_LEVEL=warn)");
  const bare: Target = tracked(await startBareHello());
  const server: StartedServer = tracked(await startServer({ RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "warn" }));
  try {
    const serverPid = server.process.pid;
    const versionUrl = () => `${server.baseUrl}/api/version?timestamp=${createTimestamp()}`;
    const probe = await fetch(versionUrl());
    const envelope = (await probe.json()) as { code?: number; data?: { buildId?: string } };
    if (probe.status !== 200 || envelope.code !== 200 || !envelope.data?.buildId) {
      throw new Error(`/api/version answered ${probe.status} ${JSON.stringify(envelope)}`);
    }
    const plain = await getRaw(`${server.baseUrl}/`, { "accept-encoding": "identity" });
    const compressed = await getRaw(`${server.baseUrl}/`, BROWSER_ENCODING);
    if (plain.status !== 200 || compressed.status !== 200)
      throw new Error(`GET / answered ${plain.status}/${compressed.status}`);
    const html: HtmlSizes = {
      contentEncoding: compressed.headers["content-encoding"],
      uncompressedBytes: plain.body.length,
      compressedBytes: compressed.body.length,
    };

    // Bare and API alternate, so drift in the machine's speed hits both alike.
    const rounds: LoadPhase["rounds"] = [];
    for (let round = 1; round <= bareApiRounds; round++) {
      log(
        `round ${round}/${bareApiRounds}: autocannon bare hello, 50 connections, ${durationSec} s (+${warmupSec} s warm-up)`,
      );
      const bareResult = await runLoad(
        {
          name: "bare Fastify GET /hello",
          url: `${bare.baseUrl}/hello`,
          connections: 50,
          durationSec,
          warmupSec,
          serverPid: bare.pid,
          quietWaitMs,
        },
        attempts,
      );
      log(`round ${round}/${bareApiRounds}: autocannon /api/version, 50 connections`);
      // A fresh timestamp per run (warm-up + measurement): valid for 5 minutes, far longer than that.
      const apiResult = await runLoad(
        { name: API, url: versionUrl, connections: 50, durationSec, warmupSec, serverPid, quietWaitMs },
        attempts,
      );
      rounds.push({ bare: bareResult, api: apiResult });
    }
    await stop(bare);

    const loads: LoadResult[] = [best(rounds.map((r) => r.api))];
    for (const connections of [10, 50]) {
      log(`autocannon SSR /, ${connections} connections`);
      loads.push(
        await runLoad(
          {
            name: SSR_BR,
            url: `${server.baseUrl}/`,
            connections,
            durationSec,
            warmupSec,
            headers: BROWSER_ENCODING,
            serverPid,
            quietWaitMs,
          },
          attempts,
        ),
      );
    }
    // The same page rendered on every request (page cache off): what a signed-in visitor or a
    // page without s-maxage costs.
    log("autocannon SSR / with the page cache off, 10 connections");
    const uncached: StartedServer = tracked(
      await startServer({ RATE_LIMIT_PER_MINUTE: "100000000", LOG_LEVEL: "warn", PAGE_CACHE_ENTRIES: "0" }),
    );
    try {
      loads.push(
        await runLoad(
          {
            name: SSR_UNCACHED,
            url: `${uncached.baseUrl}/`,
            connections: 10,
            durationSec,
            warmupSec,
            headers: BROWSER_ENCODING,
            serverPid: uncached.process.pid,
            quietWaitMs,
          },
          attempts,
        ),
      );
    } finally {
      await stop(uncached);
    }

    log("measuring first-load JavaScript");
    const firstLoadJs = [
      await measureFirstLoadJs(`${server.baseUrl}/`, CLIENT_DIR),
      await measureFirstLoadJs(`${server.baseUrl}/main/about`, CLIENT_DIR),
    ];
    return { bare: best(rounds.map((r) => r.bare)), rounds, loads, html, firstLoadJs };
  } finally {
    if (running.has(bare)) await stop(bare);
    await stop(server);
  }
}

async function benchLighthouse(): Promise<{ summaries: LighthouseSummary[]; reportFiles: string[] }> {
  // A fresh server with production defaults (rate limit included); PUBLIC_BASE_URL = its own URL.
  log(`starting a fresh server for Lighthouse; ${lhRuns} run(s) per page`);
  const server: StartedServer = tracked(await startServer({ LOG_LEVEL: "warn" }));
  try {
    const runs = await runLighthouse([`${server.baseUrl}/`, `${server.baseUrl}/main/about`], lhRuns);
    const reportFiles: string[] = [];
    for (const run of runs) {
      const slug = new URL(run.summary.url).pathname.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home";
      const file = path.join(RESULTS_DIR, `${stamp}-lighthouse-${slug}.json`);
      fs.writeFileSync(file, JSON.stringify(run.lhr));
      reportFiles.push(path.relative(root, file));
    }
    return { summaries: runs.map((r) => r.summary), reportFiles };
  } finally {
    await stop(server);
  }
}

// ---- report -----------------------------------------------------------------------------------
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const int = (n: number) => n.toLocaleString("en-US");
const ms = (n: number | undefined) => (n === undefined ? "–" : `${Math.round(n)} ms`);

interface TargetCheck {
  name: string;
  value: string;
  goal: string;
  met: boolean | null;
}

function markdown(result: {
  env: ReturnType<typeof environment>;
  bare: LoadResult;
  loads: LoadResult[];
  html: HtmlSizes;
  firstLoadJs: FirstLoadJs[];
  lighthouse: LighthouseSummary[] | null;
  targets: TargetCheck[];
  apiVsBarePct: number;
}): string {
  const { env, bare } = result;
  const lines: string[] = [];
  lines.push(`## Benchmark ${env.date}${quick ? " (quick — not representative)" : ""}`, "");
  lines.push(
    `Machine: ${env.cores} cores (${env.cpuModel}), ${env.memoryGiB} GiB, ${env.platform}; Node ${env.node}; load average at start ${env.loadAverageAtStart.join(" / ")}; commit ${env.git ?? "?"}${env.gitDirty ? " (dirty)" : ""}.`,
    "",
  );
  lines.push(
    `Load: autocannon ${env.versions.autocannon}, ${durationSec} s per row after a ${warmupSec} s warm-up, keep-alive, no pipelining; client and server share the machine. Bare and API rows: best of ${bareApiRounds} interleaved round(s).`,
    "",
  );
  lines.push(
    "| Target | Conn. | req/s | % of bare | p50 | p97.5 | p99 | bytes/resp. | server CPU per request | server CPU (100 % = 1 core) | autocannon CPU | other load |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  );
  const pct = (n: number | undefined) => (n === undefined ? "–" : `${Math.round(n)} %`);
  const labels: Record<string, string> = {
    [SSR_BR]: "SSR `GET /` (br), page cache on",
    [SSR_UNCACHED]: "SSR `GET /` (br), page cache off",
    [API]: "`GET /api/version`",
  };
  for (const r of [bare, ...result.loads]) {
    const label = r === bare ? "bare Fastify `GET /hello`" : (labels[r.name] ?? r.name);
    const cpuPerRequest =
      r.serverCpuUsPerRequest === undefined
        ? "–"
        : r.serverCpuUsPerRequest >= 1000
          ? `${(r.serverCpuUsPerRequest / 1000).toFixed(2)} ms`
          : `${r.serverCpuUsPerRequest} µs`;
    lines.push(
      `| ${label} | ${r.connections} | ${int(r.reqPerSec)} | ${Math.round((r.reqPerSec / bare.reqPerSec) * 100)} % | ${r.latencyMs.p50.toFixed(2)} ms | ${r.latencyMs.p97_5.toFixed(2)} ms | ${r.latencyMs.p99.toFixed(2)} ms | ${int(r.bytesPerResponse)} | ${cpuPerRequest} | ${pct(r.cpu?.serverPctOfCore)} | ${pct(r.cpu?.clientPctOfCore)} | ${pct(r.cpu?.foreignPct)}${r.noisy ? " ⚠" : ""} |`,
    );
  }
  lines.push(
    "",
    'Latency percentiles are exact (every 2xx response time recorded). Server CPU per request = server process CPU time (all threads) ÷ responses. "Other load" = CPU used by anything but the server and autocannon, % of all cores; ⚠ = still above 10 % after 3 attempts.',
  );
  lines.push(
    "",
    `SSR body: ${int(result.html.uncompressedBytes)} B of HTML, sent as \`${result.html.contentEncoding ?? "identity"}\` in ${int(result.html.compressedBytes)} B (autocannon's bytes/response include headers).`,
    "",
  );

  for (const page of result.firstLoadJs) {
    lines.push(`### First-load JavaScript of \`${new URL(page.pageUrl).pathname}\``, "");
    lines.push("| File | via | raw | gzip -9 | brotli |", "|---|---|---:|---:|---:|");
    for (const f of page.files)
      lines.push(`| ${f.url} | ${f.via} | ${kB(f.raw)} kB | ${kB(f.gzip9)} kB | ${kB(f.brotli)} kB |`);
    lines.push(
      `| **total (${page.files.length} files)** | | **${kB(page.total.raw)} kB** | **${kB(page.total.gzip9)} kB** | **${kB(page.total.brotli)} kB** |`,
    );
    if (page.lazyChunks.length > 0) {
      lines.push(
        "",
        `Lazy chunks reachable by \`import()\` (not counted): ${page.lazyChunks.map((c) => `${c.url} ${kB(c.gzip9)} kB`).join(", ")}.`,
      );
    }
    lines.push("");
  }

  if (result.lighthouse) {
    const first = result.lighthouse[0];
    lines.push(
      `### Lighthouse ${first?.lighthouseVersion ?? ""} (${first?.formFactor ?? ""}, ${first?.throttlingMethod ?? ""} throttling, median of ${lhRuns} run(s); benchmarkIndex ${first?.benchmarkIndex ?? "?"})`,
      "",
    );
    lines.push(
      "| Page | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | SI | JS fetched (incl. prefetch) | perf per run |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    );
    for (const s of result.lighthouse) {
      lines.push(
        `| \`${new URL(s.url).pathname}\` | ${s.scores.performance} | ${s.scores.accessibility} | ${s.scores["best-practices"]} | ${s.scores.seo} | ${ms(s.metrics.fcpMs)} | ${ms(s.metrics.lcpMs)} | ${ms(s.metrics.tbtMs)} | ${s.metrics.cls?.toFixed(3) ?? "–"} | ${ms(s.metrics.speedIndexMs)} | ${kB(s.scriptTransferBytes)} kB | ${s.runScores.join(", ")} |`,
      );
    }
    lines.push("");
    for (const s of result.lighthouse) {
      const top = s.opportunities.slice(0, 6);
      const failing = [...s.failing.accessibility, ...s.failing["best-practices"], ...s.failing.seo];
      if (top.length === 0 && failing.length === 0) continue;
      lines.push(`\`${new URL(s.url).pathname}\`:`);
      for (const o of top) {
        const savings = Object.entries(o.metricSavings ?? {})
          .map(([k, v]) => `${k} −${Math.round(v)} ms`)
          .join(", ");
        lines.push(
          `- perf: ${o.title} (${o.id})${o.displayValue ? ` — ${o.displayValue}` : ""}${savings ? ` — est. ${savings}` : ""}`,
        );
      }
      for (const f of failing)
        lines.push(`- failing: ${f.title} (${f.id})${f.displayValue ? ` — ${f.displayValue}` : ""}`);
      lines.push("");
    }
  }

  lines.push("### Targets", "", "| Target | Value | Goal | Met |", "|---|---:|---:|:---:|");
  for (const t of result.targets)
    lines.push(`| ${t.name} | ${t.value} | ${t.goal} | ${t.met === null ? "n/a" : t.met ? "yes" : "**NO**"} |`);
  const api = result.loads.find((l) => l.name === API);
  if (api?.serverCpuUsPerRequest && bare.serverCpuUsPerRequest) {
    lines.push(
      "",
      `Cross-check independent of the load generator: server CPU per request is ${bare.serverCpuUsPerRequest} µs for bare hello and ${api.serverCpuUsPerRequest} µs for /api/version, so the API costs ${(api.serverCpuUsPerRequest / bare.serverCpuUsPerRequest).toFixed(1)}× the bare route (${Math.round((bare.serverCpuUsPerRequest / api.serverCpuUsPerRequest) * 100)} % of its per-core capacity).`,
    );
  }
  lines.push("");
  return lines.join("\n");
}

// ---- main -------------------------------------------------------------------------------------

async function main() {
  log("making sure the web build is current (scripts/ensure.mjs --build)");
  const ensured = spawnSync(process.execPath, [path.join(root, "scripts", "ensure.mjs"), "--build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (ensured.status !== 0) throw new Error("scripts/ensure.mjs --build failed");
  fs.mkdirSync(RESULTS_DIR, { recursive: true });

  const env = environment();
  const { bare, rounds, loads, html, firstLoadJs } = await benchLoad();
  const lighthouse = quick ? null : await benchLighthouse();

  const api = loads.find((l) => l.name === API);
  const ssr10 = loads.find((l) => l.name === SSR_BR && l.connections === 10);
  const home = firstLoadJs[0];
  if (!api || !ssr10 || !home) throw new Error("missing measurements");
  const apiVsBarePct = Math.round((api.reqPerSec / bare.reqPerSec) * 1000) / 10;
  const lhHome = lighthouse?.summaries[0];
  const lhAbout = lighthouse?.summaries[1];
  const scoreCheck = (name: string, key: "performance" | "accessibility" | "seo", goal: number): TargetCheck[] =>
    [lhHome, lhAbout].map((s, i) => {
      const value = s?.scores[key] ?? null;
      return {
        name: `Lighthouse ${name} \`${i === 0 ? "/" : "/main/about"}\``,
        value: value === null ? "skipped" : String(value),
        goal: goal === 100 ? "100" : `≥ ${goal}`,
        met: value === null ? null : value >= goal,
      };
    });
  const targets: TargetCheck[] = [
    {
      name: "API throughput vs bare hello",
      value: `${apiVsBarePct} %`,
      goal: `≥ ${TARGETS.apiVsBarePct} %`,
      met: apiVsBarePct >= TARGETS.apiVsBarePct,
    },
    {
      name: "SSR `/` p50 at 10 connections",
      value: `${ssr10.latencyMs.p50.toFixed(2)} ms`,
      goal: `≤ ${TARGETS.ssrP50At10Ms} ms`,
      met: ssr10.latencyMs.p50 <= TARGETS.ssrP50At10Ms,
    },
    {
      name: "First-load JS of `/` (gzip -9)",
      value: `${kB(home.total.gzip9)} kB`,
      goal: `≤ ${TARGETS.firstLoadJsGzipKB} kB`,
      met: home.total.gzip9 <= TARGETS.firstLoadJsGzipKB * 1000,
    },
    ...scoreCheck("performance", "performance", TARGETS.lighthousePerformance),
    ...scoreCheck("accessibility", "accessibility", TARGETS.lighthouseAccessibility),
    ...scoreCheck("SEO", "seo", TARGETS.lighthouseSeo),
  ];

  const result = {
    env: { ...env, loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 100) / 100) },
    quick,
    settings: {
      durationSec,
      warmupSec,
      attemptsWhenDisturbed: attempts,
      bareApiRounds,
      lighthouseRuns: quick ? 0 : lhRuns,
      headersForSsr: BROWSER_ENCODING,
    },
    bare,
    loads,
    bareApiRounds: rounds,
    html,
    firstLoadJs,
    lighthouse: lighthouse?.summaries ?? null,
    lighthouseReports: lighthouse?.reportFiles ?? [],
    apiVsBarePct,
    targets,
  };
  const file = path.join(RESULTS_DIR, `${stamp}${quick ? "-quick" : ""}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  console.info(`\n${markdown({ ...result, lighthouse: result.lighthouse })}`);
  console.info(`Raw results: ${path.relative(root, file)}`);
  const missed = targets.filter((t) => t.met === false);
  console.info(missed.length === 0 ? "All targets met." : `Targets missed: ${missed.map((t) => t.name).join("; ")}`);
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await Promise.allSettled([...running].map((t) => t.stop()));
    process.exit(1);
  },
);
