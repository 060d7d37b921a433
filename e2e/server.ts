/**
 * Starts the real storefront server for browser tests and the Lighthouse bench: builds when stale,
 * then runs apps/storefront/server/main.ts on a free port with a throw-away DATA_DIR, a free
 * embedded PostgreSQL port and a small demo catalog.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStorefrontBuild } from '../scripts/storefront-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningStorefront {
  port: number;
  /** The server process (its embedded PostgreSQL runs as its descendants). */
  pid: number;
  databaseUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`storefront exited early:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`storefront did not answer on port ${port}:\n${output()}`);
}

export interface StorefrontOptions {
  products?: number;
  /** Test-only hooks: /shell-test/error and the sandbox's held-webhook card. */
  testRoutes?: boolean;
  log?: (line: string) => void;
  /** Extra environment, e.g. DATABASE_URL to run several app nodes on one database. */
  env?: Record<string, string>;
  /**
   * Called with the shop's port before each start attempt, when something must know the shop's
   * address first (an OAuth redirect URI); its answer is added to the environment. A port can be
   * taken by another process between choosing and listening, so an attempt may repeat with a new one.
   */
  beforeStart?: (port: number) => Promise<Record<string, string>>;
  /** Extra node flags for the server process, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
}

export async function startStorefront(options: StorefrontOptions = {}): Promise<RunningStorefront> {
  ensureStorefrontBuild({ log: options.log });
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Free ports are chosen before the server listens; on a busy box another test may take one first.
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(options: StorefrontOptions): Promise<RunningStorefront> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const extraEnv = options.beforeStart ? await options.beforeStart(port) : {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-e2e-'));
  chmodSync(dataDir, 0o755); // the embedded server runs initdb as another user
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/storefront/server/main.ts'],
    {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: String(pgPort),
        DEMO_PRODUCTS: String(options.products ?? 200),
        SEED_ON_EMPTY: 'true',
        SHELL_TEST_ROUTES: options.testRoutes ? 'true' : 'false',
        // The sandbox's held-webhook card: the shopper is back before the AUTHORISATION (decision 267).
        SANDBOX_HELD_WEBHOOKS: options.testRoutes ? 'true' : 'false',
        ...options.env,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(port, child, () => output);
  } catch (error) {
    await stop();
    if (/is already in use|could not listen on port/.test(output)) throw new PortTakenError(String(error));
    throw error;
  }
  const databaseUrl =
    options.env?.DATABASE_URL ?? `postgres://postgres:toolyard@127.0.0.1:${pgPort}/toolyard`;
  return { port, pid: child.pid ?? 0, databaseUrl, stop };
}
