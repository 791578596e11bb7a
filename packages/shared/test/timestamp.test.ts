import { describe, expect, it } from "vitest";
import {
  TIMESTAMP_FIELD,
  TIMESTAMP_MAX_SKEW_MS,
  computeCheckDigits,
  createTimestamp,
  mod97,
  verifyTimestamp,
} from "../src/timestamp.ts";

// Vectors worked by hand: 10^2 ≡ 3 (mod 97), so 10^12 ≡ 50 and 10^13 ≡ 15.
// 1700000000000 = 17·10^11; with "00" appended it is 17·10^13 ≡ 17·15 = 255 ≡ 61 → 98 − 61 = 37.
const T0 = 1_700_000_000_000;
const T0_STAMP = "170000000000037";

describe("mod97", () => {
  it("reduces digit strings of any length", () => {
    expect(mod97("0")).toBe(0);
    expect(mod97("96")).toBe(96);
    expect(mod97("97")).toBe(0);
    expect(mod97("100")).toBe(3);
    expect(mod97("170000000000000")).toBe(61);
  });
  it("rejects non-digits", () => {
    expect(() => mod97("")).toThrow(TypeError);
    expect(() => mod97("12a")).toThrow(TypeError);
    expect(() => mod97("-1")).toThrow(TypeError);
  });
});

describe("computeCheckDigits (ISO 7064 MOD 97-10)", () => {
  it("matches small hand-computed vectors", () => {
    expect(computeCheckDigits("0")).toBe("98"); // 000 ≡ 0
    expect(computeCheckDigits("1")).toBe("95"); // 100 ≡ 3
    expect(computeCheckDigits("97")).toBe("98"); // 9700 ≡ 0
    expect(computeCheckDigits("1234")).toBe("82"); // 123400 = 97·1272 + 16
  });
  it("left-pads to two digits", () => {
    expect(computeCheckDigits("32")).toBe("02"); // 3200 = 97·32 + 96
    expect(computeCheckDigits("1700000000010")).toBe("07");
  });
  it("reproduces published IBAN check digits", () => {
    // GB82 WEST 1234 5698 7654 32: BBAN "WEST12345698765432" + "GB", letters as numbers.
    expect(computeCheckDigits("32142829123456987654321611")).toBe("82");
    // DE89 3704 0044 0532 0130 00: BBAN + "DE" (13 14).
    expect(computeCheckDigits("3704004405320130001314")).toBe("89");
  });
  it("makes the whole string ≡ 1 (mod 97)", () => {
    for (const digits of [
      "1",
      "42",
      "1700000000000",
      "1735689600000",
      "99999999999999",
    ]) {
      expect(mod97(digits + computeCheckDigits(digits))).toBe(1);
    }
  });
  it("rejects non-digit input", () => {
    expect(() => computeCheckDigits("12.5")).toThrow(TypeError);
    expect(() => computeCheckDigits("")).toThrow(TypeError);
  });
});

