import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Layer boundaries (DESIGN "Layout"): each rule says why, so a violation explains itself.
 */
const SIM = {
  group: ["@yujian/sim", "@yujian/sim/*", "**/tools/sim/**"],
  message: "Simulators are for tests only; nothing in the product path may import tools/sim.",
};
const SERVER = {
  group: ["@yujian/server", "@yujian/server/*", "**/apps/server/**"],
  message: "Server code stays on the server; the web app gets services through the load context (packages/shared interfaces).",
};
const ENGINE = {
  group: ["@yujian/engine", "@yujian/engine/*", "**/packages/engine/**"],
  message: "The engine is server-only (network, secrets); the web app reaches it through /api or the load context.",
};
const WEB = {
  group: ["@yujian/web", "@yujian/web/*", "**/apps/web/**"],
  message: "Only the server may load the web build, and only through its build output.",
};
const OURS = {
  group: ["@yujian/*", "**/apps/**", "**/packages/engine/**", "**/tools/**"],
  message: "packages/shared is the bottom layer: it imports nothing of ours.",
};
const NODE_BUILTINS = {
  group: ["node:*"],
  message: "packages/shared runs in the browser too: no Node built-ins.",
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/build/**", "**/.react-router/**", "data/**", "bench/results/**", "test-results/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
      eqeqeq: ["error", "always"],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "no-restricted-imports": ["error", { patterns: [SERVER, ENGINE, SIM] }],
    },
  },
  {
    files: ["packages/engine/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER, WEB, SIM] }] },
  },
  {
    files: ["packages/shared/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [OURS, NODE_BUILTINS] }] },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [WEB, SIM] }] },
  },
  {
    files: ["tools/sim/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER, WEB] }] },
  },
);
