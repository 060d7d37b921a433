/**
 * `npm start` stops cleanly: SIGTERM or SIGINT to scripts/start.mjs (what npm runs) closes the HTTP
 * server, the pool and the embedded PostgreSQL, and the process tree exits within a few seconds.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface StartedShop {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: () => string;
}

/** Ports are chosen before the shop listens; on a busy box another test may take one first, so try again. */
async function startShop(): Promise<StartedShop> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startShopOnce();
    } catch (error) {
      if (attempt >= 3 || !/is already in use|could not listen on port/.test(String(error))) throw error;
    }
  }
}

async function startShopOnce(): Promise<StartedShop> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-stop-'));
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_PRODUCTS: '0',
      SEED_ON_EMPTY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    const pid = postmasterPid(dataDir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
    const answered = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered > 0) return { child, port, dataDir, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer:\n${output}`);
}

function serverPid(startPid: number): number {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(startPid)], { encoding: 'utf8' });
  return Number(children.trim().split(/\s+/)[0]);
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops the server, the pool and the embedded PostgreSQL on ${signal}`, async () => {
      const { child, port, dataDir, output } = await startShop();
      const postgres = postmasterPid(dataDir);
      expect(postgres).toBeGreaterThan(0);
      const server = serverPid(child.pid ?? 0);
      expect(server).toBeGreaterThan(0);
      // Keep a connection open: closing must not wait for idle keep-alive sockets.
      await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'keep-alive' } });
      const before = output().length;
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      const code = await Promise.race([
        exited,
        // A hang guard, not a speed check: the server's own deadline exits 1 when stopping stalls.
        new Promise<'hung'>((r) => setTimeout(() => r('hung'), 30_000)),
      ]);
      expect(code, output()).toBe(0);
      expect(isAlive(server), 'server process gone').toBe(false);
      expect(postgres && isAlive(postgres), 'embedded PostgreSQL gone').toBe(false);
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
      // What the server printed while stopping: no crash, no pool error, no stack.
      expect(output().slice(before)).not.toMatch(/Error|unhandled|database pool/i);
    }, 180_000); // a cold start of PostgreSQL on a loaded 2-core box can take most of a minute
  }
});
