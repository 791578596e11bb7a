import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";

export interface Sizes {
  raw: number;
  gzip9: number;
  brotli: number;
}

export interface JsAsset extends Sizes {
  url: string;
  /** How the page reaches it: named in the HTML, or only as a static import of another first-load chunk. */
  via: "html" | "static-import";
}

export interface FirstLoadJs {
  pageUrl: string;
  files: JsAsset[];
  total: Sizes;
  /** Chunks the first-load chunks can `import()` later (not counted in the total). */
  lazyChunks: (Sizes & { url: string })[];
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that does not decode the body, so compressed sizes are what went over the wire. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
  });
}

export function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip9: zlib.gzipSync(content, { level: 9 }).length,
    // Brotli at its maximum quality, as a build-time pre-compressor would produce.
    brotli: zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}

const ASSET_JS = /^\/assets\/[^"'?#]+\.js$/;

/** Every `/assets/*.js` the HTML makes the browser load: modulepreload, script src, and imports in inline scripts. */
export function scriptsReferencedBy(html: string): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => {
    if (url && ASSET_JS.test(url)) found.add(url);
  };
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel=["']?modulepreload\b/i.test(tag[0])) add(/\bhref=["']([^"']+)["']/i.exec(tag[0])?.[1]);
  }
  for (const script of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    add(/\bsrc=["']([^"']+)["']/i.exec(script[1] ?? "")?.[1]);
    const body = script[2] ?? "";
    for (const m of body.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g)) add(m[1]);
    for (const m of body.matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g)) add(m[1]);
  }
  return [...found];
}

function importsOf(code: string, fromUrl: string): { static: string[]; dynamic: string[] } {
  const resolve = (spec: string) => new URL(spec, `http://x${fromUrl}`).pathname;
  const isRelative = (spec: string | undefined): spec is string =>
    !!spec && (spec.startsWith("./") || spec.startsWith("/assets/"));
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const m of code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g))
    if (isRelative(m[1])) staticImports.add(resolve(m[1]));
  for (const m of code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g))
    if (isRelative(m[1])) dynamicImports.add(resolve(m[1]));
  return { static: [...staticImports], dynamic: [...dynamicImports] };
}

/**
 * First-load JavaScript of a page: the scripts its HTML references plus (as a check) anything
 * they statically import, sized from the build output on disk (apps/web/build/client).
 */
export async function measureFirstLoadJs(pageUrl: string, clientDir: string): Promise<FirstLoadJs> {
  const page = await getRaw(pageUrl, { "accept-encoding": "identity" });
  if (page.status !== 200) throw new Error(`GET ${pageUrl} → ${page.status}`);
  const html = page.body.toString("utf8");

  const files = new Map<string, JsAsset>();
  const lazy = new Set<string>();
  const queue: { url: string; via: JsAsset["via"] }[] = scriptsReferencedBy(html).map((url) => ({ url, via: "html" }));
  if (queue.length === 0) throw new Error(`no /assets/*.js found in ${pageUrl}`);
  for (let item = queue.shift(); item; item = queue.shift()) {
    if (files.has(item.url)) continue;
    const file = path.join(clientDir, item.url);
    if (!fs.existsSync(file)) throw new Error(`${item.url} is referenced by ${pageUrl} but missing from ${clientDir}`);
    const content = fs.readFileSync(file);
    files.set(item.url, { url: item.url, via: item.via, ...sizesOf(content) });
    const imports = importsOf(content.toString("utf8"), item.url);
    for (const url of imports.static) queue.push({ url, via: "static-import" });
    for (const url of imports.dynamic) lazy.add(url);
  }

  const list = [...files.values()].sort((a, b) => b.gzip9 - a.gzip9);
  const total = list.reduce<Sizes>(
    (t, f) => ({ raw: t.raw + f.raw, gzip9: t.gzip9 + f.gzip9, brotli: t.brotli + f.brotli }),
    {
      raw: 0,
      gzip9: 0,
      brotli: 0,
    },
  );
  const lazyChunks = [...lazy]
    .filter((url) => !files.has(url) && fs.existsSync(path.join(clientDir, url)))
    .map((url) => ({ url, ...sizesOf(fs.readFileSync(path.join(clientDir, url))) }))
    .sort((a, b) => b.gzip9 - a.gzip9);
  return { pageUrl, files: list, total, lazyChunks };
}
