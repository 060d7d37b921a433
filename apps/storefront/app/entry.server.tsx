/**
 * Server entry: React Router's default Node streaming render, plus the last resort of spec 000
 * §2.5. When the page being rendered is already an error page (the route tree has errors) and it
 * fails too, React's error boundaries do not run on the server, so the shell error arrives here:
 * answer 500 with a static document showing the rendering-failure texts instead of React Router's
 * plain-text "Unexpected Server Error". A failing normal page still goes to React Router, which
 * re-renders it with the error page.
 */
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { ErrorPageFailure } from './components/ErrorPage.tsx';
import { lazyWebStream } from './shell/node-body.server.ts';
import { NonceContext } from './shell/nonce.ts';
import { paintFirstStream } from './shell/paint-first.server.ts';
import stylesheet from './styles/app.css?url';

/**
 * GET /i18n/<locale>.<hash>.js for server/app.ts: it runs in the bundle, where the catalogs are
 * (docs/decisions/210).
 */
export { messagesAssetResponse } from './i18n/messages-asset.server.ts';

export const streamTimeout = 5_000;

/** The rendering-failure page as a complete document (no scripts: nothing to hydrate). */
export function errorPageFailureDocument(error: unknown, showDetails: boolean): string {
  const shown = showDetails ? error : new Error('Unexpected Server Error');
  const body = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, follow" />
        <title>An error occurred while showing the error page | Toolyard</title>
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body>
        <main id="main" className="main">
          <ErrorPageFailure error={shown} />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${body}`;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const renderingErrorPage = routerContext.staticHandlerContext.errors != null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a finished Suspense boundary bigger than progressiveChunkSize (12.8 kB by
        // default): its HTML arrives after the footer, hidden, and a script swaps it in — the whole
        // product or listing page (in a boundary: shell/preloadable.tsx) painted late and pushed the
        // footer down (CLS 0.66). Finished content stays in place; only pending boundaries (reviews)
        // stream (docs/decisions/180).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page paints before its hydration JavaScript is fetched (docs/decisions/200).
          const body = paintFirstStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            // The server pipes `body` itself when nothing read this stream (shell/node-body.server.ts).
            new Response(lazyWebStream(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          if (!renderingErrorPage) {
            reject(error);
            return;
          }
          console.error('error page failed', error);
          const headers = new Headers(responseHeaders);
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(errorPageFailureDocument(error, import.meta.env.DEV), { status: 500, headers }),
          );
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
