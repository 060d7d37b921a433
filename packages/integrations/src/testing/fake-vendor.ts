/**
 * A vendor faked at the network layer for contract tests: a real HTTP server on 127.0.0.1 that
 * records each request and answers what the test scripts — or never answers ('hang'), so the
 * caller's timeout is exercised on a real socket.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. "/evatrRPC?UstId_1=…". */
  url: string;
  body: string;
  /** Lower-case header names (Node's), e.g. `x-api-key`. */
  headers: Record<string, string | string[] | undefined>;
}

export type FakeAnswer =
  | { status: number; body: string; contentType?: string }
  | 'hang'
  | Promise<{ status: number; body: string; contentType?: string }>;

export interface FakeVendor {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeVendor(answer: (request: RecordedRequest) => FakeAnswer): Promise<FakeVendor> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const recorded = {
      method: req.method ?? '',
      url: req.url ?? '',
      body: await readBody(req),
      headers: { ...req.headers },
    };
    requests.push(recorded);
    const scripted = answer(recorded);
    if (scripted === 'hang') return;
    const { status, body, contentType } = await scripted;
    res.writeHead(status, { 'content-type': contentType ?? 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
