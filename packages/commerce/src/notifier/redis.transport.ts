/**
 * Redis pub/sub (when REDIS_URL is set): one connection subscribes, another publishes (a
 * subscribed Redis connection can do nothing else). ioredis reconnects and subscribes again by
 * itself; every `ready` after the first is reported as `reconnected`.
 */
import { Redis } from 'ioredis';
import type { Transport, TransportEvents } from './notifier.ts';

export interface RedisTransportOptions {
  url: string;
  log?: (line: string) => void;
}

export function redisTransport(options: RedisTransportOptions) {
  return (events: TransportEvents): Transport => {
    const log = options.log ?? (() => {});
    const retryStrategy = (times: number) => Math.min(100 * 2 ** Math.min(times, 6), 5_000);
    const subscriber = new Redis(options.url, { retryStrategy, maxRetriesPerRequest: null });
    const publisher = new Redis(options.url, { retryStrategy });
    let everReady = false;
    subscriber.on('ready', () => {
      if (everReady) {
        log('notifier: Redis subscriber reconnected');
        events.reconnected();
      }
      everReady = true;
    });
    const report = (role: string) => (error: Error) => log(`notifier: Redis ${role}: ${error.message}`);
    subscriber.on('error', report('subscriber'));
    publisher.on('error', report('publisher'));
    subscriber.on('message', (channel: string, text: string) => events.message(channel, text));
    const pending = new Set<Promise<unknown>>();
    const track = <T>(promise: Promise<T>) => {
      pending.add(promise);
      promise.finally(() => pending.delete(promise)).catch(() => {});
      return promise;
    };

    return {
      name: 'redis',
      async send(channel, text) {
        await publisher.publish(channel, text);
      },
      async listen(channel) {
        await track(subscriber.subscribe(channel));
      },
      async unlisten(channel) {
        await track(subscriber.unsubscribe(channel));
      },
      async ready() {
        if (subscriber.status !== 'ready')
          await new Promise<void>((resolve) => subscriber.once('ready', () => resolve()));
        await Promise.all(pending);
      },
      async close() {
        await Promise.allSettled([subscriber.quit(), publisher.quit()]);
        subscriber.disconnect();
        publisher.disconnect();
      },
    };
  };
}