describe("createTimestamp", () => {
  it("is the milliseconds followed by the check digits", () => {
    expect(createTimestamp(T0)).toBe(T0_STAMP);
    expect(createTimestamp(1_735_689_600_000)).toBe("173568960000051");
    expect(createTimestamp(10_000_000_000_000)).toBe("1000000000000053"); // 14 ms digits, year 2286+
  });
  it("floors fractional milliseconds", () => {
    expect(createTimestamp(T0 + 0.9)).toBe(T0_STAMP);
  });
  it("defaults to the current time and verifies", () => {
    const stamp = createTimestamp();
    const result = verifyTimestamp(stamp);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Math.abs(result.ms - Date.now())).toBeLessThan(1000);
  });
  it("rejects impossible clock values", () => {
    expect(() => createTimestamp(-1)).toThrow(RangeError);
    expect(() => createTimestamp(Number.NaN)).toThrow(RangeError);
    expect(() => createTimestamp(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("verifyTimestamp", () => {
  it("uses the field name and the 5-minute window of the design", () => {
    expect(TIMESTAMP_FIELD).toBe("timestamp");
    expect(TIMESTAMP_MAX_SKEW_MS).toBe(300_000);
  });

  it("accepts a fresh value and returns its milliseconds", () => {
    expect(verifyTimestamp(T0_STAMP, T0)).toEqual({ ok: true, ms: T0 });
    expect(verifyTimestamp("1000000000000053", 10_000_000_000_000)).toEqual({
      ok: true,
      ms: 10_000_000_000_000,
    });
  });

  it("accepts an unquoted JSON number", () => {
    expect(verifyTimestamp(Number(T0_STAMP), T0)).toEqual({ ok: true, ms: T0 });
  });

  it("reports missing values", () => {
    for (const v of [undefined, null, ""])
      expect(verifyTimestamp(v, T0)).toEqual({ ok: false, reason: "missing" });
  });

  it("reports malformed values", () => {
    for (const v of [
      "abc",
      " 170000000000037",
      "170000000000037 ",
      "1700000000000.37",
      "+170000000000037",
      "17000000000037", // 14 chars
      "17000000000000037", // 17 chars
      "1.7e14",
      1.5,
      -170000000000037,
      true,
      {},
      [T0_STAMP],
    ]) {
      expect(verifyTimestamp(v, T0)).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });

  it("reports a tampered digit as a checksum failure", () => {
    expect(verifyTimestamp("170000000000137", T0)).toEqual({
      ok: false,
      reason: "checksum",
    }); // ms digit changed
    expect(verifyTimestamp("170000000000038", T0)).toEqual({
      ok: false,
      reason: "checksum",
    }); // check digit changed
    expect(verifyTimestamp("710000000000037", T0)).toEqual({
      ok: false,
      reason: "checksum",
    }); // digits swapped
  });

  it("refuses the non-canonical aliases 00/01/99 even though they are ≡ 1 (mod 97)", () => {
    // 1700000000012 has check digits 98; "01" leaves the whole string ≡ 1 too.
    expect(createTimestamp(1_700_000_000_012)).toBe("170000000001298");
    expect(mod97("170000000001201")).toBe(1);
    expect(verifyTimestamp("170000000001201", 1_700_000_000_012)).toEqual({
      ok: false,
      reason: "checksum",
    });
  });

  it("accepts exactly 5 minutes of skew in both directions", () => {
    expect(verifyTimestamp(T0_STAMP, T0 + TIMESTAMP_MAX_SKEW_MS)).toEqual({
      ok: true,
      ms: T0,
    });
    expect(verifyTimestamp(T0_STAMP, T0 - TIMESTAMP_MAX_SKEW_MS)).toEqual({
      ok: true,
      ms: T0,
    });
  });

  it("reports stale values one millisecond past the window, both directions", () => {
    // Client clock behind (old request) and ahead (future request).
    expect(verifyTimestamp(T0_STAMP, T0 + TIMESTAMP_MAX_SKEW_MS + 1)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifyTimestamp(T0_STAMP, T0 - TIMESTAMP_MAX_SKEW_MS - 1)).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifyTimestamp(T0_STAMP, T0 + 86_400_000)).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("honours a custom window", () => {
    expect(verifyTimestamp(T0_STAMP, T0 + 1000, 1000)).toEqual({
      ok: true,
      ms: T0,
    });
    expect(verifyTimestamp(T0_STAMP, T0 + 1001, 1000)).toEqual({
      ok: false,
      reason: "stale",
    });
  });

  it("checks the shape before the checksum and the checksum before freshness", () => {
    expect(
      verifyTimestamp("170000000000038", T0 + 10 * TIMESTAMP_MAX_SKEW_MS).ok,
    ).toBe(false);
    expect(
      verifyTimestamp("170000000000038", T0 + 10 * TIMESTAMP_MAX_SKEW_MS),
    ).toEqual({
      ok: false,
      reason: "checksum",
    });
  });
});
