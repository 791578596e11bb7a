// CPU accounting from /proc (Linux), so a result says whether the machine was busy with other
// work while we measured: on a shared 2-core box that is the main source of noise.
import fs from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ; 100 on every mainstream Linux build

interface MachineSample {
  busy: number;
  total: number;
}

function machine(): MachineSample | undefined {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = ticks;
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return undefined;
  }
}

/** CPU ticks (user + system) used so far by a process, all its threads included. */
function processTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After "pid (comm) ", field 3 (state) is index 0; utime and stime are fields 14 and 15.
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export interface CpuUsage {
  /** Whole machine busy, % of all cores. */
  machineBusyPct: number;
  /** The server under test, % of ONE core (over 100 % means more than one thread was busy). */
  serverPctOfCore: number;
  /** This process (autocannon, the load generator), % of one core. */
  clientPctOfCore: number;
  /** Everything else on the machine, % of all cores — other people's work; should be near 0. */
  foreignPct: number;
}

export interface CpuMeter {
  stop(): CpuUsage | undefined;
}

/** Starts measuring; `stop()` returns usage over the interval, or undefined where /proc is missing. */
export function startCpuMeter(serverPid: number | undefined): CpuMeter {
  const startedAt = process.hrtime.bigint();
  const m0 = machine();
  const s0 = serverPid === undefined ? undefined : processTicks(serverPid);
  const c0 = processTicks(process.pid);
  return {
    stop() {
      const m1 = machine();
      const s1 = serverPid === undefined ? undefined : processTicks(serverPid);
      const c1 = processTicks(process.pid);
      if (!m0 || !m1 || s0 === undefined || s1 === undefined || c0 === undefined || c1 === undefined) return undefined;
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const totalTicks = Math.max(1, m1.total - m0.total);
      const busyTicks = m1.busy - m0.busy;
      const serverTicks = s1 - s0;
      const clientTicks = c1 - c0;
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        machineBusyPct: round((busyTicks / totalTicks) * 100),
        serverPctOfCore: round((serverTicks / TICKS_PER_SECOND / seconds) * 100),
        clientPctOfCore: round((clientTicks / TICKS_PER_SECOND / seconds) * 100),
        foreignPct: round((Math.max(0, busyTicks - serverTicks - clientTicks) / totalTicks) * 100),
      };
    },
  };
}

/**
 * Waits (at most `maxWaitMs`) for a 1-second window in which the machine is at most
 * `maxBusyPct` busy, so a run does not start in the middle of someone else's build.
 * Returns how long it waited and the last busy figure seen.
 */
export async function waitForQuiet(
  maxWaitMs: number,
  maxBusyPct = 15,
): Promise<{ waitedMs: number; busyPct: number | undefined }> {
  const started = Date.now();
  let busyPct: number | undefined;
  for (;;) {
    const a = machine();
    await new Promise((r) => setTimeout(r, 1000));
    const b = machine();
    if (!a || !b) return { waitedMs: Date.now() - started, busyPct: undefined };
    busyPct = Math.round(((b.busy - a.busy) / Math.max(1, b.total - a.total)) * 1000) / 10;
    if (busyPct <= maxBusyPct || Date.now() - started >= maxWaitMs) return { waitedMs: Date.now() - started, busyPct };
  }
}
