import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearAuthFlag,
  clearSession,
  DOMAIN_STORAGE_KEY,
  getRememberedDomain,
  getToken,
  getUserInfo,
  handleSessionLost,
  isAuthExpired,
  rememberDomain,
  setSession,
  subscribeSession,
} from "../app/lib/session.ts";

/**
 * A tiny browser cookie jar: `document.cookie = "name=value; Path=/; Max-Age=…"` stores or, with
 * Max-Age ≤ 0, deletes; reading gives "a=1; b=2". Every write is recorded with its attributes.
 */
class CookieJar {
  readonly values = new Map<string, string>();
  readonly writes: Array<{ name: string; value: string; attributes: Map<string, string> }> = [];

  get cookie(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  set cookie(text: string) {
    const [pair = "", ...rest] = text.split(";");
    const index = pair.indexOf("=");
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const attributes = new Map<string, string>();
    for (const part of rest) {
      const [key = "", attr = ""] = part.split("=");
      attributes.set(key.trim().toLowerCase(), attr.trim());
    }
    this.writes.push({ name, value, attributes });
    const maxAge = attributes.get("max-age");
    if (maxAge !== undefined && Number(maxAge) <= 0) this.values.delete(name);
    else this.values.set(name, value);
  }
}

function memoryLocalStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
  };
}

let jar: CookieJar;
let storage: ReturnType<typeof memoryLocalStorage>;

beforeEach(() => {
  jar = new CookieJar();
  storage = memoryLocalStorage();
  vi.stubGlobal("document", jar);
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("location", { protocol: "https:" });
  clearAuthFlag();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthFlag();
});

describe("setSession", () => {
  it("writes token and userInfo cookies with Path=/ and Max-Age=31536000 (365 days)", () => {
    setSession("tok-1", { name: "张三", id: 7 });
    const token = jar.writes.find((w) => w.name === "token");
    const user = jar.writes.find((w) => w.name === "userInfo");
    expect(token?.attributes.get("path")).toBe("/");
    expect(token?.attributes.get("max-age")).toBe("31536000");
    expect(user?.attributes.get("path")).toBe("/");
    expect(user?.attributes.get("max-age")).toBe("31536000");
    expect(getToken()).toBe("tok-1");
    expect(getUserInfo()).toEqual({ name: "张三", id: 7 });
  });

  it("marks the cookies Secure on https and not on http", () => {
    setSession("a", {});
    expect(jar.writes.every((w) => w.attributes.has("secure"))).toBe(true);
    vi.stubGlobal("location", { protocol: "http:" });
    const before = jar.writes.length;
    setSession("b", {});
    expect(jar.writes.slice(before).some((w) => w.attributes.has("secure"))).toBe(false);
  });

  it("encodes values so separators in the user info cannot break the cookie", () => {
    setSession("t;x=1", { note: "a; b=c" });
    expect(getToken()).toBe("t;x=1");
    expect(getUserInfo()).toEqual({ note: "a; b=c" });
    expect([...jar.values.keys()].sort()).toEqual(["token", "userInfo"]);
  });

  it("notifies session subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setSession("t", {});
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setSession("t2", {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe("getUserInfo", () => {
  it("is undefined without a cookie or with malformed JSON", () => {
    expect(getUserInfo()).toBeUndefined();
    jar.values.set("userInfo", "%7Bbroken");
    expect(getUserInfo()).toBeUndefined();
  });
});

describe("remembered domain", () => {
  it("round-trips through localStorage", () => {
    expect(getRememberedDomain()).toBe("");
    rememberDomain("a.com");
    expect(storage.map.get(DOMAIN_STORAGE_KEY)).toBe("a.com");
    expect(getRememberedDomain()).toBe("a.com");
  });

  it("tolerates a throwing localStorage", () => {
    vi.stubGlobal("localStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    });
    expect(() => rememberDomain("a.com")).not.toThrow();
    expect(getRememberedDomain()).toBe("");
    expect(() => clearSession()).not.toThrow();
  });
});

describe("handleSessionLost (spec §4)", () => {
  function signIn() {
    setSession("tok", { name: "u" });
    rememberDomain("a.com");
    jar.values.set("theme", "dark");
  }

  it("clears token, userInfo and the remembered domain, leaving other cookies", () => {
    signIn();
    handleSessionLost(vi.fn(), "/main/about");
    expect(jar.values.has("token")).toBe(false);
    expect(jar.values.has("userInfo")).toBe(false);
    expect(jar.values.get("theme")).toBe("dark");
    expect(storage.map.has(DOMAIN_STORAGE_KEY)).toBe(false);
    expect(getToken()).toBeUndefined();
    expect(getUserInfo()).toBeUndefined();
    expect(getRememberedDomain()).toBe("");
  });

  it("deletes the cookies on Path=/ (the path they were written on)", () => {
    signIn();
    handleSessionLost(vi.fn(), "/");
    const deletions = jar.writes.filter((w) => w.attributes.get("max-age") === "0");
    expect(deletions.map((w) => w.name).sort()).toEqual(["token", "userInfo"]);
    expect(deletions.every((w) => w.attributes.get("path") === "/")).toBe(true);
  });

  it("sets the auth flag; clearAuthFlag resets it", () => {
    expect(isAuthExpired()).toBe(false);
    handleSessionLost(vi.fn(), "/main/about");
    expect(isAuthExpired()).toBe(true);
    clearAuthFlag();
    expect(isAuthExpired()).toBe(false);
  });

  for (const path of ["/main/baseInfo", "/main/letter", "/main/baseInfo/", "/main/letter/"]) {
    it(`navigates to "/" from the protected path ${path}`, () => {
      const navigate = vi.fn();
      handleSessionLost(navigate, path);
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith("/");
    });
  }

  for (const path of [
    "/",
    "/main/about",
    "/main/whois",
    "/main/baseInfoX",
    "/main/baseInfo/edit",
    "/main/letters",
    "/baseInfo",
  ]) {
    it(`stays on the unprotected path ${path}`, () => {
      const navigate = vi.fn();
      handleSessionLost(navigate, path);
      expect(navigate).not.toHaveBeenCalled();
      expect(isAuthExpired()).toBe(true);
    });
  }

  it("notifies session subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    handleSessionLost(vi.fn(), "/");
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
