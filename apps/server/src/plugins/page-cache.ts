import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** A rendered page kept for anonymous visitors, with its compressed forms and CSP hashes. */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** `'sha256-…'` sources for the page's inline scripts (they carry no nonce). */
  scriptHashes: string[];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  expiresAt: number;
}

/**
 * Micro-cache of server-rendered pages (what a CDN in front would do, inside the process):
 * only pages whose route declares `s-maxage`, only for visitors without a session, bounded by
 * entry count with least-recently-used eviction. Rendering and compressing once per TTL is
 * what keeps a page render at a fraction of a millisecond under load.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly maxEntries: number;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.expiresAt <= now) return undefined;
    this.entries.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The shared-cache lifetime in seconds from a Cache-Control header (`s-maxage`), else 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl || /\b(private|no-store)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hash sources for every inline script of an HTML document (CSP3 `'sha256-…'`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Builds a cache entry: the nonce removed (a cached page must not reuse one), hashed, compressed once. */
export function buildCachedPage(
  html: string,
  nonce: string,
  status: number,
  headers: Array<[string, string]>,
  ttlSeconds: number,
  now = Date.now(),
): CachedPage {
  const withoutNonce = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const identity = Buffer.from(withoutNonce, "utf8");
  return {
    status,
    headers,
    scriptHashes: inlineScriptHashes(withoutNonce),
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
    expiresAt: now + ttlSeconds * 1000,
  };
}

/** Picks the best encoding the client accepts: br, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}
