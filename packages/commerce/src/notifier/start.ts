import { createNotifier, type Notifier } from './notifier.ts';
import { postgresTransport } from './postgres.transport.ts';
import { redisTransport } from './redis.transport.ts';

export interface NotifierOptions {
  /** The shop's database: LISTEN/NOTIFY on it unless `redisUrl` is given. */
  databaseUrl: string;
  pool: { query(text: string, values: unknown[]): Promise<unknown> };
  /** REDIS_URL: Redis pub/sub instead of PostgreSQL. */
  redisUrl?: string | undefined;
  log?: (line: string) => void;
}

/** The notifier of one app node: Redis when REDIS_URL is set, otherwise PostgreSQL LISTEN/NOTIFY. */
export function startNotifier(options: NotifierOptions): Notifier {
  const log = options.log ?? (() => {});
  if (options.redisUrl) return createNotifier(redisTransport({ url: options.redisUrl, log }), log);
  return createNotifier(
    postgresTransport({ connectionString: options.databaseUrl, pool: options.pool, log }),
    log,
  );
}
