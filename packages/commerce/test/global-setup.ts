import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres, withDatabase } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'toolyard_template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Tests run on a real PostgreSQL: TEST_DATABASE_URL when given, else a throw-away embedded server.
 * A migrated template database is built once; each test file clones it (see test/database.ts).
 */
export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dir: string | undefined;
  if (!serverUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-pg-'));
    // As root the server runs as a separate 'postgres' user, which must be able to enter the folder.
    chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dir, 'data'),
      port: await freePort(),
      persistent: false,
    });
    serverUrl = server.url;
    stop = server.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = connectDatabase(withDatabase(serverUrl, TEMPLATE_DATABASE), { max: 2 });
  await runMigrations(template.db);
  await template.close();
  project.provide('databaseUrl', serverUrl);
  return async () => {
    await stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}
