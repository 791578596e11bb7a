import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { CHROMIUM_ARGS } from "../e2e/browser.ts";

export const CHROME_FLAGS = [
  ...CHROMIUM_ARGS,
  // Belt and braces for "loopback only": any host other than 127.0.0.1 fails to resolve.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export interface Finding {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** Estimated savings (ms) per metric, as Lighthouse reports them. */
  metricSavings?: Record<string, number>;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
}

export interface LighthouseSummary {
  url: string;
  finalUrl: string;
  lighthouseVersion: string;
  userAgent: string;
  /** Lighthouse's CPU benchmark for this machine (higher is faster; ~1000+ is a typical desktop). */
  benchmarkIndex: number | undefined;
  formFactor: string;
  throttlingMethod: string;
  scores: Record<Category, number | null>;
  metrics: {
    fcpMs: number | undefined;
    lcpMs: number | undefined;
    tbtMs: number | undefined;
    cls: number | undefined;
    speedIndexMs: number | undefined;
    serverResponseMs: number | undefined;
  };
  /** Performance audits that estimate savings, biggest first. */
  opportunities: Finding[];
  /** Scored audits below 1 in accessibility, best-practices and SEO. */
  failing: Record<Exclude<Category, "performance">, Finding[]>;
  /** Selected diagnostics: main-thread time, JS boot-up, bytes, LCP element and phases. */
  diagnostics: Record<string, unknown>;
  /** Script bytes the page actually fetched during the run (transfer sizes, all JS incl. lazy chunks). */
  scriptTransferBytes: number;
  /** Scores of every run; the summary describes the median-performance run. */
  runScores: number[];
}

function finding(lhr: LighthouseResult, id: string): Finding | undefined {
  const audit = lhr.audits[id];
  if (!audit) return undefined;
  const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
  const f: Finding = { id, title: audit.title, score: audit.score };
  if (audit.displayValue) f.displayValue = audit.displayValue;
  if (audit.metricSavings && Object.values(audit.metricSavings).some((v) => (v ?? 0) > 0)) {
    f.metricSavings = Object.fromEntries(Object.entries(audit.metricSavings).filter(([, v]) => (v ?? 0) > 0)) as Record<
      string,
      number
    >;
  }
  if (details?.overallSavingsMs) f.overallSavingsMs = Math.round(details.overallSavingsMs);
  if (details?.overallSavingsBytes) f.overallSavingsBytes = Math.round(details.overallSavingsBytes);
  return f;
}

const numeric = (lhr: LighthouseResult, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return v === undefined ? undefined : Math.round(v * 1000) / 1000;
};

function summarize(url: string, lhr: LighthouseResult, runScores: number[]): LighthouseSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const s = lhr.categories[c]?.score;
      return [c, s === null || s === undefined ? null : Math.round(s * 100)];
    }),
  ) as Record<Category, number | null>;

  const perfIds = new Set((lhr.categories.performance?.auditRefs ?? []).map((r) => r.id));
  const savingsOf = (f: Finding) => Math.max(f.overallSavingsMs ?? 0, ...Object.values(f.metricSavings ?? {}));
  const opportunities = [...perfIds]
    .map((id) => finding(lhr, id))
    .filter(
      (f): f is Finding =>
        !!f &&
        f.score !== null &&
        f.score < 1 &&
        (!!f.metricSavings || !!f.overallSavingsMs || !!f.overallSavingsBytes),
    )
    .sort((a, b) => savingsOf(b) - savingsOf(a) || (b.overallSavingsBytes ?? 0) - (a.overallSavingsBytes ?? 0));

  const failingIn = (category: Exclude<Category, "performance">) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => finding(lhr, ref.id))
      .filter((f): f is Finding => !!f && f.score !== null && f.score < 1);

  type NetworkItem = { resourceType?: string; transferSize?: number; url?: string };
  const network = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const scriptTransferBytes = network
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

  const diagnostics: Record<string, unknown> = {};
  for (const id of [
    "mainthread-work-breakdown",
    "bootup-time",
    "total-byte-weight",
    "dom-size",
    "server-response-time",
    "largest-contentful-paint-element",
  ]) {
    const audit = lhr.audits[id];
    if (audit)
      diagnostics[id] = { displayValue: audit.displayValue, numericValue: audit.numericValue, details: audit.details };
  }
  diagnostics["network-requests"] = network.map((r) => ({
    url: r.url,
    resourceType: r.resourceType,
    transferSize: r.transferSize,
  }));

  return {
    url,
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    scores,
    metrics: {
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      serverResponseMs: numeric(lhr, "server-response-time"),
    },
    opportunities,
    failing: {
      accessibility: failingIn("accessibility"),
      "best-practices": failingIn("best-practices"),
      seo: failingIn("seo"),
    },
    diagnostics,
    scriptTransferBytes,
    runScores,
  };
}

export interface LighthouseRun {
  summary: LighthouseSummary;
  /** The full report of the median run, for digging (written next to the results JSON). */
  lhr: LighthouseResult;
}

/**
 * Lighthouse with its default config (mobile form factor, simulated Slow-4G + 4× CPU throttling),
 * `runs` times per URL in one headless Chromium; reports the run with the median performance score.
 */
export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    const out: LighthouseRun[] = [];
    for (const url of urls) {
      const lhrs: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          maxWaitForLoad: 45_000,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        lhrs.push(result.lhr);
      }
      const perf = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
      const lcp = (lhr: LighthouseResult) => lhr.audits["largest-contentful-paint"]?.numericValue ?? 0;
      const sorted = [...lhrs].sort((a, b) => perf(a) - perf(b) || lcp(b) - lcp(a));
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`no Lighthouse run for ${url}`);
      out.push({
        summary: summarize(
          url,
          median,
          lhrs.map((l) => Math.round(perf(l) * 100)),
        ),
        lhr: median,
      });
    }
    return out;
  } finally {
    chrome.kill();
  }
}
