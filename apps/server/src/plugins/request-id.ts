import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const INCOMING_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Request ids for structured logs: an upstream proxy's `x-request-id` is kept when it looks
 * like an id (so one id follows a request through the stack), otherwise a new UUID.
 */
export function generateRequestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  if (typeof incoming === "string" && INCOMING_ID.test(incoming)) return incoming;
  return randomUUID();
}
