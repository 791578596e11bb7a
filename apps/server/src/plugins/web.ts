import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import type { AppServices, RequestInfo } from "@yujian/shared";
import type { AppContext } from "../app-context.ts";
import { buildCachedPage, chooseEncoding, PageCache, sharedMaxAge, type CachedPage } from "./page-cache.ts";
import { buildContentSecurityPolicy, createNonce, installSecurityHeaders } from "./security.ts";

/** What the web build's server entry exports besides the renderer (see apps/web/app/entry.server.tsx). */
interface WebEntryExports {
  servicesContext: RouterContext<AppServices>;
  requestContext: RouterContext<RequestInfo>;
}

const MOBILE_UA = /Mobile|Android|iPhone|iPod|HarmonyOS/i;
const SESSION_COOKIE = /(?:^|;\s*)token=[^;]/;
const MAX_CACHE_KEY_LENGTH = 512;

/** Loads the React Router server build produced by `npm run build`. */
export async function loadWebBuild(buildDir: string): Promise<ServerBuild> {
  const entry = pathToFileURL(path.join(buildDir, "server", "index.js")).href;
  return (await import(entry)) as ServerBuild;
}

/**
 * Serves the web build: hashed assets with long-lived caching (pre-compressed at build time),
 * and every other GET/HEAD/POST through React Router's request handler, in this process.
 * Anonymous requests for pages that declare `s-maxage` are answered from the page cache.
 * Encapsulated so its content-type handling (raw bodies for actions) stays out of `/api`.
 */
export async function webPlugin(
  app: FastifyInstance,
  { context, build, buildDir }: { context: AppContext; build: ServerBuild; buildDir: string },
) {
  const entry = build.entry.module as unknown as Partial<WebEntryExports>;
  if (!entry.servicesContext || !entry.requestContext) {
    throw new Error("The web build's entry.server does not export servicesContext and requestContext");
  }
  const { servicesContext, requestContext } = entry as WebEntryExports;
  const handleRequest = createRequestHandler(build, context.config.env === "development" ? "development" : "production");
  const https = context.config.publicBaseUrl.startsWith("https:");
  const cache = new PageCache(context.config.pageCacheEntries);

  installSecurityHeaders(app, https);

  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 11 (the default) costs tens of milliseconds per page; 5 keeps most of the gain.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const mobileHint = MOBILE_UA.test(request.headers["user-agent"] ?? "");
    const cacheKey = context.config.pageCacheEntries > 0 ? pageCacheKey(request, mobileHint) : null;
    if (cacheKey) {
      const hit = cache.get(cacheKey);
      if (hit) return sendCachedPage(request, reply, hit, https, "hit");
    }

    const nonce = createNonce();
    const routerContext = new RouterContextProvider();
    routerContext.set(servicesContext, context.services);
    routerContext.set(requestContext, { id: String(request.id), nonce, mobileHint });
    const response = await handleRequest(toFetchRequest(request, context.config.publicBaseUrl), routerContext);

    const ttl = cacheKey && response.status === 200 && !response.headers.has("set-cookie") ? sharedMaxAge(response.headers.get("cache-control")) : 0;
    if (cacheKey && ttl > 0) {
      const page = buildCachedPage(await response.text(), nonce, response.status, [...response.headers], ttl);
      cache.set(cacheKey, page);
      return sendCachedPage(request, reply, page, https, "miss");
    }
    reply.header("content-security-policy", buildContentSecurityPolicy([`'nonce-${nonce}'`], https));
    return sendFetchResponse(reply, response);
  };

  app.route({ method: ["GET", "HEAD", "POST"], url: "/*", handler: render });
}

/** Only anonymous GET/HEAD requests share rendered pages; a session cookie or token bypasses the cache. */
function pageCacheKey(request: FastifyRequest, mobileHint: boolean): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.authorization || SESSION_COOKIE.test(request.headers.cookie ?? "")) return null;
  if (request.url.length > MAX_CACHE_KEY_LENGTH) return null;
  return `${mobileHint ? "m" : "d"}${request.url}`;
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage, https: boolean, state: "hit" | "miss") {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header("content-security-policy", buildContentSecurityPolicy(page.scriptHashes, https));
  reply.header("vary", "accept-encoding");
  reply.header("x-page-cache", state);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.header("content-length", body.length);
  return reply.send(request.method === "HEAD" ? undefined : body);
}

function toFetchRequest(request: FastifyRequest, baseUrl: string): Request {
  const url = new URL(request.url, baseUrl);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete || request.raw.destroyed) controller.abort();
  });
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}
