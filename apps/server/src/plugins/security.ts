import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

/**
 * Security headers, precomputed once: what helmet sets by default, without its per-request
 * work. Pages get a CSP with a fresh script nonce (their inline hydration scripts need it) or
 * with script hashes when served from the page cache; JSON gets a CSP that allows nothing.
 */
export function baseSecurityHeaders(https: boolean, kind: "document" | "json"): Record<string, string> {
  const headers: Record<string, string> = {
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
  };
  if (kind === "document") {
    // These only mean something for documents a browser renders, not for JSON.
    Object.assign(headers, {
      "cross-origin-opener-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
    });
  }
  if (https) headers["strict-transport-security"] = "max-age=15552000; includeSubDomains";
  return headers;
}

/** JSON never runs scripts or loads resources. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The page CSP; `scriptSources` are `'nonce-…'` or `'sha256-…'` entries. */
export function buildContentSecurityPolicy(scriptSources: readonly string[], https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * Sets the shared headers and the request id on every response, in one synchronous hook
 * (async hooks and one-by-one header writes were a measurable share of an API request).
 */
export function installSecurityHeaders(app: FastifyInstance, https: boolean, contentSecurityPolicy?: string): void {
  const headers = baseSecurityHeaders(https, contentSecurityPolicy ? "json" : "document");
  if (contentSecurityPolicy) headers["content-security-policy"] = contentSecurityPolicy;
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
}
