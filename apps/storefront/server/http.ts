/** Node http ⇄ Fetch API, with gzip/brotli for text responses. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type FetchHandler = (request: Request, remoteAddress: string | null) => Promise<Response>;

export function toFetchRequest(req: IncomingMessage): Request {
  const host = req.headers.host ?? 'localhost';
  const url = new URL(req.url ?? '/', `http://${host}`);
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
  if (response.statusText) res.writeHead(response.status, response.statusText, headers);
  else res.writeHead(response.status, headers);
  if (!response.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  if (encoding === 'br') {
    const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    await pipeline(body, brotli, res);
  } else if (encoding === 'gzip') await pipeline(body, createGzip(), res);
  else await pipeline(body, res);
}

export function nodeListener(handler: FetchHandler, log: (line: string) => void) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const response = await handler(toFetchRequest(req), req.socket.remoteAddress ?? null);
      await sendFetchResponse(req, res, response);
    } catch (error) {
      log(`request failed: ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal Server Error');
      } else res.destroy();
    }
  };
}
