// Whois parser throughput on one core: every response in the shared whois fixtures, parsed
// repeatedly for a fixed time. `node bench/parser.ts [seconds]` (default 5).
import fs from "node:fs";
import path from "node:path";
import { parseWhois, WhoisUnknownError } from "@yujian/engine";

const dir = path.resolve(import.meta.dirname, "../../shared/fixtures/whois");
const seconds = Number(process.argv[2] ?? 5);
const index = JSON.parse(fs.readFileSync(path.join(dir, "index.json"), "utf8")) as {
  cases: { id: string; domain?: string }[];
};
const inputs = index.cases.map((c) => {
  const meta = (JSON.parse(fs.readFileSync(path.join(dir, `${c.id}.json`), "utf8")) as { _meta: { query: string } })._meta;
  return { raw: fs.readFileSync(path.join(dir, `${c.id}.txt`), "utf8"), domain: meta.query };
});
const bytes = inputs.reduce((sum, i) => sum + Buffer.byteLength(i.raw), 0);

function parseAll(): number {
  let parsed = 0;
  for (const input of inputs) {
    try {
      parseWhois(input.raw, { domain: input.domain });
    } catch (error) {
      if (!(error instanceof WhoisUnknownError)) throw error;
    }
    parsed += 1;
  }
  return parsed;
}

for (let i = 0; i < 200; i += 1) parseAll(); // warm-up
let records = 0;
const started = process.hrtime.bigint();
const deadline = started + BigInt(Math.round(seconds * 1e9));
while (process.hrtime.bigint() < deadline) records += parseAll();
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
console.info(
  `parser: ${inputs.length} fixtures (${(bytes / inputs.length / 1000).toFixed(1)} kB average), ${records} records in ${elapsed.toFixed(2)} s = ${Math.round(records / elapsed).toLocaleString("en-US")} records/s on one core (Node ${process.version})`,
);
