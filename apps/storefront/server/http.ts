/** Node http ⇄ Fetch API, with gzip/brotli for text responses. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { takeBufferedBody, takeNodeBody } from '../app/shell/node-body.server.ts';
import { type Logger, requestIdOf, withRequestId } from './log.ts';

/** Spec 001 §timings: "Request timeout 15000 ms" — receiving the request and answering it. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type FetchHandler = (request: Request, remoteAddress: string | null) => Promise<Response>;

/** A request line or Host header no URL can be built from: answered 400, never 500. */
export class MalformedRequestError extends Error {}

export function toFetchRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? 'localhost';
  const target = req.url ?? '/';
  // "//evil.example/x" is a path of ours, not a network-path reference to another host.
  if (!target.startsWith('/')) throw new MalformedRequestError('Malformed request target');
  let url: URL;
  try {
    url = new URL(`http://${host}${target}`);
  } catch {
    throw new MalformedRequestError('Malformed Host header or request target');
  }
  if (url.host !== host.toLowerCase() && `${url.hostname}` !== host.toLowerCase()) {
    throw new MalformedRequestError('Malformed Host header');
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs duplex for streamed bodies
    duplex: hasBody ? 'half' : undefined,
  });
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

function encodingFor(req: IncomingMessage, response: Response): 'br' | 'gzip' | null {
  if (!response.body || response.headers.has('content-encoding')) return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function byteLength(chunks: readonly Uint8Array[]): number {
  let bytes = 0;
  for (const chunk of chunks) bytes += chunk.byteLength;
  return bytes;
}

export async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const encoding = encodingFor(req, response);
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    delete headers['content-length'];
  }
  // Bytes in memory (a document from the HTML cache) and a rendered page's Node stream go to the
  // socket as they are, without a web stream between.
  const buffered = takeBufferedBody(response.body);
  const nodeBody = buffered ? null : takeNodeBody(response.body);
  if (buffered && !encoding) headers['content-length'] = String(byteLength(buffered));
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') {
    nodeBody?.destroy();
    res.end();
    return;
  }
  if (buffered && !encoding) {
    res.cork();
    for (const chunk of buffered) res.write(chunk);
    res.end();
    await finished(res);
    return;
  }
  const body =
    nodeBody ??
    (buffered
      ? Readable.from(buffered, { objectMode: false })
      : Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
  if (encoding === 'br') {
    const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    await pipeline(body, brotli, res);
  } else if (encoding === 'gzip') await pipeline(body, createGzip(), res);
  else await pipeline(body, res);
}

/** Errors that only mean the client went away (closed the tab, lost the network). */
export function isClientDisconnect(error: unknown, req: IncomingMessage, res: ServerResponse): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    req.destroyed ||
    res.destroyed ||
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error as Error | null)?.name === 'AbortError'
  );
}

function plain(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(body);
}

/**
 * The Node request listener: a request id for the request's log lines (and the X-Request-Id
 * answer header), 400 for requests no URL can be made of, 503 when the handler has not answered
 * within `timeoutMs`, and a client disconnect logged as what it is — not as an error.
 */
export function nodeListener(handler: FetchHandler, logger: Logger, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('x-request-id', requestId);
    return withRequestId(requestId, async () => {
      let request: Request;
      try {
        request = toFetchRequest(req);
      } catch (error) {
        if (!(error instanceof MalformedRequestError)) throw error;
        plain(res, 400, error.message);
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        const response = await Promise.race([handler(request, req.socket.remoteAddress ?? null), timedOut]);
        clearTimeout(timer);
        if (!response) {
          logger.warn({ method: req.method, timeoutMs }, 'request timed out');
          if (!res.headersSent) plain(res, 503, 'The request took too long. Please try again.');
          return;
        }
        await sendFetchResponse(req, res, response);
      } catch (error) {
        clearTimeout(timer);
        if (isClientDisconnect(error, req, res)) {
          logger.info({ method: req.method }, 'client disconnected');
          res.destroy();
          return;
        }
        logger.error({ err: error, method: req.method }, 'request failed');
        if (!res.headersSent) plain(res, 500, 'Internal Server Error');
        else res.destroy();
      }
    });
  };
}

/**
 * The HTTP server with the spec's request timeout: a request whose headers and body have not
 * arrived within `requestTimeoutMs` is answered 408 by Node (a slow body is no longer cut only by
 * Node's 300 s default).
 */
export function createHttpServer(
  listener: ReturnType<typeof nodeListener>,
  options: { requestTimeoutMs?: number; checkIntervalMs?: number } = {},
): Server {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return createServer(
    {
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: options.checkIntervalMs ?? 1_000,
    },
    listener,
  );
}
