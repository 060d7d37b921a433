// `npm start`: the whole shop in one process (embedded PostgreSQL unless DATABASE_URL is set).
// Builds the React Router app first when the build is missing or older than its sources.
import { spawn } from 'node:child_process';
import { ensureStorefrontBuild } from './storefront-build.mjs';

ensureStorefrontBuild({ log: (line) => console.log(`[toolyard] ${line}`) });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/storefront/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
