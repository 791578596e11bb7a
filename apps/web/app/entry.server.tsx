import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestContext } from "./context.ts";
import { NonceProvider } from "./lib/nonce.tsx";

// The server reads these two from the build to hand its services to loaders.
export { requestContext, servicesContext } from "./context.ts";

export const streamTimeout = 5_000;

/**
 * Streams the page; crawlers get the whole document at once (onAllReady) so what they index
 * is complete. The CSP nonce comes from the server's request context.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(requestContext).nonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(abortTimer);
              callback();
            },
          });
          responseHeaders.set("content-type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell is sent are logged here; before it, React Router's boundary renders.
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}
