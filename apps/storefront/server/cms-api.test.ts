/**
 * The CMS JSON call with a path that does not decode (decision 249): a 400 with a message, not the
 * 500 of an uncaught URIError. /cms is answered before the page guard that refuses such paths.
 */
import { describe, expect, it } from 'vitest';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { cmsResponse } from './cms-api.ts';

const DE = storeOfCountry('DE');
const get = (path: string) =>
  cmsResponse(new Request(`http://de.localhost:3000${path}`), DE, () => null, 'production');

describe('GET /cms/<pageKey>', () => {
  it.each(['/cms/%E0%A4%A', '/cms/%', '/cms/%zz'])('%s is a 400 that names the problem', async (path) => {
    const answer = await get(path);
    expect(answer?.status).toBe(400);
    expect(await answer?.json()).toEqual({
      content: null,
      error: { code: 'bad-request', message: 'Malformed percent-encoding in the CMS key' },
    });
  });

  it('a well-formed encoding still decodes: an unknown key is no content (001 §8)', async () => {
    const answer = await get('/cms/about%2Dus');
    expect(answer?.status).toBe(404);
    expect(await answer?.json()).toEqual({ content: null });
  });
});
