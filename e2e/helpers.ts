/** Shared helpers of the browser tests: raw HTTP with a Host header, and Chromium. */
import { request } from 'node:http';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

export const port = () => inject('storefrontPort');

/** http://<host>:<port><path>, e.g. origin('be.localhost') + '/nl'. */
export function origin(host: string): string {
  return `http://${host}:${port()}`;
}

export interface RawResponse {
  status: number;
  location: string | null;
  headers: Record<string, string | string[] | undefined>;
  cookies: string[];
  body: string;
}

/** One request without following redirects; the Host header picks the store. */
export function get(host: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path,
        method: 'GET',
        headers: { host: `${host}:${port()}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: (res.headers.location as string | undefined) ?? null,
            headers: res.headers,
            cookies: (res.headers['set-cookie'] as string[] | undefined) ?? [],
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** POST /api/new-ct/<method> with body [params]; returns the JSON and the session cookie. */
export function api(
  host: string,
  method: string,
  params: unknown,
  cookie: string | null,
): Promise<{ status: number; json: unknown; cookie: string | null }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify([params]);
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path: `/api/new-ct/${method}`,
        method: 'POST',
        headers: {
          host: `${host}:${port()}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          const setCookie = ((res.headers['set-cookie'] as string[] | undefined) ?? [])
            .map((line) => line.split(';')[0] ?? '')
            .find((pair) => pair.startsWith('ty_session='));
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(text || 'null'),
            cookie: setCookie ?? cookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}
