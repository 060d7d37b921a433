/**
 * One JSON API call of the bench (`POST /api/new-ct/{method}?host=…`) over a keep-alive agent:
 * the status, the parsed answer and the session cookie the engine set, if any.
 */
import { type Agent, request as httpRequest } from 'node:http';

export interface ApiTarget {
  port: number;
  host: string;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  json: T;
  cookie: string | null;
}

export function postApi<T = unknown>(
  agent: Agent,
  target: ApiTarget,
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<ApiAnswer<T>> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `/api/new-ct/${method}?host=${target.host}`,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T,
              cookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null,
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
