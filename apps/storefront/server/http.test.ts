/**
 * The Node server around the handler (issue 8 points 5, 7): request timeout, handler deadline,
 * malformed request targets, request ids, and a client disconnect that is not an error.
 */
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bufferedWebStream, lazyWebStream } from '../app/shell/node-body.server.ts';
import { createHttpServer, type FetchHandler, nodeListener, REQUEST_TIMEOUT_MS } from './http.ts';
import { createLogger } from './log.ts';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

function logs() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ destination, level: 'debug' }), lines };
}

async function start(handler: FetchHandler, options: { timeoutMs?: number; requestTimeoutMs?: number } = {}) {
  const { logger, lines } = logs();
  server = createHttpServer(nodeListener(handler, logger, { timeoutMs: options.timeoutMs }), {
    requestTimeoutMs: options.requestTimeoutMs,
    checkIntervalMs: 50,
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, lines };
}

/** Sends raw bytes and returns what comes back until the server closes or answers fully. */
function rawExchange(port: number, data: string, keepOpen = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (/\r\n\r\n/.test(answer) && !keepOpen) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(data);
  });
}

async function until(condition: () => boolean, attempts = 200) {
  for (let i = 0; i < attempts && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe('node server', () => {
  it('uses the spec’s 15,000 ms request timeout by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15_000);
    const plain = createHttpServer(nodeListener(async () => new Response('x'), logs().logger));
    expect(plain.requestTimeout).toBe(15_000);
    expect(plain.headersTimeout).toBe(15_000);
  });

  it('a body that never finishes arriving is cut with 408', async () => {
    const { port } = await start(async (request) => new Response(await request.text()), {
      requestTimeoutMs: 300,
    });
    const answer = await rawExchange(
      port,
      'POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nab',
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a handler that does not answer in time gives 503 and a warning', async () => {
    const { port, lines } = await start(() => new Promise<Response>(() => {}), { timeoutMs: 100 });
    const response = await fetch(`http://127.0.0.1:${port}/slow`);
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('The request took too long. Please try again.');
    expect(lines.find((line) => line.msg === 'request timed out')?.level).toBe('warn');
  });

  it('"//evil.example/x" is a path of ours; a Host a URL cannot be made of is a 400', async () => {
    const seen: string[] = [];
    const { port } = await start(async (request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    await rawExchange(
      port,
      'GET //evil.example/x HTTP/1.1\r\nHost: de.localhost\r\nConnection: close\r\n\r\n',
    );
    expect(seen).toEqual(['http://de.localhost//evil.example/x']);
    const bad = await rawExchange(
      port,
      'GET / HTTP/1.1\r\nHost: a@evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    expect(bad).toContain('Malformed Host header');
  });

  it('answers carry a request id, the same one on the request’s log lines', async () => {
    const { port, lines } = await start(async () => {
      throw new Error('boom');
    });
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { 'x-request-id': 'trace-abcdef12' },
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(response.headers.get('x-request-id')).toBe('trace-abcdef12');
    expect(lines.find((line) => line.msg === 'request failed')?.requestId).toBe('trace-abcdef12');
  });

  it('a client that goes away mid-answer is logged as a disconnect, not as an error', async () => {
    const { port, lines } = await start(
      async () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('partial'));
            },
          }),
          { headers: { 'content-type': 'application/octet-stream' } },
        ),
    );
    const socket = connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
    await until(() => lines.some((line) => line.msg === 'client disconnected'));
    expect(lines.some((line) => line.msg === 'client disconnected' && line.level === 'info')).toBe(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('a rendered page’s Node stream is sent as it is, plain or compressed, and its web stream is never read', async () => {
    const webStreams: ReadableStream<Uint8Array>[] = [];
    const { port } = await start(async () => {
      const node = new PassThrough();
      const body = lazyWebStream(node);
      webStreams.push(body);
      node.write('<!DOCTYPE html><p>Größe ');
      setTimeout(() => node.end('½″</p>'), 20);
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const plain = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(await plain.text()).toBe('<!DOCTYPE html><p>Größe ½″</p>');
    const zipped = await new Promise<Buffer>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const parts: Buffer[] = [];
      socket.on('data', (part) => parts.push(part));
      socket.on('close', () => resolve(Buffer.concat(parts)));
      socket.on('error', reject);
      socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n');
    });
    const head = zipped.subarray(0, zipped.indexOf('\r\n\r\n')).toString();
    expect(head).toMatch(/content-encoding: gzip/i);
    // Chunked transfer: one chunk per line pair; gunzip what the chunks carry.
    let rest = zipped.subarray(zipped.indexOf('\r\n\r\n') + 4);
    const gz: Buffer[] = [];
    for (;;) {
      const eol = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.subarray(0, eol).toString(), 16);
      if (!size) break;
      gz.push(rest.subarray(eol + 2, eol + 2 + size));
      rest = rest.subarray(eol + 4 + size);
    }
    expect(gunzipSync(Buffer.concat(gz)).toString()).toBe('<!DOCTYPE html><p>Größe ½″</p>');
    // The web streams stayed untouched: nothing was converted.
    expect(webStreams.every((stream) => !stream.locked)).toBe(true);
    // Read as a web stream instead (the HTML cache's tee), the same bytes arrive.
    const node = new PassThrough();
    node.end('<p>½</p>');
    expect(await new Response(lazyWebStream(node)).text()).toBe('<p>½</p>');
  });

  it('a cached document’s bytes are sent as they are, with their length, or compressed; read as a web stream they arrive unchanged', async () => {
    const parts = ['<!DOCTYPE html><p nonce="', 'n0nce', '">Größe ½″</p>'].map((part) => Buffer.from(part));
    const webStreams: ReadableStream<Uint8Array>[] = [];
    const { port } = await start(async () => {
      const body = bufferedWebStream(parts);
      webStreams.push(body);
      return new Response(body, { headers: { 'content-type': 'text/html' } });
    });
    const plain = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } });
    const expected = '<!DOCTYPE html><p nonce="n0nce">Größe ½″</p>';
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(expected)));
    expect(await plain.text()).toBe(expected);
    const zipped = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(expected);
    expect(webStreams.every((stream) => !stream.locked)).toBe(true);
    // Read as a web stream (a test, a tee), the same bytes; what the reader gets is its own copy.
    const read = new Uint8Array(await new Response(bufferedWebStream(parts)).arrayBuffer());
    read.fill(0);
    expect(Buffer.concat(parts).toString()).toBe(expected);
  });

  it('a client that goes away stops the page’s Node stream (React then stops rendering)', async () => {
    const node = new PassThrough();
    const { port, lines } = await start(async () => {
      node.write('<!DOCTYPE html><p>first part');
      return new Response(lazyWebStream(node), { headers: { 'content-type': 'text/html' } });
    });
    const socket = connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    socket.destroy();
    await until(() => node.destroyed);
    expect(node.destroyed).toBe(true);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});
