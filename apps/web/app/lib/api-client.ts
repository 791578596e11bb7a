import { Code, createTimestamp, SESSION_RESET_CODES, type ApiEnvelope } from "@yujian/shared";
import { getToken } from "./session.ts";

/** Spec §7: non-mutating methods get one retry on these statuses; mutating methods none. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const NON_MUTATING = new Set(["GET", "HEAD", "OPTIONS"]);

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "HEAD" | "OPTIONS";

export interface ApiCallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Background calls (version polling) do not toast their errors. */
  silent?: boolean;
}

/** A network failure is its own outcome: the spec ignores it silently (no toast). */
export type ApiResult<T> =
  | { kind: "ok"; data: T; envelope: ApiEnvelope<T> }
  | { kind: "error"; code: number; message: string; envelope: ApiEnvelope<unknown> }
  | { kind: "network"; error: unknown };

export interface ApiClientHooks {
  /** Code 401 or 1014: clear the session (spec §4). */
  onSessionLost(code: number): void;
  /** Any other code ≠ 200 with a message: show an error toast (spec §8). */
  onErrorMessage(message: string, code: number): void;
}

export interface ApiClient {
  call<T>(method: HttpMethod, path: string, options?: ApiCallOptions): Promise<ApiResult<T>>;
}

export function createApiClient(
  hooks: ApiClientHooks,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  now: () => number = Date.now,
): ApiClient {
  return {
    async call<T>(method: HttpMethod, path: string, options: ApiCallOptions = {}): Promise<ApiResult<T>> {
      const attempts = NON_MUTATING.has(method) ? 2 : 1;
      let response: Response | undefined;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          response = await fetchImpl(...buildRequest(method, path, options, now()));
        } catch (error) {
          if (options.signal?.aborted || attempt === attempts) return { kind: "network", error };
          continue;
        }
        if (!RETRY_STATUSES.has(response.status) || attempt === attempts) break;
        await response.body?.cancel();
      }
      return readEnvelope<T>(response as Response, hooks, options.silent ?? false);
    },
  };
}

function buildRequest(method: HttpMethod, path: string, options: ApiCallOptions, nowMs: number): [string, RequestInit] {
  // A fresh timestamp per attempt: a retry must not be rejected as stale or replayed.
  const timestamp = createTimestamp(nowMs);
  const headers: Record<string, string> = { accept: "application/json" };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  let body: string | undefined;
  if (NON_MUTATING.has(method)) {
    query.set("timestamp", timestamp);
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify({ ...options.body, timestamp });
  }
  const qs = query.toString();
  return [`${path}${qs ? `?${qs}` : ""}`, { method, headers, body, signal: options.signal, credentials: "same-origin" }];
}

async function readEnvelope<T>(response: Response, hooks: ApiClientHooks, silent: boolean): Promise<ApiResult<T>> {
  let envelope: ApiEnvelope<unknown>;
  try {
    const body: unknown = await response.json();
    if (!isEnvelope(body)) return { kind: "network", error: new Error(`not an API envelope (HTTP ${response.status})`) };
    envelope = body;
  } catch (error) {
    return { kind: "network", error };
  }
  if (envelope.code === Code.Ok) return { kind: "ok", data: envelope.data as T, envelope: envelope as ApiEnvelope<T> };
  if ((SESSION_RESET_CODES as readonly number[]).includes(envelope.code)) {
    hooks.onSessionLost(envelope.code);
  } else if (envelope.message && !silent) {
    hooks.onErrorMessage(envelope.message, envelope.code);
  }
  return { kind: "error", code: envelope.code, message: envelope.message, envelope };
}

function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { code?: unknown; message?: unknown };
  return typeof candidate.code === "number" && (candidate.message === undefined || typeof candidate.message === "string");
}
