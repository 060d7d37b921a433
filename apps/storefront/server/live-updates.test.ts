/**
 * The websocket mechanics of live cart updates on a real HTTP server and real sockets: pushing a
 * cart change heard on the notifier, dropping a socket that stops answering pings, closing every
 * socket on shutdown, and the browser client's two retries. Who may watch which cart is decided
 * by the engine against PostgreSQL (cart-live.test.ts, e2e/live-cart.e2e.ts); here every cart is
 * allowed and reads as version 7 with two items.
 */
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { cartChanged, catalogChanged, createLocalNotifier, type Notifier } from '@toolyard/commerce';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { watchCart } from '../app/cart/live.ts';
import { attachLiveUpdates, CLOSE, createLiveUpdates, type LiveUpdates } from './live-updates.ts';
import { createLogger } from './log.ts';

const CART = '0b9a4c1e-5f7d-4e2a-9c3b-1d2e3f4a5b6c';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 400; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function logs() {
  const lines: { level: number; msg: string }[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ destination, level: 'debug' }), lines };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

async function start(options: { heartbeatMs?: number } = {}) {
  const notifier: Notifier = createLocalNotifier();
  const { logger, lines } = logs();
  let version = 7;
  const live: LiveUpdates = createLiveUpdates({
    notifier,
    logger,
    access: async () => 'allowed',
    summary: async (id) => ({ id, version, state: 'Active', lineCount: 1, itemCount: 2 }),
    ...options,
  });
  const server = createServer((_request, response) => response.end());
  attachLiveUpdates(server, live);
  const port = await listen(server);
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await live.close();
  });
  return {
    port,
    notifier,
    lines,
    live,
    setVersion: (next: number) => {
      version = next;
    },
    close: async () => {
      closed = true;
      await live.close();
    },
  };
}

function connect(port: number, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?cartId=${CART}`, options);
  const seen = { events: [] as { event: string; data: { version: number } }[], close: null as number | null };
  socket.on('message', (data) => seen.events.push(JSON.parse(String(data))));
  socket.on('close', (code) => {
    seen.close = code;
  });
  socket.on('error', () => {});
  return { socket, seen };
}

describe('the /ws server', () => {
  it('pushes a heard cart change once, though the node hears its own message twice', async () => {
    const node = await start();
    const { seen } = connect(node.port);
    await until(() => seen.events.length === 1, 'the cart on connecting');
    node.setVersion(8);
    await node.notifier.publish(cartChanged, { cartId: CART, version: 8, ended: false });
    await node.notifier.publish(cartChanged, { cartId: CART, version: 8, ended: false });
    await until(() => seen.events.length === 2, 'the change');
    await node.notifier.publish(cartChanged, { cartId: CART, version: 8, ended: true });
    await until(() => seen.close !== null, 'the end of the cart');
    expect(seen.events.map((event) => [event.event, event.data.version])).toEqual([
      ['cart-update', 7],
      ['cart-update', 8],
      ['cart-update', 8],
    ]);
    expect(seen.close).toBe(CLOSE.normal);
  });

  it('forwards stock changes as updated-stock, and no other catalog change', async () => {
    const node = await start();
    const { seen } = connect(node.port);
    await until(() => seen.events.length === 1, 'the cart on connecting');
    await node.notifier.publish(catalogChanged, { kind: 'products', productIds: ['p-1'], reason: 'price' });
    await node.notifier.publish(catalogChanged, { kind: 'products', productIds: ['p-2'], reason: 'stock' });
    await until(() => seen.events.length === 2, 'the stock change');
    expect(seen.events[1]).toEqual({ event: 'updated-stock', data: { productIds: ['p-2'] } });
  });

  it('drops a socket that stops answering pings', async () => {
    const node = await start({ heartbeatMs: 30 });
    const healthy = connect(node.port);
    const dead = connect(node.port, { autoPong: false });
    await until(() => dead.seen.close !== null, 'the silent socket to be dropped');
    expect(dead.seen.close).toBe(1006);
    expect(healthy.seen.close).toBeNull();
    expect(node.live.connections(CART)).toBe(1);
  });

  it('tells every socket the server is going away on shutdown', async () => {
    const node = await start();
    const clients = [connect(node.port), connect(node.port)];
    await until(() => node.live.connections(CART) === 2, 'two connections');
    await node.close();
    await until(() => clients.every((client) => client.seen.close !== null), 'both closed');
    expect(clients.map((client) => client.seen.close)).toEqual([CLOSE.goingAway, CLOSE.goingAway]);
  });

  it('answers any other upgrade path with 404', async () => {
    const node = await start();
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${node.port}/socket.io/`);
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => {});
    });
    expect(status).toBe(404);
  });
});

describe('the browser client', () => {
  it('retries a dropped connection twice, then logs the failure', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    let connections = 0;
    wss.on('connection', (socket) => {
      connections++;
      socket.terminate();
    });
    const port = await listen(server);
    cleanups.push(() => new Promise((resolve) => wss.close(() => resolve())));
    const errors: string[] = [];
    const stop = watchCart(
      CART,
      { onCartUpdate: () => {} },
      {
        retryDelayMs: 10,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        location: { protocol: 'http:', host: `127.0.0.1:${port}` },
        console: { warn: () => {}, error: (line: string) => errors.push(line) },
      },
    );
    cleanups.push(stop);
    await until(() => errors.length === 1, 'the failure to be logged');
    expect(connections).toBe(3);
    expect(errors[0]).toMatch(/after 2 retries/);
  });

  it('does not come back after the server refuses the cart, and warns on unknown events', async () => {
    const server = createServer();
    const wss = new WebSocketServer({ server });
    let connections = 0;
    wss.on('connection', (socket) => {
      connections++;
      socket.send(JSON.stringify({ event: 'price-drop', data: {} }));
      socket.send(JSON.stringify({ event: 'cart-update', data: { id: CART, version: 3 } }));
      socket.close(CLOSE.policyViolation, 'cart not available');
    });
    const port = await listen(server);
    cleanups.push(() => new Promise((resolve) => wss.close(() => resolve())));
    const warnings: string[] = [];
    const updates: number[] = [];
    cleanups.push(
      watchCart(
        CART,
        { onCartUpdate: (cart) => updates.push(cart.version) },
        {
          retryDelayMs: 10,
          WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
          location: { protocol: 'http:', host: `127.0.0.1:${port}` },
          console: { warn: (line: string) => warnings.push(line), error: () => {} },
        },
      ),
    );
    await until(() => updates.length === 1, 'the update');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connections).toBe(1);
    expect(warnings).toEqual(['live cart: unknown event price-drop']);
  });
});
