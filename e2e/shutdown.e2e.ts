import { describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

describe("process lifecycle", () => {
  it("runs migrations on start and exits 0 on SIGTERM after finishing in-flight requests", async () => {
    const server = await startServer();
    const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ code: 200, data: { status: "ok", database: "sqlite" } });
    // The response has started (headers received) when the signal arrives; its body must complete.
    const inFlight = await fetch(`${server.baseUrl}/main/privacy`);
    const stopping = server.stop("SIGTERM");
    const body = await inFlight.text();
    expect(inFlight.status).toBe(200);
    expect(body.trimEnd()).toMatch(/<\/html>$/);
    expect(await stopping).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
  });
});
