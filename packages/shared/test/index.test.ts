import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as shared from "../src/index.ts";

const SRC = join(import.meta.dirname, "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith(".ts")
        ? [join(dir, e.name)]
        : [],
  );
}

describe("index", () => {
  it("re-exports the public API", () => {
    for (const name of [
      "Code",
      "codeMessages",
      "messageFor",
      "isCode",
      "SESSION_RESET_CODES",
      "ok",
      "fail",
      "envelopeSchema",
      "computeCheckDigits",
      "createTimestamp",
      "verifyTimestamp",
      "TIMESTAMP_MAX_SKEW_MS",
      "formatDateTime",
      "formatDate",
      "SECOND_LEVEL_SUFFIXES",
      "TOP_LEVEL_DOMAINS",
      "isKnownTld",
      "isSecondLevelSuffix",
      "normalizeDomainInput",
      "isValidDomain",
      "DOMAIN_PATTERN",
      "validateEmail",
      "validatePhone",
      "validateAccount",
      "accountKind",
      "validatePassword",
      "PASSWORD_MIN",
      "PASSWORD_MAX",
      "domainSchema",
      "accountSchema",
      "passwordSchema",
      "MOBILE_BREAKPOINT",
      "UsageCategory",
      "RegisterState",
      "CodePurpose",
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });

  it("stays browser-safe: no Node-only imports or globals in src", () => {
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from\s+["']node:/);
      expect(text, file).not.toMatch(
        /from\s+["'](fs|path|url|crypto|buffer|os)["']/,
      );
      expect(text, file).not.toMatch(/\bBuffer\.|\bprocess\./);
    }
  });

  it("keeps source files small", () => {
    for (const file of sourceFiles(SRC)) {
      expect(
        readFileSync(file, "utf8").split("\n").length,
        file,
      ).toBeLessThanOrEqual(250);
    }
  });
});
