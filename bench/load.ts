// One autocannon row: warm-up, measured run with exact latency percentiles, CPU accounting, and
// repetition while other work on the machine disturbs the measurement.
import autocannon from "autocannon";
import { startCpuMeter, waitForQuiet, type CpuUsage } from "./cpu.ts";

export interface LoadSpec {
  name: string;
  /** A function is called before each run (warm-up and measurement), e.g. for a fresh timestamp. */
  url: string | (() => string);
  connections: number;
  durationSec: number;
  warmupSec: number;
  headers?: Record<string, string>;
  serverPid: number | undefined;
  quietWaitMs: number;
}

export interface LatencySummary {
  p50: number;
  p97_5: number;
  p99: number;
  mean: number;
  max: number;
}

export interface LoadResult {
  name: string;
  url: string;
  connections: number;
  durationSec: number;
  reqPerSec: number;
  responses2xx: number;
  /** Exact, from every 2xx response time. */
  latencyMs: LatencySummary;
  /** autocannon's own histogram (whole milliseconds), kept for reference. */
  autocannonLatencyMs: LatencySummary;
  bytesPerResponse: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  cpu: CpuUsage | undefined;
  serverCpuUsPerRequest: number | undefined;
  beforeRun: { waitedMs: number; busyPct: number | undefined };
  attempts: number;
  /** Other load stayed above the limit in every attempt. */
  noisy: boolean;
}

/** Other work above this share of the machine makes a run count as disturbed. */
const MAX_FOREIGN_PCT = 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function run(url: string, spec: LoadSpec, seconds: number, record: number[] | null): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: spec.connections, duration: seconds, headers: spec.headers ?? {}, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (record) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        if (statusCode >= 200 && statusCode < 300) record.push(responseTime);
      });
    }
  });
}

async function measureOnce(spec: LoadSpec): Promise<LoadResult> {
  const resolveUrl = () => (typeof spec.url === "function" ? spec.url() : spec.url);
  await run(resolveUrl(), spec, spec.warmupSec, null);
  const beforeRun = await waitForQuiet(spec.quietWaitMs);
  const times: number[] = [];
  const url = resolveUrl();
  const meter = startCpuMeter(spec.serverPid);
  const result = await run(url, spec, spec.durationSec, times);
  const cpu = meter.stop();
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${spec.name}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
  }
  times.sort((a, b) => a - b);
  const responses = times.length;
  const seconds = result.duration;
  const mean = responses ? times.reduce((a, b) => a + b, 0) / responses : 0;
  const serverSeconds = cpu ? (cpu.serverPctOfCore / 100) * seconds : undefined;
  return {
    name: spec.name,
    url: url.replace(/timestamp=\d+/, "timestamp=…"),
    connections: spec.connections,
    durationSec: round2(seconds),
    reqPerSec: Math.round(responses / seconds),
    responses2xx: responses,
    latencyMs: {
      p50: round2(percentile(times, 50)),
      p97_5: round2(percentile(times, 97.5)),
      p99: round2(percentile(times, 99)),
      mean: round2(mean),
      max: round2(times.at(-1) ?? 0),
    },
    autocannonLatencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      mean: round2(result.latency.mean),
      max: result.latency.max,
    },
    bytesPerResponse: responses ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpu,
    serverCpuUsPerRequest: serverSeconds === undefined || responses === 0 ? undefined : Math.round((serverSeconds / responses) * 1e6),
    beforeRun,
    attempts: 1,
    noisy: false,
  };
}

/** Runs a row, repeating it (up to `attempts` times) while other load disturbs it; keeps the best. */
export async function runLoad(spec: LoadSpec, attempts: number): Promise<LoadResult> {
  let best: LoadResult | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await measureOnce(spec);
    const disturbed = (result.cpu?.foreignPct ?? 0) > MAX_FOREIGN_PCT;
    const candidate = { ...result, attempts: attempt, noisy: disturbed };
    if (!best || (best.noisy && !disturbed) || (best.noisy === disturbed && candidate.reqPerSec > best.reqPerSec)) {
      best = candidate;
    }
    if (!disturbed) break;
  }
  return best as LoadResult;
}
