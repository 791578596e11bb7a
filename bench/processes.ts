import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export interface Target {
  baseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts bench/bare-hello.ts in its own process on 127.0.0.1 and waits until `/hello` answers. */
export async function startBareHello(): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-hello.ts")], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare hello exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/hello`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("bare hello did not answer within 15 s");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
