import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyTimestamp } from "@yujian/shared";
import { createApiClient, RETRY_STATUSES, type ApiClientHooks, type HttpMethod } from "../app/lib/api-client.ts";

const NOW = 1_700_000_000_000;

type FetchCall = { url: string; init: RequestInit };

function envelope(code: number, message = "", data: unknown = null): string {
  return JSON.stringify({ code, message, data });
}

function jsonResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { "content-type": "application/json" } });
}

/** A fetch fake answering from a script of responses (or errors to throw), recording each call. */
function scriptedFetch(script: Array<Response | Error | (() => Response)>) {
  const calls: FetchCall[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = script.shift();
    if (next === undefined) throw new Error(`unexpected fetch #${calls.length}`);
    if (next instanceof Error) throw next;
    return typeof next === "function" ? next() : next;
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls, mock: fetchImpl };
}

function makeHooks() {
  const onSessionLost = vi.fn<ApiClientHooks["onSessionLost"]>();
  const onErrorMessage = vi.fn<ApiClientHooks["onErrorMessage"]>();
  return { hooks: { onSessionLost, onErrorMessage } satisfies ApiClientHooks, onSessionLost, onErrorMessage };
}

function headersOf(call: FetchCall): Record<string, string> {
  return Object.fromEntries(new Headers(call.init.headers).entries());
}

function queryOf(call: FetchCall): URLSearchParams {
  return new URL(call.url, "http://localhost").searchParams;
}

function bodyOf(call: FetchCall): Record<string, unknown> {
  expect(typeof call.init.body).toBe("string");
  return JSON.parse(call.init.body as string) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("request building", () => {
  it("GET puts a valid timestamp in the query, keeps the caller's parameters and sends no body", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200, "", { a: 1 }))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);

    await api.call("GET", "/api/whois", { query: { domain: "a.com", page: 2, exact: true, skip: undefined } });

    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.init.method).toBe("GET");
    expect(call.url.startsWith("/api/whois?")).toBe(true);
    const query = queryOf(call);
    expect(query.get("domain")).toBe("a.com");
    expect(query.get("page")).toBe("2");
    expect(query.get("exact")).toBe("true");
    expect(query.has("skip")).toBe(false);
    const stamp = query.get("timestamp");
    expect(verifyTimestamp(stamp, NOW)).toEqual({ ok: true, ms: NOW });
    expect(call.init.body).toBeUndefined();
    expect(headersOf(call)["content-type"]).toBeUndefined();
    expect(headersOf(call).accept).toBe("application/json");
  });

  it("GET without options still gets a timestamp query", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200))]);
    await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/version");
    const query = queryOf(calls[0]!);
    expect([...query.keys()]).toEqual(["timestamp"]);
    expect(verifyTimestamp(query.get("timestamp"), NOW).ok).toBe(true);
  });

  it("POST puts a valid timestamp in the JSON body, sets content-type and leaves the URL alone", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);

    await api.call("POST", "/api/login", { body: { account: "u@example.com", password: "pw" } });

    const call = calls[0]!;
    expect(call.init.method).toBe("POST");
    expect(call.url).toBe("/api/login");
    expect(headersOf(call)["content-type"]).toBe("application/json");
    const body = bodyOf(call);
    expect(body.account).toBe("u@example.com");
    expect(body.password).toBe("pw");
    expect(verifyTimestamp(body.timestamp, NOW)).toEqual({ ok: true, ms: NOW });
  });

  it("POST without a body still sends a JSON body with the timestamp", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200))]);
    await createApiClient(hooks, fetchImpl, () => NOW).call("POST", "/api/logout");
    const body = bodyOf(calls[0]!);
    expect(Object.keys(body)).toEqual(["timestamp"]);
    expect(verifyTimestamp(body.timestamp, NOW).ok).toBe(true);
  });

  it("the client's timestamp wins over a caller-supplied one", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200)), jsonResponse(envelope(200))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);
    await api.call("POST", "/api/x", { body: { timestamp: "forged" } });
    await api.call("GET", "/api/x", { query: { timestamp: "forged" } });
    expect(verifyTimestamp(bodyOf(calls[0]!).timestamp, NOW).ok).toBe(true);
    expect(queryOf(calls[1]!).getAll("timestamp")).toHaveLength(1);
    expect(verifyTimestamp(queryOf(calls[1]!).get("timestamp"), NOW).ok).toBe(true);
  });

  it("passes the abort signal and same-origin credentials through", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200))]);
    const controller = new AbortController();
    await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x", { signal: controller.signal });
    expect(calls[0]!.init.signal).toBe(controller.signal);
    expect(calls[0]!.init.credentials).toBe("same-origin");
  });
});

