import path from 'node:path';
import { connectDatabase, type DatabaseHandle, ensureDatabaseExists } from './client.ts';
import { startEmbeddedPostgres, withDatabase } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface BootOptions {
  /** External PostgreSQL; when absent an embedded server is started under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort: number;
  poolSize?: number;
  log?: (line: string) => void;
}

export interface BootedDatabase extends DatabaseHandle {
  url: string;
  embedded: boolean;
  shutdown(): Promise<void>;
}

/** Connects (starting the embedded server when needed) and applies pending migrations. */
export async function bootDatabase(options: BootOptions): Promise<BootedDatabase> {
  const log = options.log ?? (() => {});
  let url = options.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const dataDir = path.resolve(options.dataDir, 'postgres');
    log(`starting embedded PostgreSQL in ${dataDir} on port ${options.embeddedPort}`);
    const server = await startEmbeddedPostgres({ dataDir, port: options.embeddedPort });
    url = withDatabase(server.url, 'toolyard');
    stopServer = server.stop;
  }
  await ensureDatabaseExists(url);
  const handle = connectDatabase(url, { max: options.poolSize ?? 4 });
  const started = Date.now();
  await runMigrations(handle.db);
  log(`migrations applied in ${Date.now() - started} ms`);
  return {
    ...handle,
    url,
    embedded: !options.databaseUrl,
    async shutdown() {
      await handle.close();
      await stopServer();
    },
  };
}
