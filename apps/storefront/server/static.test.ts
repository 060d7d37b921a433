/** Built assets: a path that does not decode is a 400 with a message, as the page guard answers it. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static.ts';

let root: string;
let serve: ReturnType<typeof createStaticHandler>;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'toolyard-static-'));
  await writeFile(path.join(root, 'favicon.svg'), '<svg/>');
  serve = createStaticHandler(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const get = (target: string) => serve(new Request(`http://de.localhost:3000${target}`));

describe('static files', () => {
  it('a malformed percent-encoding in the path is a 400 that names the problem', async () => {
    const answer = await get('/assets/%E0%A4%A.js');
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toBe('Malformed percent-encoding in the path');
  });

  it('a file is served and a missing one is left to the caller (404)', async () => {
    expect((await get('/favicon.svg'))?.status).toBe(200);
    expect(await get('/assets/missing.js')).toBeNull();
  });
});
