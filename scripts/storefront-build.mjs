// Is the React Router build up to date? Rebuild when build/server/index.js is missing or older than
// any source it bundles (the app, its config, and the workspace packages it imports).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.join(root, 'apps/storefront');
export const SERVER_BUILD = path.join(app, 'build/server/index.js');
const SOURCES = [
  path.join(app, 'app'),
  path.join(app, 'public'),
  path.join(app, 'react-router.config.ts'),
  path.join(app, 'vite.config.ts'),
  path.join(app, 'package.json'),
  ...['domain', 'commerce', 'content', 'search', 'integrations'].map((name) =>
    path.join(root, 'packages', name, 'src'),
  ),
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function storefrontBuildIsStale() {
  if (!existsSync(SERVER_BUILD)) return true;
  const built = statSync(SERVER_BUILD).mtimeMs;
  return SOURCES.some((source) => newestMtime(source) > built);
}

export function ensureStorefrontBuild({ log = () => {}, force = false } = {}) {
  if (!force && !storefrontBuildIsStale()) return false;
  log('building the storefront (React Router)…');
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
  // Always a production bundle: Vite keeps an inherited NODE_ENV (vitest sets "test"), which would
  // ship React's development build.
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`storefront build failed with exit code ${result.status}`);
  return true;
}
