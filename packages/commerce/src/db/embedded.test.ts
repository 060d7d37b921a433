import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { openPathForOthers } from './embedded.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a checkout in a private folder becomes passable (not readable) for the postgres user', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'toolyard-perm-'));
  made.push(root);
  const nested = path.join(root, 'shop', 'node_modules');
  mkdirSync(nested, { recursive: true });
  chmodSync(root, 0o700);
  chmodSync(path.join(root, 'shop'), 0o750);

  const changed = openPathForOthers(nested);

  expect(changed).toContain(root);
  expect(statSync(root).mode & 0o777).toBe(0o701);
  expect(statSync(path.join(root, 'shop')).mode & 0o777).toBe(0o751);
  expect(openPathForOthers(nested)).toEqual([]);
});
