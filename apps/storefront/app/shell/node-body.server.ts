/**
 * A rendered page's body once, not three times. React renders into a Node stream; React Router's
 * handler needs a Response, whose body is a web ReadableStream; the Node server (server/http.ts)
 * writes to a Node response. Converting Node → web → Node cost every page two stream adapters and
 * a promise per chunk on each side. The web stream made here is lazy (nothing is read until someone
 * reads it) and carries its Node stream: when the web stream is still untouched where the response
 * is sent, the server pipes the Node stream straight to the socket. Anything that reads the body
 * instead (the HTML cache's tee, a test's `response.text()`) gets the same bytes through the web
 * stream, as before.
 *
 * A document from the HTML cache is already in memory: bufferedWebStream() carries its bytes the same
 * way, and the server writes them to the socket as they are, with no stream at all (decision 240).
 *
 * The mark is a registered symbol: the server build and the server's own modules each hold a copy
 * of this file.
 */
import type { Readable } from 'node:stream';

const NODE_BODY = Symbol.for('toolyard.nodeBody');
const BUFFERED_BODY = Symbol.for('toolyard.bufferedBody');

interface Carrier {
  node: Readable;
  /** Set when the web stream was first read: the Node stream then belongs to it. */
  taken: boolean;
}

/** A web stream over `node` that starts reading it only when read itself. */
export function lazyWebStream(node: Readable): ReadableStream<Uint8Array> {
  const carrier: Carrier = { node, taken: false };
  let chunks: AsyncIterator<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (chunks === null) {
          if (carrier.taken) throw new TypeError('The body was already sent as a Node stream');
          carrier.taken = true;
          chunks = node[Symbol.asyncIterator]();
        }
        const { value, done } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        // Not when the server took the Node stream: it is being sent.
        if (chunks === null && carrier.taken) return;
        carrier.taken = true;
        node.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    // No read ahead: a pull only when a reader asks, so an unread stream leaves `node` alone.
    { highWaterMark: 0 },
  );
  Object.defineProperty(stream, NODE_BODY, { value: carrier });
  return stream;
}

/**
 * The Node stream under a body made by lazyWebStream() that nobody has read, and from now on only
 * the caller's; null for any other body.
 */
export function takeNodeBody(body: ReadableStream<Uint8Array> | null): Readable | null {
  if (!body || body.locked) return null;
  const carrier = (body as unknown as Record<symbol, Carrier | undefined>)[NODE_BODY];
  if (!carrier || carrier.taken) return null;
  carrier.taken = true;
  return carrier.node;
}

interface BufferCarrier {
  chunks: readonly Uint8Array[];
  taken: boolean;
}

/** A web stream of bytes already in memory, which the server may write without reading it. */
export function bufferedWebStream(chunks: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  const carrier: BufferCarrier = { chunks, taken: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (carrier.taken) throw new TypeError('The body was already sent as it is');
        carrier.taken = true;
        // Copies: a reader may keep or transfer what it reads, and the chunks may be shared.
        for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
        controller.close();
      },
      cancel() {
        carrier.taken = true;
      },
    },
    { highWaterMark: 0 },
  );
  Object.defineProperty(stream, BUFFERED_BODY, { value: carrier });
  return stream;
}

/**
 * The bytes under a body made by bufferedWebStream() that nobody has read, from now on only the
 * caller's to send; null for any other body.
 */
export function takeBufferedBody(body: ReadableStream<Uint8Array> | null): readonly Uint8Array[] | null {
  if (!body || body.locked) return null;
  const carrier = (body as unknown as Record<symbol, BufferCarrier | undefined>)[BUFFERED_BODY];
  if (!carrier || carrier.taken) return null;
  carrier.taken = true;
  return carrier.chunks;
}
