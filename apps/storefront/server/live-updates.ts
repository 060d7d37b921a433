/**
 * Live cart updates over a websocket on the shop's own HTTP server (spec 000 §4, 001 §4, §8, §9):
 * `GET /ws?cartId=…` upgraded by `ws`. A connection is kept only when the request's session may see
 * that cart in that store; events are `{ event: 'cart-update' | 'updated-stock', data }`. Every node
 * hears the notifier's `toolyard_cart` channel and pushes to its own sockets (decision 140).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type CartChange,
  cartChanged,
  catalogChanged,
  isSameOriginRequest,
  type LiveCartAccess,
  type LiveCartSummary,
  type Notifier,
  SESSION_COOKIE,
} from '@toolyard/commerce';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Logger } from './log.ts';

export const LIVE_UPDATES_PATH = '/ws';
/** Spec 001 §9: "Websocket: 10 connections per cart". */
export const MAX_CONNECTIONS_PER_CART = 10;
/** A socket that has not answered a ping within one interval is dropped (a laptop lid, a dead NAT). */
export const HEARTBEAT_MS = 30_000;
/** RFC 6455 close codes used here. */
export const CLOSE = { normal: 1000, goingAway: 1001, policyViolation: 1008, tryAgainLater: 1013 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface LiveUpdatesOptions {
  notifier: Notifier;
  /** May the session of this cookie token, on this Host, watch this cart? */
  access(token: string | null, host: string, cartId: string): Promise<LiveCartAccess>;
  summary(cartId: string): Promise<LiveCartSummary>;
  logger: Logger;
  heartbeatMs?: number;
  maxPerCart?: number;
}

export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of ['origin', 'sec-fetch-site']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

function refuse(socket: Duplex, status: 403 | 404, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

export function createLiveUpdates(options: LiveUpdatesOptions) {
  const { notifier, logger } = options;
  const maxPerCart = options.maxPerCart ?? MAX_CONNECTIONS_PER_CART;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 });
  const byCart = new Map<string, Set<WebSocket>>();
  /** The last version each cart's sockets were sent: this node hears its own message twice. */
  const sentVersion = new Map<string, number>();
  const alive = new WeakSet<WebSocket>();

  const send = (ws: WebSocket, event: string, data: unknown) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(JSON.stringify({ event, data }), (error) => {
      if (error) logger.warn({ err: error, event }, 'websocket send failed');
    });
  };

  async function pushCart(cartId: string, change: CartChange | null) {
    const sockets = byCart.get(cartId);
    if (!sockets || sockets.size === 0) return;
    const summary = await options.summary(cartId);
    const ended = change?.ended === true || summary.state !== 'Active';
    if (!ended && change && summary.version <= (sentVersion.get(cartId) ?? -1)) return;
    sentVersion.set(cartId, summary.version);
    for (const ws of sockets) {
      send(ws, 'cart-update', summary);
      // An order or a deletion ends the cart's live updates (spec 000 §4 payment flow).
      if (ended) ws.close(CLOSE.normal, 'cart ended');
    }
    if (ended) {
      byCart.delete(cartId);
      sentVersion.delete(cartId);
    }
  }

  const pushFailed = (error: Error) => logger.error({ err: error }, 'live cart update failed');
  const unsubscribeCarts = notifier.subscribe(
    cartChanged,
    (change) => void pushCart(change.cartId, change).catch(pushFailed),
    // Messages may have been lost while the node was disconnected: resend every watched cart.
    {
      onMissed: () => void Promise.all([...byCart.keys()].map((id) => pushCart(id, null))).catch(pushFailed),
    },
  );
  const unsubscribeStock = notifier.subscribe(catalogChanged, (change) => {
    if (change.kind !== 'products' || change.reason !== 'stock') return;
    // Product ids are public; each page decides whether it shows one of them.
    for (const sockets of byCart.values())
      for (const ws of sockets) send(ws, 'updated-stock', { productIds: change.productIds });
  });

  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  async function accept(ws: WebSocket, req: IncomingMessage, url: URL) {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('error', (error) => logger.warn({ err: error }, 'websocket error'));
    const cartId = url.searchParams.get('cartId');
    if (!cartId || !UUID.test(cartId)) {
      logger.error({ cartId: cartId?.slice(0, 64) ?? null }, 'websocket without a valid cart id closed');
      ws.close(CLOSE.policyViolation, 'cart id required');
      return;
    }
    const access = await options.access(
      cookieValue(req.headers.cookie, SESSION_COOKIE),
      req.headers.host ?? '',
      cartId,
    );
    if (access !== 'allowed') {
      logger.error({ cartId, access }, 'websocket for a cart the session may not see closed');
      ws.close(CLOSE.policyViolation, 'cart not available');
      return;
    }
    if (ws.readyState !== ws.OPEN) return;
    let sockets = byCart.get(cartId);
    if (!sockets) {
      sockets = new Set();
      byCart.set(cartId, sockets);
    }
    if (sockets.size >= maxPerCart) {
      logger.warn({ cartId, limit: maxPerCart }, 'websocket over the per-cart limit closed');
      ws.close(CLOSE.tryAgainLater, 'too many connections for this cart');
      return;
    }
    sockets.add(ws);
    ws.on('close', () => {
      sockets.delete(ws);
      if (sockets.size === 0 && byCart.get(cartId) === sockets) {
        byCart.delete(cartId);
        sentVersion.delete(cartId);
      }
    });
    // The cart as it is now, so a page that loaded a while ago catches up at once.
    send(ws, 'cart-update', await options.summary(cartId));
  }

  return {
    /** Handles an HTTP upgrade; false when the path is not ours (the caller refuses it). */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const url = new URL(req.url ?? '/', 'http://upgrade.invalid');
      if (url.pathname !== LIVE_UPDATES_PATH) return false;
      // Same rule as the JSON API's CSRF guard: a page of another site may not watch our carts.
      if (!isSameOriginRequest(headersOf(req), req.headers.host ?? '')) {
        logger.warn({ origin: req.headers.origin ?? null }, 'cross-origin websocket refused');
        refuse(socket, 403, 'Forbidden');
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        accept(ws, req, url).catch((error: Error) => {
          logger.error({ err: error }, 'websocket start failed');
          ws.close(CLOSE.tryAgainLater, 'try again later');
        });
      });
      return true;
    },
    /** Sockets watching a cart on this node (tests, diagnostics). */
    connections: (cartId: string) => byCart.get(cartId)?.size ?? 0,
    /** Graceful shutdown: every socket is told the server is going away. */
    async close() {
      clearInterval(heartbeat);
      unsubscribeCarts();
      unsubscribeStock();
      for (const ws of wss.clients) ws.close(CLOSE.goingAway, 'server shutting down');
      // A client that does not answer the close frame within a second is cut off.
      const cut = setTimeout(() => {
        for (const ws of wss.clients) ws.terminate();
      }, 1_000);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await Promise.all(
        [...wss.clients].map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve()))),
      );
      clearTimeout(cut);
    },
  };
}
export type LiveUpdates = ReturnType<typeof createLiveUpdates>;

/** Wires the upgrade event: ours go to live updates, any other upgrade is refused with 404. */
export function attachLiveUpdates(server: import('node:http').Server, live: LiveUpdates): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!live.handleUpgrade(req, socket, head)) refuse(socket, 404, 'Not Found');
  });
}
