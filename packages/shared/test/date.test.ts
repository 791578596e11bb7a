import { afterEach, describe, expect, it } from "vitest";
import {
  CHINA_UTC_OFFSET_MINUTES,
  formatDate,
  formatDateTime,
  toEpochMs,
} from "../src/date.ts";

const ORIGINAL_TZ = process.env.TZ;
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete process.env.TZ;
  else process.env.TZ = ORIGINAL_TZ;
});

describe("formatDateTime", () => {
  it("prints China time (UTC+8) for epoch numbers and Dates", () => {
    expect(CHINA_UTC_OFFSET_MINUTES).toBe(480);
    expect(formatDateTime(0)).toBe("1970-01-01 08:00:00");
    expect(formatDateTime(1_700_000_000_000)).toBe("2023-11-15 06:13:20"); // 22:13:20Z
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 16, 0, 0)))).toBe(
      "2024-01-02 00:00:00",
    );
  });

  it("crosses the day boundary at 16:00 UTC", () => {
    expect(formatDateTime("2024-12-31T15:59:59Z")).toBe("2024-12-31 23:59:59");
    expect(formatDateTime("2024-12-31T16:00:00Z")).toBe("2025-01-01 00:00:00");
  });

  it("honours explicit offsets in strings", () => {
    expect(formatDateTime("2024-06-01T00:00:00+08:00")).toBe(
      "2024-06-01 00:00:00",
    );
    expect(formatDateTime("2024-06-01T00:00:00-05:00")).toBe(
      "2024-06-01 13:00:00",
    );
    expect(formatDateTime("2024-06-01T00:00:00.000Z")).toBe(
      "2024-06-01 08:00:00",
    );
    expect(formatDateTime("Sat, 01 Jun 2024 00:00:00 GMT")).toBe(
      "2024-06-01 08:00:00",
    );
  });

  it("reads zone-less strings as China wall-clock time, so they round-trip", () => {
    expect(formatDateTime("2024-01-02 03:04:05")).toBe("2024-01-02 03:04:05");
    expect(formatDateTime("2024-01-02T03:04:05.678")).toBe(
      "2024-01-02 03:04:05",
    );
    expect(formatDateTime("2024/1/2 3:04")).toBe("2024-01-02 03:04:00");
    expect(formatDateTime("2024-01-02")).toBe("2024-01-02 00:00:00");
    expect(toEpochMs("2024-01-02 08:00:00")).toBe(
      Date.UTC(2024, 0, 2, 0, 0, 0),
    );
  });

  it("gives the same text whatever the host time zone", () => {
    const localHours = new Set<number>();
    const outputs = [
      "UTC",
      "America/New_York",
      "Asia/Tokyo",
      "Asia/Shanghai",
      "Pacific/Kiritimati",
    ].map((tz) => {
      process.env.TZ = tz;
      localHours.add(new Date(0).getHours());
      return [
        formatDateTime(1_700_000_000_000),
        formatDateTime("2024-01-02 03:04:05"),
        formatDate(0),
      ].join("|");
    });
    expect(localHours.size).toBeGreaterThan(1); // the host zone really changed
    expect(new Set(outputs).size).toBe(1);
    expect(outputs[0]).toBe(
      "2023-11-15 06:13:20|2024-01-02 03:04:05|1970-01-01",
    );
  });

  it("returns an empty string for null, undefined and invalid values", () => {
    for (const v of [
      null,
      undefined,
      "",
      "   ",
      "not a date",
      "2024-02-30",
      "2023-02-29",
      "2024-13-01",
      "2024-01-01 24:00:00",
      "2024-01-01 12:60:00",
      "1700000000000", // bare digits are ambiguous (seconds? milliseconds?)
      "June 1 2024", // no zone: ambiguous between hosts
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e20,
      new Date("invalid"),
    ]) {
      expect(formatDateTime(v)).toBe("");
    }
  });

  it("accepts leap days that exist", () => {
    expect(formatDateTime("2024-02-29 12:00:00")).toBe("2024-02-29 12:00:00");
  });
});

describe("formatDate", () => {
  it("prints YYYY-MM-DD in China time", () => {
    expect(formatDate(0)).toBe("1970-01-01");
    expect(formatDate("2024-12-31T16:00:00Z")).toBe("2025-01-01");
    expect(formatDate("2024-05-06 23:59:59")).toBe("2024-05-06");
  });
  it("returns an empty string for invalid input", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("garbage")).toBe("");
  });
});
