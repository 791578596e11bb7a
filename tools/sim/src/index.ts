export * from "./harness.ts";
export * from "./line-server.ts";
export * from "./whois-server.ts";
