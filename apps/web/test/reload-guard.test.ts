import { describe, expect, it, vi } from "vitest";
import { RELOAD_GUARD_MS } from "@yujian/shared";
import { isChunkLoadError, reloadOnce, type ReloadEnvironment } from "../app/lib/reload-guard.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

function makeEnv(start = 1_700_000_000_000) {
  let clock = start;
  const storage = memoryStorage();
  const reload = vi.fn();
  const env: ReloadEnvironment = { storage, now: () => clock, reload };
  return {
    env,
    reload,
    storage,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe("reloadOnce", () => {
  it("the guard window is 10 000 ms", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it("reloads on the first call for a path", () => {
    const { env, reload } = makeEnv();
    expect(reloadOnce("/main/about", env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload again for the same path within 10 000 ms", () => {
    const { env, reload, advance } = makeEnv();
    expect(reloadOnce("/main/about", env)).toBe(true);
    expect(reloadOnce("/main/about", env)).toBe(false);
    advance(9_999);
    expect(reloadOnce("/main/about", env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads again once 10 000 ms have passed", () => {
    const { env, reload, advance } = makeEnv();
    reloadOnce("/main/about", env);
    advance(10_000);
    expect(reloadOnce("/main/about", env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("a refused attempt does not extend the window", () => {
    const { env, reload, advance } = makeEnv();
    reloadOnce("/x", env);
    advance(6_000);
    expect(reloadOnce("/x", env)).toBe(false);
    advance(4_000);
    expect(reloadOnce("/x", env)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("a reload restarts the window", () => {
    const { env, advance } = makeEnv();
    reloadOnce("/x", env);
    advance(12_000);
    expect(reloadOnce("/x", env)).toBe(true);
    advance(5_000);
    expect(reloadOnce("/x", env)).toBe(false);
  });

  it("different paths are independent", () => {
    const { env, reload, advance } = makeEnv();
    expect(reloadOnce("/main/about", env)).toBe(true);
    advance(100);
    expect(reloadOnce("/main/privacy", env)).toBe(true);
    expect(reloadOnce("/main/about", env)).toBe(false);
    expect(reloadOnce("/main/privacy", env)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("remembers the time in the storage (so it survives the reload itself)", () => {
    const { env, storage } = makeEnv(1_700_000_000_000);
    reloadOnce("/main/about", env);
    const values = [...storage.map.values()];
    expect(values).toEqual(["1700000000000"]);
    const [key] = [...storage.map.keys()];
    expect(key).toContain("/main/about");
  });

  it("a fresh environment sharing the storage still honours the window (a reloaded page)", () => {
    const first = makeEnv();
    reloadOnce("/p", first.env);
    const reload = vi.fn();
    const afterReload: ReloadEnvironment = { storage: first.storage, now: () => 1_700_000_000_000 + 2_000, reload };
    expect(reloadOnce("/p", afterReload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("storage whose getItem throws → no reload, returns false", () => {
    const reload = vi.fn();
    const env: ReloadEnvironment = {
      storage: {
        getItem: () => {
          throw new DOMException("denied", "SecurityError");
        },
        setItem: () => undefined,
      },
      now: () => 1_700_000_000_000,
      reload,
    };
    expect(reloadOnce("/p", env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("storage whose setItem throws → no reload, returns false", () => {
    const reload = vi.fn();
    const env: ReloadEnvironment = {
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException("quota", "QuotaExceededError");
        },
      },
      now: () => 1_700_000_000_000,
      reload,
    };
    expect(reloadOnce("/p", env)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("isChunkLoadError", () => {
  it("recognises Chrome's message", () => {
    expect(
      isChunkLoadError(
        new TypeError("Failed to fetch dynamically imported module: https://yujian.example/assets/about-abc123.js"),
      ),
    ).toBe(true);
  });

  it("recognises Firefox's message", () => {
    expect(
      isChunkLoadError(
        new TypeError("error loading dynamically imported module: https://yujian.example/assets/about-abc123.js"),
      ),
    ).toBe(true);
  });

  it("recognises Safari's message", () => {
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  });

  it("recognises a message given as a plain string", () => {
    expect(isChunkLoadError("Failed to fetch dynamically imported module: /assets/x.js")).toBe(true);
  });

  it("rejects unrelated errors and values", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(new SyntaxError("Unexpected token '<'"))).toBe(false);
    expect(isChunkLoadError("something else")).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(false);
  });
});
