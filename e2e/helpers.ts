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
