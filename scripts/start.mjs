// `npm start`: the whole shop in one process (embedded PostgreSQL unless DATABASE_URL is set).
// Builds the React Router app first when the build is missing or older than its sources.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureStorefrontBuild } from './storefront-build.mjs';

ensureStorefrontBuild({ log: (line) => console.log(`[toolyard] ${line}`) });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/storefront/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// The server stops itself in order (HTTP, pool, embedded PostgreSQL) and ignores repeated signals,
// so a Ctrl-C that reaches both processes is harmless.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
