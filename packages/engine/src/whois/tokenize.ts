/**
 * Turns a whois response into key/value entries. Registries use many layouts: "Key: value"
 * (ICANN gTLDs, CNNIC), "Key.......: value", "[Key]   value" (JPRS), indented blocks under a
 * heading ("Registrant\n  Organization: …" in .it, "Name servers:\n  ns1…" in .uk), and
 * continuation lines (JPRS postal addresses). One tokenizer covers them; fields are picked
 * from its entries by the tables in fields.ts.
 */
export interface WhoisEntry {
  /** Lowercase, single-spaced, without dots, underscores or brackets ("registrant name"). */
  key: string;
  value: string;
  /** The heading an indented entry sits under, normalised like keys; null at top level. */
  section: string | null;
}

const BRACKET_LINE = /^\s*\[([^\]]{1,60})\]\s*(.*)$/;
const KEY_VALUE_LINE = /^(\s*)([^:\s][^:]{0,60}?)\s*\.*\s*:\s?(.*)$/;
const COMMENT_LINE = /^\s*(%|#|>>>|\*|--|;)/;
const BARE_HEADING = /^[A-Za-z][A-Za-z /&-]{2,40}$/;
const URL_START = /^\s*(https?|ftp|mailto)$/i;

export function normalizeKey(key: string): string {
  return key
    .toLowerCase()
    .replace(/[_.[\]()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // Numbered keys ("ns_name_01", "Name Server 2") mean the same field as the plain key.
    .replace(/ ?\d{1,2}$/, "");
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

export function tokenizeWhois(raw: string): WhoisEntry[] {
  const lines = raw.replace(/\r\n?/g, "\n").split("\n");
  const entries: WhoisEntry[] = [];
  let section: string | null = null;
  /** A bare heading ("DNS servers", "Owner Contact") also covers unindented lines below it. */
  let sticky = false;
  let last: WhoisEntry | null = null;

  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? "").trimEnd();
    if (line.trim() === "") {
      section = null;
      sticky = false;
      last = null;
      continue;
    }
    if (COMMENT_LINE.test(line) || /^\s*\[ .* \]$/.test(line)) continue;
    const indent = indentOf(line);

    const bracket = BRACKET_LINE.exec(line);
    if (bracket) {
      last = { key: normalizeKey(bracket[1] ?? ""), value: (bracket[2] ?? "").trim(), section: null };
      entries.push(last);
      continue;
    }

    const kv = KEY_VALUE_LINE.exec(line);
    if (kv && !URL_START.test(kv[2] ?? "") && (kv[2] ?? "").split(/\s+/).length <= 7) {
      const key = normalizeKey(kv[2] ?? "");
      const value = (kv[3] ?? "").trim();
      if (indent === 0 && !sticky) {
        if (value === "" && nextIsIndented(lines, i)) {
          section = key;
          last = null;
          continue;
        }
        section = null;
      }
      last = { key, value, section: indent > 0 || sticky ? section : null };
      entries.push(last);
      continue;
    }

    if (indent === 0) {
      // A bare heading: over an indented block ("Registrant", "Nameservers" in .it) or over
      // unindented key/value lines up to the next blank line ("DNS servers" in .tn).
      if (nextIsIndented(lines, i)) {
        section = normalizeKey(line);
        sticky = false;
        last = null;
      } else if (!sticky && BARE_HEADING.test(line) && KEY_VALUE_LINE.test(lines[i + 1] ?? "")) {
        // (inside a sticky block a further bare line, "IP address" in .tn, is a sub-heading)
        section = normalizeKey(line);
        sticky = true;
        last = null;
      }
      continue;
    }
    if (section !== null) {
      entries.push({ key: "", value: line.trim(), section });
    } else if (last) {
      // Continuation of the previous value (wrapped addresses).
      last.value = last.value ? `${last.value}\n${line.trim()}` : line.trim();
    }
  }
  return entries;
}

function nextIsIndented(lines: string[], index: number): boolean {
  const next = lines[index + 1];
  return next !== undefined && next.trim() !== "" && indentOf(next) > 0;
}