describe("Authorization header", () => {
  beforeEach(() => {
    vi.stubGlobal("document", { cookie: "" });
  });

  it("sends Bearer <token> from the token cookie", async () => {
    vi.stubGlobal("document", { cookie: "theme=dark; token=abc%2E123; userInfo=%7B%7D" });
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200)), jsonResponse(envelope(200))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);
    await api.call("GET", "/api/x");
    await api.call("POST", "/api/y", { body: {} });
    expect(headersOf(calls[0]!).authorization).toBe("Bearer abc.123");
    expect(headersOf(calls[1]!).authorization).toBe("Bearer abc.123");
  });

  it("sends no Authorization header without a token cookie, or with an empty one", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200)), jsonResponse(envelope(200))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);
    vi.stubGlobal("document", { cookie: "other=1" });
    await api.call("GET", "/api/x");
    vi.stubGlobal("document", { cookie: "token=; other=1" });
    await api.call("GET", "/api/x");
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
    expect(headersOf(calls[1]!).authorization).toBeUndefined();
  });

  it("does not mistake a cookie whose name merely ends in 'token' for the token", async () => {
    vi.stubGlobal("document", { cookie: "csrftoken=zzz" });
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200))]);
    await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
  });

  it("reads the cookie on every call (a login between calls is picked up)", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(200)), jsonResponse(envelope(200))]);
    const api = createApiClient(hooks, fetchImpl, () => NOW);
    await api.call("GET", "/api/x");
    vi.stubGlobal("document", { cookie: "token=fresh" });
    await api.call("GET", "/api/x");
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
    expect(headersOf(calls[1]!).authorization).toBe("Bearer fresh");
  });
});

describe("retry policy (spec §7)", () => {
  const RETRYABLE = [408, 409, 425, 429, 500, 502, 503, 504];
  const NOT_RETRYABLE = [200, 201, 204, 301, 400, 401, 403, 404, 410, 422, 501, 505];

  it("exports exactly the spec's retry statuses", () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(RETRYABLE);
  });

  for (const method of ["GET", "HEAD", "OPTIONS"] as const) {
    for (const status of RETRYABLE) {
      it(`${method} is retried exactly once on HTTP ${status}`, async () => {
        const { hooks } = makeHooks();
        const { fetchImpl, calls } = scriptedFetch([
          jsonResponse(envelope(500, "first"), status),
          jsonResponse(envelope(200, "", "second")),
        ]);
        const result = await createApiClient(hooks, fetchImpl, () => NOW).call(method, "/api/x");
        expect(calls).toHaveLength(2);
        expect(calls.every((c) => c.init.method === method)).toBe(true);
        expect(result).toMatchObject({ kind: "ok", data: "second" });
      });
    }
  }

  it("GET is retried only once: a second retryable status is the final answer", async () => {
    const { hooks, onErrorMessage } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([
      jsonResponse(envelope(500, "busy-1"), 503),
      jsonResponse(envelope(500, "busy-2"), 503),
      jsonResponse(envelope(200)),
    ]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ kind: "error", code: 500, message: "busy-2" });
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).toHaveBeenCalledWith("busy-2", 500);
  });

  for (const status of NOT_RETRYABLE) {
    it(`GET is not retried on HTTP ${status}`, async () => {
      const { hooks } = makeHooks();
      const { fetchImpl, calls } = scriptedFetch([
        jsonResponse(envelope(200, "", "only")),
        jsonResponse(envelope(200)),
      ]);
      await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
      expect(calls).toHaveLength(1);
    });
  }

  for (const method of ["POST", "PUT", "DELETE"] as const) {
    for (const status of [503, 429, 408, 500, 504]) {
      it(`${method} is never retried, even on HTTP ${status}`, async () => {
        const { hooks } = makeHooks();
        const { fetchImpl, calls } = scriptedFetch([
          jsonResponse(envelope(500, "busy"), status),
          jsonResponse(envelope(200)),
        ]);
        const result = await createApiClient(hooks, fetchImpl, () => NOW).call(method, "/api/x", { body: { a: 1 } });
        expect(calls).toHaveLength(1);
        expect(result).toMatchObject({ kind: "error", code: 500, message: "busy" });
      });
    }
  }

  it("uses a fresh timestamp on the retry", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(500), 503), jsonResponse(envelope(200))]);
    let clock = NOW;
    const now = vi.fn(() => {
      const value = clock;
      clock += 1500;
      return value;
    });
    await createApiClient(hooks, fetchImpl, now).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    const first = queryOf(calls[0]!).get("timestamp");
    const second = queryOf(calls[1]!).get("timestamp");
    expect(first).not.toBe(second);
    expect(verifyTimestamp(first, NOW, 0)).toEqual({ ok: true, ms: NOW });
    expect(verifyTimestamp(second, NOW + 1500, 0)).toEqual({ ok: true, ms: NOW + 1500 });
  });

  it("uses a fresh timestamp on a retry after a network error", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([new TypeError("Failed to fetch"), jsonResponse(envelope(200))]);
    let clock = NOW;
    await createApiClient(hooks, fetchImpl, () => (clock += 1000)).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(verifyTimestamp(queryOf(calls[0]!).get("timestamp"), NOW + 1000, 0).ok).toBe(true);
    expect(verifyTimestamp(queryOf(calls[1]!).get("timestamp"), NOW + 2000, 0).ok).toBe(true);
  });
});

