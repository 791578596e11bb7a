import { spawn } from "node:child_process";
import path from "node:path";
import { freePort, waitUntilAnswering } from "../e2e/server-process.ts";

export interface Target {
  baseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Starts bench/bare-hello.ts in its own process on 127.0.0.1 and waits until `/hello` answers. */
export async function startBareHello(): Promise<Target> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-hello.ts")], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/hello`, 15_000, "bare hello");
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
