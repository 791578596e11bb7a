// Public surface of @yujian/shared: isomorphic code used by both the server and the web app
// (DESIGN "Layout"). Nothing here may import Node-only modules.
export * from "./codes.ts";
export * from "./constants.ts";
export * from "./date.ts";
export * from "./envelope.ts";
export * from "./field-labels.ts";
export * from "./services.ts";
export * from "./timestamp.ts";
export * from "./validation/account.ts";
export * from "./validation/domain.ts";
export * from "./validation/password.ts";
export * from "./validation/punycode.ts";
export * from "./validation/suffixes.ts";
export * from "./validation/zod.ts";
