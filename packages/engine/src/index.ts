export * from "./net/connect-to.ts";
