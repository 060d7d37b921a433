/**
 * Start-up of the embedded PostgreSQL the way `npm start` does it (bootDatabase without
 * DATABASE_URL): side by side with another clone, with its preferred port taken, with an operator's
 * port taken, and twice on one data folder. Each failure names its cause and the fix.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BootedDatabase, bootDatabase } from './boot.ts';
import { DEFAULT_EMBEDDED_PORT, isPortFree, systemFreePort } from './embedded.ts';
import { StartupError } from './startup-error.ts';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function clone(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-clone-'));
  chmodSync(dir, 0o755); // as root the server runs as the postgres user, which must enter it
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, '.data');
}

async function boot(dataDir: string, embeddedPort?: number, lines: string[] = []): Promise<BootedDatabase> {
  const database = await bootDatabase({
    dataDir,
    embeddedPort,
    poolSize: 1,
    log: (line) => lines.push(line),
  });
  // As in main.ts: a pooled connection closed by the stopping server is not a test failure.
  database.pool.on('error', () => {});
  cleanups.push(() => database.shutdown());
  return database;
}

async function occupy(port: number): Promise<Server | null> {
  if (!(await isPortFree(port))) return null; // already taken by someone else: just as good
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}

const portOf = async (database: BootedDatabase) =>
  Number((await database.pool.query<{ port: string }>('show port')).rows[0]?.port);
const socketOf = async (database: BootedDatabase) =>
  (await database.pool.query<{ dir: string }>("select current_setting('unix_socket_directories') as dir"))
    .rows[0]?.dir;

describe('embedded PostgreSQL start-up', () => {
  it('two clones start side by side: each gets its own port and its own socket folder', async () => {
    const [first, second] = [await boot(clone()), await boot(clone())];
    const ports = [await portOf(first), await portOf(second)];
    expect(ports[0]).not.toBe(ports[1]);
    expect(await socketOf(first)).not.toBe(await socketOf(second));
    // Both are real, separate servers with the shop's schema.
    await first.pool.query('create table only_in_first (id int)');
    const seen = await second.pool.query("select to_regclass('only_in_first') as found");
    expect(seen.rows[0]?.found).toBeNull();
  }, 180_000);

  it('picks a free port when 54329 is taken by another program, and says which', async () => {
    await occupy(DEFAULT_EMBEDDED_PORT);
    const lines: string[] = [];
    const database = await boot(clone(), undefined, lines);
    const port = await portOf(database);
    expect(port).not.toBe(DEFAULT_EMBEDDED_PORT);
    expect(lines.join('\n')).toContain(`listens on port ${port}`);
  }, 120_000);

  it('an operator-chosen EMBEDDED_PG_PORT that is taken fails with the cause and the fix', async () => {
    const port = await systemFreePort();
    await occupy(port);
    const failure = await boot(clone(), port).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toBe(
      `Port ${port} (EMBEDDED_PG_PORT) is already in use, by another shop's PostgreSQL or another program`,
    );
    expect((failure as StartupError).fix).toMatch(/^Unset EMBEDDED_PG_PORT .* EMBEDDED_PG_PORT=\d+\)\.$/);
  });

  it('a second start on the same data folder says another shop runs there, and leaves the first one running', async () => {
    const dataDir = clone();
    const first = await boot(dataDir);
    const failure = await boot(dataDir).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toMatch(/^Another shop is already running on this data folder/);
    expect((failure as StartupError).fix).toMatch(/DATA_DIR=/);
    expect((await first.pool.query('select 1 as one')).rows[0]?.one).toBe(1);
  }, 120_000);

  it('an unreachable DATABASE_URL names the server and the fix instead of a bare ECONNREFUSED', async () => {
    const port = await systemFreePort();
    const failure = await bootDatabase({
      databaseUrl: `postgres://shop:secret@127.0.0.1:${port}/toolyard`,
      dataDir: '.unused',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as StartupError).message).toMatch(
      new RegExp(`^PostgreSQL at shop@127.0.0.1:${port}/toolyard refused the connection`),
    );
    expect((failure as StartupError).message).not.toContain('secret');
    expect((failure as StartupError).fix).toMatch(/DATABASE_URL/);
  });
});
