// Date display (spec §1, §9: YYYY-MM-DD HH:mm:ss). Always China time, as a fixed UTC+8 offset
// (Asia/Shanghai has had no DST since 1991), so a server render and the browser's hydration
// print the same text whatever the machine's time zone.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { DATE_FORMAT, DATE_TIME_FORMAT } from "./constants.ts";

dayjs.extend(utc);

/** China Standard Time offset in minutes. */
export const CHINA_UTC_OFFSET_MINUTES = 8 * 60;

export type DateInput = Date | number | string | null | undefined;

// A zone designator at the end: Z, GMT/UTC, or a numeric offset (+08, +08:00, +0800).
const EXPLICIT_ZONE = /(?:z|gmt|utc|[+-]\d{2}(?::?\d{2})?)$/i;
// A wall-clock date or date-time without a zone: 2024-01-02, 2024/1/2 3:04, 2024-01-02T03:04:05.678
const WALL_CLOCK =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d{1,3})\d*)?)?)?$/i;

/**
 * Converts the input to epoch milliseconds, or NaN. Zone-less strings are read as China wall
 * clock time (not the host's zone, which would differ between server and browser), so a
 * value already shown in our format round-trips unchanged.
 */
export function toEpochMs(input: DateInput): number {
  if (input === null || input === undefined) return Number.NaN;
  if (input instanceof Date) return input.getTime();
  if (typeof input === "number")
    return Number.isFinite(input) ? input : Number.NaN;
  if (typeof input !== "string") return Number.NaN;
  const text = input.trim();
  const m = WALL_CLOCK.exec(text);
  if (m) return chinaWallClockToMs(m);
  // Only strings that name their zone go to the engine's parser; anything else is ambiguous.
  if (!EXPLICIT_ZONE.test(text) || /^\d+$/.test(text)) return Number.NaN;
  return new Date(text).getTime();
}

function chinaWallClockToMs(m: RegExpExecArray): number {
  const field = (i: number): number => Number(m[i] ?? 0);
  const [year, month, day, hour, minute, second] = [
    field(1),
    field(2),
    field(3),
    field(4),
    field(5),
    field(6),
  ];
  const ms = Number((m[7] ?? "0").padEnd(3, "0"));
  const utcMs = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Reject overflowing fields (2024-02-30, 25:00) instead of rolling them over like Date does.
  const check = new Date(utcMs);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return Number.NaN;
  }
  return utcMs - CHINA_UTC_OFFSET_MINUTES * 60_000;
}

function formatInChina(input: DateInput, format: string): string {
  const ms = toEpochMs(input);
  if (Number.isNaN(ms)) return "";
  const d = dayjs(ms);
  return d.isValid()
    ? d.utcOffset(CHINA_UTC_OFFSET_MINUTES).format(format)
    : "";
}

/** `YYYY-MM-DD HH:mm:ss` in China time; "" for null, undefined or an invalid/ambiguous value. */
export function formatDateTime(input: DateInput): string {
  return formatInChina(input, DATE_TIME_FORMAT);
}

/** `YYYY-MM-DD` in China time; "" for null, undefined or an invalid/ambiguous value. */
export function formatDate(input: DateInput): string {
  return formatInChina(input, DATE_FORMAT);
}
