/** Choosing the tracking service from the environment: all four Bloomreach settings, or none. */
import { describe, expect, it } from 'vitest';
import { parseTrackingEnv } from './tracking-env.ts';

const BLOOMREACH = {
  BLOOMREACH_BASE_URL: 'https://api.exponea.com',
  BLOOMREACH_PROJECT_TOKEN: '8a7b6c5d-1234-4e5f-9a8b-0c1d2e3f4a5b',
  BLOOMREACH_API_KEY_ID: 'key-id-0123456789',
  BLOOMREACH_API_SECRET: 'secret-0123456789',
};

describe('tracking settings', () => {
  it('without Bloomreach settings the simulator runs', () => {
    expect(parseTrackingEnv({})).toEqual({ service: 'simulator' });
    expect(parseTrackingEnv({ PATH: '/usr/bin', NODE_ENV: 'production' })).toEqual({ service: 'simulator' });
  });

  it('an empty setting counts as unset, as in an env file', () => {
    const blank = Object.fromEntries(Object.keys(BLOOMREACH).map((name) => [name, '']));
    expect(parseTrackingEnv({ ...blank, BLOOMREACH_TIMEOUT_MS: '' })).toEqual({ service: 'simulator' });
  });

  it('all four set choose Bloomreach, with a default time limit', () => {
    expect(parseTrackingEnv(BLOOMREACH)).toEqual({
      service: 'bloomreach',
      baseUrl: 'https://api.exponea.com',
      projectToken: '8a7b6c5d-1234-4e5f-9a8b-0c1d2e3f4a5b',
      apiKeyId: 'key-id-0123456789',
      apiSecret: 'secret-0123456789',
      timeoutMs: 5_000,
    });
    expect(parseTrackingEnv({ ...BLOOMREACH, BLOOMREACH_TIMEOUT_MS: '1500' })).toMatchObject({
      timeoutMs: 1_500,
    });
  });

  it('a partial configuration is an error that names each missing setting', () => {
    const partial = { ...BLOOMREACH, BLOOMREACH_API_KEY_ID: undefined, BLOOMREACH_API_SECRET: ' ' };
    expect(() => parseTrackingEnv(partial)).toThrow(
      /BLOOMREACH_API_KEY_ID: Bloomreach tracking needs all[^\n]*\n\s+BLOOMREACH_API_SECRET: /,
    );
    let message = '';
    try {
      parseTrackingEnv({ BLOOMREACH_BASE_URL: BLOOMREACH.BLOOMREACH_BASE_URL });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toMatch(/^\s+BLOOMREACH_BASE_URL:/m);
    for (const name of ['BLOOMREACH_PROJECT_TOKEN', 'BLOOMREACH_API_KEY_ID', 'BLOOMREACH_API_SECRET']) {
      expect(message).toMatch(new RegExp(`^\\s+${name}:`, 'm'));
    }
  });

  it.each([
    ['BLOOMREACH_BASE_URL', 'api.exponea.com'],
    ['BLOOMREACH_BASE_URL', 'ftp://api.exponea.com'],
    ['BLOOMREACH_PROJECT_TOKEN', 'has spaces in it'],
    ['BLOOMREACH_API_SECRET', 'short'],
    ['BLOOMREACH_TIMEOUT_MS', '50'],
  ])('refuses %s=%j by name', (name, value) => {
    expect(() => parseTrackingEnv({ ...BLOOMREACH, [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
