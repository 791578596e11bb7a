import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseConnectTo, resolveConnectTarget } from "@yujian/engine";
import { SimulatorHarness } from "../src/harness.ts";
import { startLineServer } from "../src/line-server.ts";

function query(host: string, port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.write(`${text}\r\n`);
  });
}

describe("simulator harness", () => {
  const harness = new SimulatorHarness();
  afterEach(() => harness.closeAll());

  it("starts simulators on loopback ephemeral ports", async () => {
    const sim = harness.add(await startLineServer("echo", [{ host: "whois.example", port: 43 }], (q) => `got ${q}\r\n`));
    expect(sim.address).toBe("127.0.0.1");
    expect(sim.port).toBeGreaterThan(0);
    expect(sim.port).not.toBe(43);
  });

  it("produces a CONNECT_TO value that routes the real host to the simulator", async () => {
    harness.add(await startLineServer("a", [{ host: "whois.a.example", port: 43 }], () => "from a\r\n"));
    harness.add(await startLineServer("b", [{ host: "whois.b.example", port: 43 }], () => "from b\r\n"));
    const rules = parseConnectTo(harness.connectTo());
    expect(rules).toHaveLength(2);
    const a = resolveConnectTarget(rules, "whois.a.example", 43);
    const b = resolveConnectTarget(rules, "whois.b.example", 43);
    expect(a.mapped && b.mapped).toBe(true);
    expect(await query(a.host, a.port, "example.com")).toBe("from a\r\n");
    expect(await query(b.host, b.port, "example.com")).toBe("from b\r\n");
    expect(resolveConnectTarget(rules, "whois.c.example", 43).mapped).toBe(false);
  });

  it("stops every simulator, refusing further connections", async () => {
    const sim = harness.add(await startLineServer("gone", [{ host: "x.example", port: 43 }], () => "hi\r\n"));
    await harness.closeAll();
    await expect(query(sim.address, sim.port, "q")).rejects.toThrow(/ECONNREFUSED/);
  });
});
