// Punycode encoding (RFC 3492) of single labels. The IANA list from `tlds` only has the
// Unicode form of IDN TLDs (中国, 公司 …) but users also paste the ASCII form (xn--fiqs8s), and
// label lengths (max 63, RFC 1035 §2.3.4) are counted on the ASCII form. Node's
// url.domainToASCII is not available in the browser, so this small encoder is ours.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;
const DELIMITER = "-";

export const ACE_PREFIX = "xn--";

// RFC 3492 §6.1 bias adaptation.
function adapt(delta: number, numPoints: number, firstTime: boolean): number {
  let d = firstTime ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

// 0..25 → a..z, 26..35 → 0..9 (RFC 3492 §5).
function digitChar(d: number): string {
  return String.fromCharCode(d < 26 ? d + 97 : d + 22);
}

/** RFC 3492 §6.3 encoding of `input` (no "xn--" prefix added). */
export function punycodeEncode(input: string): string {
  const codePoints = Array.from(input, (ch) => ch.codePointAt(0) ?? 0);
  let output = codePoints
    .filter((cp) => cp < 0x80)
    .map((cp) => String.fromCharCode(cp))
    .join("");
  const basicCount = output.length;
  let handled = basicCount;
  if (basicCount > 0) output += DELIMITER;

  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < codePoints.length) {
    let m = Number.MAX_SAFE_INTEGER;
    for (const cp of codePoints) if (cp >= n && cp < m) m = cp;
    delta += (m - n) * (handled + 1);
    n = m;
    for (const cp of codePoints) {
      if (cp < n) delta++;
      if (cp !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
        if (q < t) break;
        output += digitChar(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digitChar(q);
      bias = adapt(delta, handled + 1, handled === basicCount);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/** The ASCII form of one label: unchanged when all ASCII, else "xn--" + Punycode. */
export function toAsciiLabel(label: string): string {
  for (let i = 0; i < label.length; i++) {
    if (label.charCodeAt(i) >= 0x80) return ACE_PREFIX + punycodeEncode(label);
  }
  return label;
}

/** The ASCII form of a dotted name, label by label (input expected lowercased and NFC/NFKC). */
export function toAsciiDomain(domain: string): string {
  return domain.split(".").map(toAsciiLabel).join(".");
}
