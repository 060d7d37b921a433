/**
 * One notifier for every node of the shop: named channels carrying small JSON messages between app
 * processes (cache invalidation today; cart live updates and the search index later). The transport
 * is PostgreSQL LISTEN/NOTIFY by default and Redis pub/sub when REDIS_URL is set (decision 072).
 *
 * Delivery is at most once: a message sent while a node is disconnected is lost. A subscriber
 * therefore also gets `onMissed` after every reconnection and must then assume anything changed
 * (a cache drops everything). Publish after the write has committed.
 */
import type { z } from 'zod';

/** A named channel and the schema of its messages; both ends validate. */
export interface Channel<T> {
  /** Lowercase letters, digits and `_`, at most 63 characters (a PostgreSQL identifier). */
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,62}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the envelope needs a little room. */
export const MAX_MESSAGE_BYTES = 7_500;

export function defineChannel<T>(name: string, schema: z.ZodType<T>): Channel<T> {
  if (!CHANNEL_NAME.test(name)) throw new Error(`Invalid channel name ${JSON.stringify(name)}`);
  return { name, schema };
}

export interface SubscribeOptions {
  /** The connection was lost and is back: messages may have been missed. */
  onMissed?: () => void;
}

export interface Notifier {
  /** Sends to every subscriber on every node, this one included (synchronously, before returning). */
  publish<T>(channel: Channel<T>, message: T): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<T>(channel: Channel<T>, onMessage: (message: T) => void, options?: SubscribeOptions): () => void;
  /** Resolves once the transport listens on every subscribed channel (for tests and start-up). */
  ready(): Promise<void>;
  close(): Promise<void>;
  /** `postgres`, `redis` or `local` (this process only). */
  readonly transport: string;
}

/** What a transport does: carry text on named channels between processes. */
export interface Transport {
  readonly name: string;
  send(channel: string, text: string): Promise<void>;
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  /** Resolves once connected and listening on everything asked for so far. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface TransportEvents {
  message(channel: string, text: string): void;
  /** Connected again after a loss (not called for the first connection). */
  reconnected(): void;
}

type Log = (line: string) => void;

interface Subscription {
  channel: Channel<unknown>;
  onMessage: (message: unknown) => void;
  onMissed?: () => void;
}

/**
 * The transport-independent part: JSON encoding, validation, local delivery and fan-out. A message
 * published here reaches this node's subscribers at once, and again when the transport echoes it;
 * subscribers are invalidations, so hearing a message twice is harmless.
 */
export function createNotifier(
  makeTransport: (events: TransportEvents) => Transport,
  log: Log = (line) => console.warn(line),
): Notifier {
  const subscriptions = new Map<string, Set<Subscription>>();
  const deliver = (channelName: string, text: string) => {
    const subscribers = subscriptions.get(channelName);
    if (!subscribers || subscribers.size === 0) return;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      log(`notifier: ignored a message on ${channelName} that is not JSON`);
      return;
    }
    for (const subscription of subscribers) {
      const parsed = subscription.channel.schema.safeParse(raw);
      if (!parsed.success) {
        log(`notifier: ignored an invalid message on ${channelName}: ${parsed.error.issues[0]?.message}`);
        continue;
      }
      try {
        subscription.onMessage(parsed.data);
      } catch (error) {
        log(`notifier: a subscriber of ${channelName} failed: ${(error as Error).message}`);
      }
    }
  };
  const transport = makeTransport({
    message: deliver,
    reconnected() {
      for (const subscribers of subscriptions.values())
        for (const subscription of subscribers) {
          try {
            subscription.onMissed?.();
          } catch (error) {
            log(`notifier: onMissed of ${subscription.channel.name} failed: ${(error as Error).message}`);
          }
        }
    },
  });
  return {
    transport: transport.name,
    async publish(channel, message) {
      const text = JSON.stringify(channel.schema.parse(message));
      if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES)
        throw new Error(
          `Message on ${channel.name} exceeds ${MAX_MESSAGE_BYTES} bytes; send less per message`,
        );
      deliver(channel.name, text);
      await transport.send(channel.name, text);
    },
    subscribe(channel, onMessage, options = {}) {
      const subscription: Subscription = {
        channel: channel as Channel<unknown>,
        onMessage: onMessage as (message: unknown) => void,
        ...(options.onMissed ? { onMissed: options.onMissed } : {}),
      };
      let subscribers = subscriptions.get(channel.name);
      if (!subscribers) {
        subscribers = new Set();
        subscriptions.set(channel.name, subscribers);
        transport
          .listen(channel.name)
          .catch((error: Error) => log(`notifier: listen ${channel.name}: ${error.message}`));
      }
      subscribers.add(subscription);
      return () => {
        subscribers.delete(subscription);
        if (subscribers.size === 0 && subscriptions.get(channel.name) === subscribers) {
          subscriptions.delete(channel.name);
          transport.unlisten(channel.name).catch(() => {});
        }
      };
    },
    ready: () => transport.ready(),
    close: () => transport.close(),
  };
}

/** This process only: tests, scripts, and a single node without any transport. */
export function localTransport(): Transport {
  return {
    name: 'local',
    send: async () => {},
    listen: async () => {},
    unlisten: async () => {},
    ready: async () => {},
    close: async () => {},
  };
}

export function createLocalNotifier(log?: Log): Notifier {
  return createNotifier(localTransport, log);
}
