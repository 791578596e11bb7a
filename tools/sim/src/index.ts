export * from "./harness.ts";
export * from "./line-server.ts";
