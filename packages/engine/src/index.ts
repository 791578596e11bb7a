export * from "./net/connect-to.ts";
export * from "./net/ssrf.ts";
export * from "./whois/index.ts";
