import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyReply {
    /** Nonce allowed by this response's CSP for inline scripts (the SSR hydration data). */
    scriptNonce: string;
  }
}

export interface SecurityOptions {
  /** Adds `upgrade-insecure-requests` when the site is served over https. */
  https: boolean;
}

/**
 * Security headers. Helmet sets the usual set; the CSP is built here per response because
 * server-rendered pages carry inline hydration scripts that need a fresh nonce.
 * `style-src 'unsafe-inline'` stays: the toast library injects a <style> element and React
 * renders style attributes; scripts are the part that matters.
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  app.decorateReply("scriptNonce", "");
  app.addHook("onRequest", async (_request, reply) => {
    const nonce = randomBytes(16).toString("base64");
    reply.scriptNonce = nonce;
    reply.header("content-security-policy", buildContentSecurityPolicy(nonce, options.https));
  });
}

export function buildContentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

export default fp(security, { name: "security" });
