import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildCachedPage, chooseEncoding, inlineScriptHashes, PageCache, sharedMaxAge } from "../src/plugins/page-cache.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page cache", () => {
  it("reads s-maxage and refuses private or no-store responses", () => {
    expect(sharedMaxAge("public, max-age=0, s-maxage=300")).toBe(300);
    expect(sharedMaxAge("public, max-age=60")).toBe(0);
    expect(sharedMaxAge("private, s-maxage=300")).toBe(0);
    expect(sharedMaxAge("no-store, s-maxage=300")).toBe(0);
    expect(sharedMaxAge(null)).toBe(0);
  });

  it("hashes inline scripts only, as CSP hash sources", () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="module">import "/y.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/y.js";')]);
  });

  it("removes the render's nonce and stores matching compressed bodies", () => {
    const html = '<html><script nonce="abc123">go()</script><link rel="modulepreload" nonce="abc123" href="/a.js"></html>';
    const page = buildCachedPage(html, "abc123", 200, [["content-type", "text/html"]], 60, 1000);
    const text = page.identity.toString("utf8");
    expect(text).not.toContain("nonce");
    expect(page.scriptHashes).toEqual([sha("go()")]);
    expect(zlib.brotliDecompressSync(page.br).toString("utf8")).toBe(text);
    expect(zlib.gunzipSync(page.gzip).toString("utf8")).toBe(text);
    expect(page.expiresAt).toBe(61_000);
  });

  it("expires entries and evicts the least recently used", () => {
    const cache = new PageCache(2);
    const page = (expiresAt: number) => ({ ...buildCachedPage("x", "", 200, [], 1, 0), expiresAt });
    cache.set("a", page(10_000));
    cache.set("b", page(10_000));
    expect(cache.get("a", 0)).toBeDefined(); // a is now the most recent
    cache.set("c", page(10_000));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.get("c", 10_000)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it("prefers brotli, then gzip", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});
