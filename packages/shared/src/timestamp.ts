// The request `timestamp` (spec §7; DESIGN "The API contract"): the client adds it to every
// call — epoch milliseconds followed by two ISO 7064 MOD 97-10 check digits, computed exactly
// like IBAN check digits. The server rejects a missing, malformed, wrong or stale value (400).

/** Name of the query parameter (GET) or body field (POST) that carries the value (spec §7). */
export const TIMESTAMP_FIELD = "timestamp";

/** Largest accepted distance between the client's clock and ours (DESIGN: 5 minutes). */
export const TIMESTAMP_MAX_SKEW_MS = 5 * 60 * 1000;

// 13 millisecond digits cover 2001-09-09 … 2286-11-20; 14 digits keep it valid after that.
const TIMESTAMP_PATTERN = /^[0-9]{15,16}$/;
const DIGITS_PATTERN = /^[0-9]+$/;

/**
 * `digits` (a decimal string of any length) modulo 97, one digit at a time so no BigInt is
 * needed and the browser cost stays trivial.
 */
export function mod97(digits: string): number {
  if (!DIGITS_PATTERN.test(digits))
    throw new TypeError(`mod97 expects decimal digits, got "${digits}"`);
  let remainder = 0;
  for (let i = 0; i < digits.length; i++) {
    remainder = (remainder * 10 + (digits.charCodeAt(i) - 48)) % 97;
  }
  return remainder;
}

/**
 * ISO 7064 MOD 97-10 check digits for `digits`, as for IBANs: append "00", take the value
 * mod 97, subtract from 98, left-pad to two digits. The result is always in "02"…"98".
 */
export function computeCheckDigits(digits: string): string {
  if (!DIGITS_PATTERN.test(digits))
    throw new TypeError(`check digits need decimal digits, got "${digits}"`);
  const check = 98 - mod97(`${digits}00`);
  return check < 10 ? `0${check}` : String(check);
}

/** A fresh timestamp for a request: `nowMs` (floored to whole milliseconds) plus check digits. */
export function createTimestamp(nowMs: number = Date.now()): string {
  if (!Number.isFinite(nowMs) || nowMs < 0)
    throw new RangeError(`invalid clock value: ${nowMs}`);
  const digits = String(Math.floor(nowMs));
  return digits + computeCheckDigits(digits);
}

export type TimestampFailure = "missing" | "malformed" | "checksum" | "stale";
export type TimestampResult =
  { ok: true; ms: number } | { ok: false; reason: TimestampFailure };

/**
 * Checks a received timestamp. Accepts the string form, and a JSON number that is a safe
 * integer (a POST body may carry it unquoted; 16 digits still fit below 2^53).
 * Exactly `maxSkewMs` away from `nowMs` (in either direction) is still accepted.
 */
export function verifyTimestamp(
  value: unknown,
  nowMs: number = Date.now(),
  maxSkewMs: number = TIMESTAMP_MAX_SKEW_MS,
): TimestampResult {
  if (value === undefined || value === null || value === "")
    return { ok: false, reason: "missing" };
  let text: string;
  if (typeof value === "string") text = value;
  else if (
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    value >= 0
  )
    text = String(value);
  else return { ok: false, reason: "malformed" };
  if (!TIMESTAMP_PATTERN.test(text)) return { ok: false, reason: "malformed" };

  const msDigits = text.slice(0, -2);
  // Comparing with the recomputed digits is the "whole string mod 97 == 1" rule restricted
  // to the canonical range 02…98, so the aliases 00/01/99 (≡ 97/98/02) are refused too.
  if (text.slice(-2) !== computeCheckDigits(msDigits))
    return { ok: false, reason: "checksum" };

  const ms = Number(msDigits);
  if (Math.abs(nowMs - ms) > maxSkewMs) return { ok: false, reason: "stale" };
  return { ok: true, ms };
}
