import { afterEach, beforeEach, vi } from "vitest";

/**
 * An unexpected console.error is a failure (a React warning, an unhandled rejection logged by a
 * library): tests that expect one mock console.error themselves.
 */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  const unexpected = errors;
  vi.mocked(console.error).mockRestore();
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.map((args) => args.map(String).join(" ")).join("\n")}`);
  }
});
