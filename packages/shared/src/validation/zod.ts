// Zod schemas for API inputs, built on the spec §5 rules so the web form and the server say
// the same thing. Messages never name the field: the server reports "<field>: <message>".
import { z } from "zod";
import {
  ACCOUNT_MESSAGES,
  normalizeAccount,
  validateAccount,
  validateEmail,
  validatePhone,
} from "./account.ts";
import { DOMAIN_MESSAGES, normalizeDomainInput } from "./domain.ts";
import type { DomainOptions } from "./domain.ts";
import { PASSWORD_MESSAGES, validatePassword } from "./password.ts";

/** A string field whose absence reads `missing` and whose wrong type reads `wrongType`. */
function stringField(missing: string, wrongType: string = missing) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? missing : wrongType,
  });
}

/** A domain field, output normalised by {@link normalizeDomainInput} with `options`. */
export function domainSchemaWith(options: DomainOptions = {}) {
  return stringField(DOMAIN_MESSAGES.empty, DOMAIN_MESSAGES.invalid)
    .meta({
      description: options.fullHost
        ? "主机名，如 www.example.com"
        : "域名，如 example.com",
      examples: [options.fullHost ? "www.example.com" : "example.com"],
    })
    .transform((value, ctx) => {
      const result = normalizeDomainInput(value, options);
      if (result.ok) return result.domain;
      ctx.addIssue({ code: "custom", message: result.message, input: value });
      return z.NEVER;
    });
}

/** Registrable domain (example.com, example.com.cn) from whatever the user typed. */
export const domainSchema = domainSchemaWith();
/** Full host (blog.example.com) from whatever the user typed. */
export const hostSchema = domainSchemaWith({ fullHost: true });

/** Phone or e-mail account; output trimmed, e-mail lowercased. */
export const accountSchema = stringField(ACCOUNT_MESSAGES.account)
  .meta({
    description: "手机号或邮箱",
    examples: ["13800138000", "user@example.com"],
  })
  .transform((value, ctx) => {
    const normalized = normalizeAccount(value);
    if (normalized !== null) return normalized;
    ctx.addIssue({
      code: "custom",
      message: validateAccount(value) ?? ACCOUNT_MESSAGES.account,
      input: value,
    });
    return z.NEVER;
  });

/** E-mail address (binding, codes); output trimmed and lowercased. */
export const emailSchema = stringField(ACCOUNT_MESSAGES.email)
  .meta({ description: "邮箱地址", examples: ["user@example.com"] })
  .transform((value, ctx) => {
    const message = validateEmail(value);
    if (message === null) return value.trim().toLowerCase();
    ctx.addIssue({ code: "custom", message, input: value });
    return z.NEVER;
  });

/** Phone number of 10–11 digits; output trimmed. */
export const phoneSchema = stringField(ACCOUNT_MESSAGES.phone)
  .meta({ description: "手机号码（10–11 位数字）", examples: ["13800138000"] })
  .transform((value, ctx) => {
    const message = validatePhone(value);
    if (message === null) return value.trim();
    ctx.addIssue({ code: "custom", message, input: value });
    return z.NEVER;
  });

/** Password of 7–16 characters; output unchanged (never trimmed). */
export const passwordSchema = stringField(PASSWORD_MESSAGES.empty)
  .meta({ description: "密码（7–16 位）" })
  .superRefine((value, ctx) => {
    const message = validatePassword(value);
    if (message !== null)
      ctx.addIssue({ code: "custom", message, input: value });
  });
