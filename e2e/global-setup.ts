import type { TestProject } from "vitest/node";
import { startServer, type StartedServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: StartedServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop();
}