describe("network errors", () => {
  it("GET is retried once after a network error and succeeds", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([new TypeError("Failed to fetch"), jsonResponse(envelope(200, "", 7))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call<number>("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ kind: "ok", data: 7 });
  });

  it("GET that fails twice returns the network kind with the last error, without toasts", async () => {
    const { hooks, onErrorMessage, onSessionLost } = makeHooks();
    const second = new TypeError("second failure");
    const { fetchImpl, calls } = scriptedFetch([new TypeError("first failure"), second, jsonResponse(envelope(200))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(result).toEqual({ kind: "network", error: second });
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it("GET: a retryable status followed by a network error is the network kind", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(500), 503), new TypeError("down")]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(result.kind).toBe("network");
  });

  for (const method of ["POST", "PUT", "DELETE"] as const) {
    it(`${method} is not retried after a network error`, async () => {
      const { hooks, onErrorMessage } = makeHooks();
      const error = new TypeError("Failed to fetch");
      const { fetchImpl, calls } = scriptedFetch([error, jsonResponse(envelope(200))]);
      const result = await createApiClient(hooks, fetchImpl, () => NOW).call(method, "/api/x", { body: {} });
      expect(calls).toHaveLength(1);
      expect(result).toEqual({ kind: "network", error });
      expect(onErrorMessage).not.toHaveBeenCalled();
    });
  }

  it("an aborted GET is not retried", async () => {
    const { hooks } = makeHooks();
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException("aborted", "AbortError");
    const { fetchImpl, calls } = scriptedFetch([abortError, jsonResponse(envelope(200))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x", {
      signal: controller.signal,
    });
    expect(calls).toHaveLength(1);
    expect(result).toEqual({ kind: "network", error: abortError });
  });
});

describe("envelope handling", () => {
  it("code 200 → ok with the data and the envelope", async () => {
    const { hooks, onErrorMessage, onSessionLost } = makeHooks();
    const data = { domain: "a.com", registered: true };
    const { fetchImpl } = scriptedFetch([jsonResponse(envelope(200, "成功", data))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(result).toEqual({ kind: "ok", data, envelope: { code: 200, message: "成功", data } });
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  for (const code of [401, 1014]) {
    it(`code ${code} → onSessionLost(${code}) and no error toast`, async () => {
      const { hooks, onErrorMessage, onSessionLost } = makeHooks();
      const { fetchImpl } = scriptedFetch([jsonResponse(envelope(code, "请重新登录"))]);
      const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
      expect(onSessionLost).toHaveBeenCalledTimes(1);
      expect(onSessionLost).toHaveBeenCalledWith(code);
      expect(onErrorMessage).not.toHaveBeenCalled();
      expect(result).toMatchObject({ kind: "error", code, message: "请重新登录" });
    });

    it(`code ${code} resets the session even for a silent call`, async () => {
      const { hooks, onErrorMessage, onSessionLost } = makeHooks();
      const { fetchImpl } = scriptedFetch([jsonResponse(envelope(code, "x"))]);
      await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x", { silent: true });
      expect(onSessionLost).toHaveBeenCalledWith(code);
      expect(onErrorMessage).not.toHaveBeenCalled();
    });
  }

  it("a session code sent with HTTP 401 status is still handled from the envelope (no retry)", async () => {
    const { hooks, onSessionLost } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([jsonResponse(envelope(401, "未登录"), 401)]);
    await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(calls).toHaveLength(1);
    expect(onSessionLost).toHaveBeenCalledWith(401);
  });

  it("other code with a message → onErrorMessage(message, code)", async () => {
    const { hooks, onErrorMessage, onSessionLost } = makeHooks();
    const { fetchImpl } = scriptedFetch([jsonResponse(envelope(1001, "参数错误", null))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("POST", "/api/x", { body: {} });
    expect(onErrorMessage).toHaveBeenCalledTimes(1);
    expect(onErrorMessage).toHaveBeenCalledWith("参数错误", 1001);
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(result).toEqual({
      kind: "error",
      code: 1001,
      message: "参数错误",
      envelope: { code: 1001, message: "参数错误", data: null },
    });
  });

  it("silent: true → no toast for an error code", async () => {
    const { hooks, onErrorMessage } = makeHooks();
    const { fetchImpl } = scriptedFetch([jsonResponse(envelope(500, "服务器错误"))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/version", { silent: true });
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(result).toMatchObject({ kind: "error", code: 500, message: "服务器错误" });
  });

  it("code ≠ 200 with an empty message → no toast", async () => {
    const { hooks, onErrorMessage, onSessionLost } = makeHooks();
    const { fetchImpl } = scriptedFetch([jsonResponse(envelope(1001, ""))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
    expect(result).toMatchObject({ kind: "error", code: 1001 });
  });

  it("code ≠ 200 without a message field → no toast", async () => {
    const { hooks, onErrorMessage } = makeHooks();
    const { fetchImpl } = scriptedFetch([jsonResponse(JSON.stringify({ code: 1001, data: null }))]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(result.kind).toBe("error");
  });

  it("a non-JSON body → network kind, no toast", async () => {
    const { hooks, onErrorMessage, onSessionLost } = makeHooks();
    const { fetchImpl } = scriptedFetch([
      new Response("<html>Bad Gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    ]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(result.kind).toBe("network");
    expect(result.kind === "network" && result.error).toBeInstanceOf(SyntaxError);
    expect(onErrorMessage).not.toHaveBeenCalled();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it("an empty body → network kind", async () => {
    const { hooks } = makeHooks();
    const { fetchImpl } = scriptedFetch([new Response(null, { status: 204 })]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("DELETE", "/api/x");
    expect(result.kind).toBe("network");
  });

  it("a non-JSON 502 page on GET is retried, then reported as the network kind", async () => {
    const { hooks, onErrorMessage } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch([
      () => new Response("<html>502</html>", { status: 502 }),
      () => new Response("<html>502</html>", { status: 502 }),
    ]);
    const result = await createApiClient(hooks, fetchImpl, () => NOW).call("GET", "/api/x");
    expect(calls).toHaveLength(2);
    expect(result.kind).toBe("network");
    expect(onErrorMessage).not.toHaveBeenCalled();
  });

  it("each method is sent as given", async () => {
    const methods: HttpMethod[] = ["GET", "POST", "PUT", "DELETE", "HEAD", "OPTIONS"];
    const { hooks } = makeHooks();
    const { fetchImpl, calls } = scriptedFetch(methods.map(() => () => jsonResponse(envelope(200))));
    const api = createApiClient(hooks, fetchImpl, () => NOW);
    for (const method of methods) await api.call(method, "/api/x");
    expect(calls.map((c) => c.init.method)).toEqual(methods);
  });
});
