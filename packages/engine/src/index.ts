export * from "./net/connect-to.ts";
export * from "./whois/index.ts";
