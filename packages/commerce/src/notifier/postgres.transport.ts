/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per node listens (a pooled one cannot: LISTEN
 * belongs to its session), sending goes through the pool. When the listening connection drops, it
 * reconnects with backoff (0.1 s doubling to 5 s, for as long as the notifier is open), listens
 * again and reports `reconnected` so caches drop what they may have missed.
 */
import pg from 'pg';
import type { Transport, TransportEvents } from './notifier.ts';

export interface PostgresTransportOptions {
  connectionString: string;
  /** Sends NOTIFY; a pooled query is enough since pg_notify needs no session state. */
  pool: { query(text: string, values: unknown[]): Promise<unknown> };
  log?: (line: string) => void;
  /** Backoff bounds in ms (tests shorten them). */
  retry?: { firstMs: number; maxMs: number };
}

/** Names the listening connection in pg_stat_activity. */
export const NOTIFIER_APPLICATION_NAME = 'toolyard-notifier';

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function postgresTransport(options: PostgresTransportOptions) {
  return (events: TransportEvents): Transport => {
    const log = options.log ?? (() => {});
    const retry = options.retry ?? { firstMs: 100, maxMs: 5_000 };
    const channels = new Set<string>();
    let client: pg.Client | null = null;
    let closed = false;
    let everConnected = false;
    let delay = retry.firstMs;
    let timer: NodeJS.Timeout | undefined;
    let connecting: Promise<void> | null = null;
    let waiters: Array<() => void> = [];
    const pending = new Set<Promise<unknown>>();
    const track = <T>(promise: Promise<T>) => {
      pending.add(promise);
      promise.finally(() => pending.delete(promise)).catch(() => {});
      return promise;
    };

    const connect = async () => {
      const next = new pg.Client({
        connectionString: options.connectionString,
        keepAlive: true,
        application_name: NOTIFIER_APPLICATION_NAME,
      });
      next.on('notification', (note) => {
        if (note.payload !== undefined) events.message(note.channel, note.payload);
      });
      const lost = (reason: string) => {
        if (client !== next) return;
        client = null;
        next.removeAllListeners('error');
        next.on('error', () => {});
        next.end().catch(() => {});
        if (closed) return;
        log(`notifier: PostgreSQL listener lost (${reason}); reconnecting`);
        schedule();
      };
      next.on('error', (error) => lost(error.message));
      next.on('end', () => lost('connection ended'));
      await next.connect();
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      for (const channel of channels) await next.query(`LISTEN ${quote(channel)}`);
      client = next;
      delay = retry.firstMs;
      if (everConnected) {
        log('notifier: PostgreSQL listener reconnected');
        events.reconnected();
      }
      everConnected = true;
      for (const wake of waiters.splice(0)) wake();
    };
    const attempt = () => {
      timer = undefined;
      connecting = connect()
        .catch((error: Error) => {
          if (closed) return;
          log(`notifier: PostgreSQL listener cannot connect (${error.message}); retrying`);
          schedule();
        })
        .finally(() => {
          connecting = null;
        });
    };
    const schedule = () => {
      if (closed || timer) return;
      timer = setTimeout(attempt, delay);
      timer.unref();
      delay = Math.min(delay * 2, retry.maxMs);
    };
    attempt();

    return {
      name: 'postgres',
      async send(channel, text) {
        await options.pool.query('select pg_notify($1, $2)', [channel, text]);
      },
      async listen(channel) {
        channels.add(channel);
        if (client) await track(client.query(`LISTEN ${quote(channel)}`));
      },
      async unlisten(channel) {
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`);
      },
      async ready() {
        if (!client && !closed) await new Promise<void>((resolve) => waiters.push(resolve));
        await Promise.allSettled(pending);
      },
      async close() {
        closed = true;
        clearTimeout(timer);
        await connecting;
        const current = client;
        client = null;
        for (const wake of waiters.splice(0)) wake();
        waiters = [];
        if (current) {
          current.removeAllListeners('end');
          await current.end().catch(() => {});
        }
      },
    };
  };
}
