/**
 * Live cart updates (issue 10 item 8, "Must show"): two app processes behind one database — a cart
 * change through node A's JSON API reaches a websocket on node B. The server's rules on real
 * sockets: no cart id, someone else's cart, an 11th connection, another site's page, and the
 * cart ending. In Chromium: two tabs of one browser, adding in one updates the badge in the other.
 */
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { waitFor } from '../packages/commerce/test/wait.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { launchChromium, origin } from './helpers.ts';
import { startTwoNodes, type TwoNodes } from './two-nodes.ts';

const HOST = 'de.localhost';
type Json = { data?: { cart?: { id: string; version: number } }; error?: { code: string } };

/** A shopper talking to one node's JSON API, keeping its session cookie. */
function shopper() {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(port: number, method: string, params: unknown): Promise<Json> {
      // fetch() sends its own Host: the API's `host` parameter picks the store instead.
      const response = await fetch(`http://127.0.0.1:${port}/api/new-ct/${method}?host=${HOST}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify([params]),
      });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return (await response.json()) as Json;
    },
  };
}

interface Watched {
  events: { event: string; data: { id: string; version: number; itemCount: number; state: string | null } }[];
  closed: { code: number; reason: string } | null;
  refused: number | null;
  socket: WebSocket;
}

/** Opens `/ws` on a node and records what arrives and how it ends. */
function watch(port: number, query: string, headers: Record<string, string> = {}): Watched {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${query}`, { headers: { host: HOST, ...headers } });
  const watched: Watched = { events: [], closed: null, refused: null, socket };
  socket.on('message', (data) => watched.events.push(JSON.parse(String(data))));
  socket.on('close', (code, reason) => {
    watched.closed = { code, reason: String(reason) };
  });
  socket.on('unexpected-response', (_request, response) => {
    watched.refused = response.statusCode ?? 0;
  });
  socket.on('error', () => {});
  return watched;
}

describe('two app nodes behind one database (PostgreSQL LISTEN/NOTIFY)', () => {
  let nodes: TwoNodes;
  let pool: pg.Pool;
  let skus: string[];
  beforeAll(async () => {
    nodes = await startTwoNodes({ products: 20 });
    pool = new pg.Pool({ connectionString: nodes.databaseUrl, max: 1 });
    skus = await sellableSkus(pool, 'DE', 2, 5);
  }, 600_000);
  afterAll(async () => {
    await pool?.end();
    await nodes?.stop();
  });

  it('an add through node A reaches the cart websocket on node B; deleting the cart ends it', async () => {
    const { a, b } = nodes;
    const visitor = shopper();
    let cart = (await visitor.call(a.port, 'createCart', {})).data?.cart;
    expect(cart).toBeDefined();
    if (!cart) return;
    const live = watch(b.port, `?cartId=${cart.id}`, { cookie: visitor.cookie });
    // On connecting, the cart as it is now.
    await waitFor(() => live.events.length === 1 || live.closed !== null, 'the first cart-update');
    expect(live.closed).toBeNull();
    expect(live.events[0]).toMatchObject({ event: 'cart-update', data: { id: cart.id, itemCount: 0 } });

    cart = (
      await visitor.call(a.port, 'addToCart', [
        { id: cart.id, version: cart.version },
        { product: { sku: skus[0] }, quantity: 2 },
      ])
    ).data?.cart;
    if (!cart) throw new Error('add failed');
    await waitFor(() => live.events.length === 2, 'node B to push the add made on node A');
    expect(live.events[1]).toEqual({
      event: 'cart-update',
      data: { id: cart.id, version: cart.version, state: 'Active', lineCount: 1, itemCount: 2 },
    });

    await visitor.call(a.port, 'deleteCart', { id: cart.id, version: cart.version });
    await waitFor(() => live.closed !== null, 'the socket to be closed when the cart ends');
    expect(live.closed).toEqual({ code: 1000, reason: 'cart ended' });
    expect(live.events.at(-1)).toMatchObject({ event: 'cart-update', data: { id: cart.id, state: null } });
  });

  it('refuses no cart id, a cart of another session, an 11th connection and another site', async () => {
    const { a, b } = nodes;
    const owner = shopper();
    const cart = (await owner.call(a.port, 'createCart', {})).data?.cart;
    const stranger = shopper();
    await stranger.call(a.port, 'createCart', {});
    if (!cart) throw new Error('no cart');

    const noId = watch(b.port, '', { cookie: owner.cookie });
    const foreign = watch(b.port, `?cartId=${cart.id}`, { cookie: stranger.cookie });
    const anonymous = watch(b.port, `?cartId=${cart.id}`);
    const crossSite = watch(b.port, `?cartId=${cart.id}`, {
      cookie: owner.cookie,
      origin: 'https://evil.example',
    });
    await waitFor(() => [noId, foreign, anonymous].every((socket) => socket.closed !== null), 'the refusals');
    expect(noId.closed).toEqual({ code: 1008, reason: 'cart id required' });
    expect(foreign.closed).toEqual({ code: 1008, reason: 'cart not available' });
    expect(anonymous.closed).toEqual({ code: 1008, reason: 'cart not available' });
    await waitFor(() => crossSite.refused !== null, 'the cross-site refusal');
    expect(crossSite.refused).toBe(403);

    const ten = Array.from({ length: 10 }, () =>
      watch(b.port, `?cartId=${cart.id}`, { cookie: owner.cookie }),
    );
    await waitFor(() => ten.every((socket) => socket.events.length === 1), 'ten connections');
    const eleventh = watch(b.port, `?cartId=${cart.id}`, { cookie: owner.cookie });
    await waitFor(() => eleventh.closed !== null, 'the 11th to be closed');
    expect(eleventh.closed).toEqual({ code: 1013, reason: 'too many connections for this cart' });
    // The limit is per node and per cart: the same cart on node A still has room.
    const onA = watch(a.port, `?cartId=${cart.id}`, { cookie: owner.cookie });
    await waitFor(() => onA.events.length === 1, 'a connection on node A');
    expect(ten.every((socket) => socket.closed === null)).toBe(true);
    for (const socket of [...ten, onA]) socket.socket.close();
  });
});

describe('two tabs of one browser', () => {
  let browser: Browser;
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await pool.end();
  });

  it('adding in one tab updates the header badge in the other', async () => {
    const context = await browser.newContext();
    try {
      const [first, second] = [await context.newPage(), await context.newPage()];
      const [sku] = await sellableSkus(pool, 'DE', 1, 5);
      await first.goto(`${origin(HOST)}/`, { waitUntil: 'load' });
      const cart = await fillCart(first, [{ sku: sku ?? '', quantity: 1 }]);
      await second.goto(`${origin(HOST)}/`, { waitUntil: 'load' });
      const badge = second.locator('a.header__cart-link .badge');
      expect(await badge.textContent()).toBe('1');

      await callApiInPage(first, 'addToCart', [
        { id: cart.id, version: cart.version },
        { product: { sku }, quantity: 2 },
      ]);
      await waitFor(async () => (await badge.textContent()) === '3', 'the other tab to show 3', 15_000);
    } finally {
      await context.close();
    }
  });
});
