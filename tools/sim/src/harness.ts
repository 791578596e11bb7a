import net from "node:net";
import type { AddressInfo } from "node:net";
import { formatConnectTo, type ConnectToRule } from "@yujian/engine";

/** The real endpoint a simulator stands in for, e.g. `whois.verisign-grs.com:43`. */
export interface SimulatedEndpoint {
  host: string;
  port: number;
}

/** A started loopback simulator. */
export interface RunningSimulator {
  name: string;
  /** Always a loopback address: test traffic never leaves this machine. */
  address: string;
  port: number;
  endpoints: SimulatedEndpoint[];
  close(): Promise<void>;
}

/** Anything that listens like `net.Server` (plain TCP, `http`, `https`, `tls`). */
export interface ListeningServer {
  listen(port: number, host: string, callback: () => void): unknown;
  address(): AddressInfo | string | null;
  close(callback: (error?: Error) => void): unknown;
  once(event: "error", listener: (error: Error) => void): unknown;
  closeAllConnections?(): void;
}

const LOOPBACK = "127.0.0.1";

/** Starts `server` on an ephemeral loopback port. */
export async function startOnLoopback(name: string, server: ListeningServer, endpoints: SimulatedEndpoint[]): Promise<RunningSimulator> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, LOOPBACK, () => resolve());
  });
  const info = server.address();
  if (!info || typeof info === "string") throw new Error(`simulator ${name} did not get a TCP port`);
  const sockets = new Set<net.Socket>();
  if (server instanceof net.Server) {
    server.on("connection", (socket: net.Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
  }
  return {
    name,
    address: LOOPBACK,
    port: info.port,
    endpoints,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections?.();
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A set of simulators started for one test suite, and the `CONNECT_TO` value that sends the
 * product's outbound connections to them instead of the real hosts.
 */
export class SimulatorHarness {
  private readonly running: RunningSimulator[] = [];

  add(simulator: RunningSimulator): RunningSimulator {
    this.running.push(simulator);
    return simulator;
  }

  /** Rules mapping every simulated endpoint to its simulator's loopback port. */
  rules(): ConnectToRule[] {
    return this.running.flatMap((sim) =>
      sim.endpoints.map((endpoint) => ({
        fromHost: endpoint.host.toLowerCase(),
        fromPort: endpoint.port,
        toHost: sim.address,
        toPort: sim.port,
      })),
    );
  }

  /** The `CONNECT_TO` setting (curl --connect-to syntax) for the product under test. */
  connectTo(): string {
    return formatConnectTo(this.rules());
  }

  async closeAll(): Promise<void> {
    const all = this.running.splice(0);
    await Promise.all(all.map((sim) => sim.close()));
  }
}
