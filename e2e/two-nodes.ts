/**
 * Two app processes on one fresh database, as several nodes run in production: node A seeds the
 * empty database, node B starts on the seeded one. Used by two-nodes.e2e.ts (caches) and
 * live-cart.e2e.ts (websockets).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type RunningStorefront, startStorefront } from './server.ts';

export interface TwoNodes {
  a: RunningStorefront;
  b: RunningStorefront;
  databaseUrl: string;
  stop(): Promise<void>;
}

export async function startTwoNodes(options: {
  products: number;
  env?: Record<string, string>;
}): Promise<TwoNodes> {
  const name = `nodes_${randomUUID().replaceAll('-', '')}`;
  const serverUrl = new URL(inject('databaseUrl'));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const env = { DATABASE_URL: databaseUrl.toString(), ...options.env };
  let a: RunningStorefront | undefined;
  let b: RunningStorefront | undefined;
  const stop = async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  try {
    a = await startStorefront({ products: options.products, env });
    b = await startStorefront({ products: options.products, env });
  } catch (error) {
    await stop();
    throw error;
  }
  return { a, b, databaseUrl: databaseUrl.toString(), stop };
}
