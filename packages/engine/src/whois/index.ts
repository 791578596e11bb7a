export * from "./availability.ts";
export * from "./client.ts";
export * from "./dates.ts";
export * from "./parse.ts";
export * from "./record.ts";
export * from "./status.ts";
export * from "./tokenize.ts";
