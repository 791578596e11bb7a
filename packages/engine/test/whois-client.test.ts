import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SimulatorHarness, startWhoisSimulator, type WhoisSimulator } from "@yujian/sim";
import { parseConnectTo } from "../src/net/connect-to.ts";
import { BlockedAddressError, isPublicAddress, resolvePublicAddress } from "../src/net/ssrf.ts";
import { formatWhoisQuery, queryWhois, WhoisTransportError } from "../src/whois/client.ts";
import { parseWhois } from "../src/whois/parse.ts";
import { WhoisUnknownError } from "../src/whois/record.ts";

const REGISTERED = "Domain Name: EXAMPLE-SHOP.COM\r\nRegistrar: Example Registrar, Inc.\r\nCreation Date: 2001-03-26T04:05:06Z\r\n";

describe("port-43 client against the whois simulator", () => {
  const harness = new SimulatorHarness();
  let sims: Record<string, WhoisSimulator>;
  let connectTo: ReturnType<typeof parseConnectTo>;

  beforeAll(async () => {
    sims = {
      ok: harness.add(
        await startWhoisSimulator({ host: "whois.ok.example", responses: { "example-shop.com": REGISTERED }, latencyMs: 20 }),
      ) as WhoisSimulator,
      limited: harness.add(
        await startWhoisSimulator({ host: "whois.limited.example", responses: {}, behavior: { kind: "rate-limit" } }),
      ) as WhoisSimulator,
      reset: harness.add(await startWhoisSimulator({ host: "whois.reset.example", responses: {}, behavior: { kind: "reset" } })) as WhoisSimulator,
      silent: harness.add(
        await startWhoisSimulator({ host: "whois.silent.example", responses: {}, behavior: { kind: "silence" } }),
      ) as WhoisSimulator,
      huge: harness.add(
        await startWhoisSimulator({ host: "whois.huge.example", responses: {}, behavior: { kind: "oversized", bytes: 300_000 } }),
      ) as WhoisSimulator,
      garbage: harness.add(
        await startWhoisSimulator({ host: "whois.garbage.example", responses: {}, behavior: { kind: "garbage", bytes: 2048 } }),
      ) as WhoisSimulator,
      jprs: harness.add(
        await startWhoisSimulator({
          host: "whois.jprs.jp",
          responses: { "example.jp/e": Buffer.from("1b244245504f3f1b2842", "hex") }, // "登録" in ISO-2022-JP
        }),
      ) as WhoisSimulator,
    };
    connectTo = parseConnectTo(harness.connectTo());
  });
  afterAll(() => harness.closeAll());

  it("sends one CRLF-terminated query and reads the whole answer", async () => {
    const answer = await queryWhois("whois.ok.example", "example-shop.com", { connectTo });
    expect(answer.raw).toBe(REGISTERED);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(15);
    expect(sims.ok?.queries).toContain("example-shop.com");
    expect(parseWhois(answer.raw, { domain: "example-shop.com" }).available).toBe(false);
  });

  it("decodes with the server's charset (ISO-2022-JP for JPRS)", async () => {
    const answer = await queryWhois("whois.jprs.jp", formatWhoisQuery("whois.jprs.jp", "example.jp"), { connectTo });
    expect(answer.raw).toBe("登録");
  });

  it("turns a rate-limit answer into unknown, not available", async () => {
    const answer = await queryWhois("whois.limited.example", "example.org", { connectTo });
    expect(() => parseWhois(answer.raw, { domain: "example.org" })).toThrow(WhoisUnknownError);
  });

  it.each([
    ["whois.reset.example", "reset"],
    ["whois.huge.example", "oversized"],
  ])("fails %s with %s", async (server, reason) => {
    const error = await queryWhois(server, "example.org", { connectTo, maxBytes: 100_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WhoisTransportError);
    expect((error as WhoisTransportError).reason).toBe(reason);
  });

  it("gives up on a silent server at the overall deadline", async () => {
    const started = Date.now();
    const error = await queryWhois("whois.silent.example", "example.org", { connectTo, timeoutMs: 300 }).catch((e: unknown) => e);
    const took = Date.now() - started;
    expect((error as WhoisTransportError).reason).toBe("timeout");
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(2000);
  });

  it("never reads garbage as 'not registered'", async () => {
    const answer = await queryWhois("whois.garbage.example", "example.org", { connectTo });
    let available: boolean | "unknown";
    try {
      available = parseWhois(answer.raw, { domain: "example.org" }).available;
    } catch {
      available = "unknown";
    }
    expect(available).not.toBe(true);
  });
});

describe("SSRF guard", () => {
  it.each(["10.1.2.3", "127.0.0.1", "169.254.169.254", "192.168.1.1", "172.20.0.1", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:10.0.0.1", "224.0.0.1"])(
    "refuses %s",
    (ip) => {
      expect(isPublicAddress(ip)).toBe(false);
    },
  );

  it.each(["8.8.8.8", "218.241.97.8", "2001:dc7::1", "::ffff:1.1.1.1"])("allows %s", (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it("refuses a host that resolves to a private address, even next to a public one", async () => {
    const lookup = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.8", family: 4 },
    ];
    await expect(resolvePublicAddress("whois.evil.example", lookup)).rejects.toBeInstanceOf(BlockedAddressError);
  });

  it("does not connect to a registrar whois server that points inside the network", async () => {
    const lookup = async () => [{ address: "127.0.0.1", family: 4 }];
    const error = await queryWhois("whois.internal.example", "example.com", { lookup, timeoutMs: 1000 }).catch((e: unknown) => e);
    expect((error as WhoisTransportError).reason).toBe("blocked");
  });
});
