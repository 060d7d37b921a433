import path from 'node:path';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle, ensureDatabaseExists } from './client.ts';
import { startEmbeddedPostgres, withDatabase } from './embedded.ts';
import { runMigrations } from './migrate.ts';
import { databaseStartupError, StartupError } from './startup-error.ts';

export interface BootOptions {
  /** External PostgreSQL; when absent an embedded server is started under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** EMBEDDED_PG_PORT when the operator set one; otherwise 54329 if free, else any free port. */
  embeddedPort?: number | undefined;
  poolSize?: number;
  log?: (line: string) => void;
}

export interface BootedDatabase extends DatabaseHandle {
  url: string;
  embedded: boolean;
  shutdown(): Promise<void>;
}

/**
 * Connects (starting the embedded server when needed) and applies pending migrations. Every failure
 * is a StartupError with its cause and fix, and nothing is left running behind it.
 */
export async function bootDatabase(options: BootOptions): Promise<BootedDatabase> {
  const log = options.log ?? (() => {});
  let url = options.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const dataDir = path.resolve(options.dataDir, 'postgres');
    log(`starting embedded PostgreSQL in ${dataDir}`);
    const server = await startEmbeddedPostgres({ dataDir, port: options.embeddedPort });
    log(
      `embedded PostgreSQL listens on port ${server.port} (127.0.0.1) and on the socket in ${server.socketDir}`,
    );
    url = withDatabase(server.url, 'toolyard');
    stopServer = server.stop;
  }
  let handle: DatabaseHandle | null = null;
  try {
    await ensureDatabaseExists(url);
    handle = connectDatabase(url, { max: options.poolSize ?? 4 });
    const started = Date.now();
    await runMigrations(handle.db).catch((error: unknown) => {
      if ((error as { code?: string }).code) throw error;
      throw new StartupError(
        `The database migrations failed: ${(error as Error).message}`,
        'The database holds a schema this version cannot migrate: restore it, or start on an empty database (DATA_DIR or DATABASE_URL).',
        { cause: error },
      );
    });
    log(`migrations applied in ${Date.now() - started} ms`);
  } catch (error) {
    await handle?.close().catch(() => {});
    await stopServer().catch(() => {});
    if (options.databaseUrl || error instanceof StartupError) throw databaseStartupError(url, error);
    throw new StartupError(
      `The embedded PostgreSQL started, but preparing its database failed: ${(error as Error).message}`,
      `Move ${path.resolve(options.dataDir)} away to start from scratch (it holds demo data unless you added your own).`,
      { cause: error },
    );
  }
  const ready = handle;
  const embeddedUrl = options.databaseUrl ? null : url;
  return {
    ...ready,
    url,
    embedded: !options.databaseUrl,
    async shutdown() {
      await ready.close();
      if (embeddedUrl) await connectionsClosed(embeddedUrl);
      await stopServer();
    },
  };
}

/**
 * `pool.end()` resolves before its connections have closed; stopping the server then would
 * terminate them mid-close, and the pool reports "terminating connection due to administrator
 * command". Waits (at most 2 s) until no other client is connected.
 */
async function connectionsClosed(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    for (let attempt = 0; attempt < 40; attempt++) {
      const { rows } = await client.query<{ others: number }>(
        "select count(*)::int as others from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      if ((rows[0]?.others ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch {
    // The server is going away anyway.
  } finally {
    await client.end().catch(() => {});
  }
}
