// `npm start`: the whole shop in one process (embedded PostgreSQL unless DATABASE_URL is set).
// Builds the React Router app first when the build is missing or older than its sources. Every
// failure here prints its cause and the fix (decision 074); the server prints its own the same way.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { ensureStorefrontBuild } from './storefront-build.mjs';

const log = (line) => console.log(`[toolyard] ${line}`);
function fail(cause, fix) {
  log(`start-up failed: ${cause}`);
  log(`fix: ${fix}`);
  process.exit(1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(
    `Node ${process.versions.node} is too old`,
    'Install Node 20.19 or newer (https://nodejs.org), then npm start.',
  );
if (!existsSync(new URL('../node_modules/tsx', import.meta.url)))
  fail(
    'The dependencies are not installed (node_modules/tsx is missing)',
    'Run npm install, then npm start.',
  );

try {
  ensureStorefrontBuild({ log });
} catch (error) {
  fail(
    `Building the storefront failed: ${error instanceof Error ? error.message : String(error)}`,
    'Read the build errors above; `npm run typecheck` names the file. A clean `npm install` fixes a broken node_modules.',
  );
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/storefront/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
child.on('error', (error) =>
  fail(`The server process could not start: ${error.message}`, 'Check that Node can run from this folder.'),
);
// The server stops itself in order (HTTP, pool, embedded PostgreSQL) and ignores repeated signals,
// so a Ctrl-C that reaches both processes is harmless.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  // The server explains its own failures; a death by signal it could not see is explained here.
  if (signal && signal !== 'SIGINT' && signal !== 'SIGTERM' && signal !== 'SIGHUP')
    log(`the server was killed by ${signal} (out of memory, or killed by another program)`);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
