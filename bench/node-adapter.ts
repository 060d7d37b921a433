/** Mounts a fetch-style handler (Request → Response | null) in node:http for the bench. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export function serve(handler: (request: Request) => Promise<Response | null>): Server {
  return createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) for (const item of value) headers.append(key, item);
      }
      const body =
        chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD'
          ? Buffer.concat(chunks)
          : undefined;
      const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`, {
        method: req.method,
        headers,
        body,
      });
      const response = (await handler(request)) ?? new Response('Not found', { status: 404 });
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') out[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) out['set-cookie'] = cookies;
      res.writeHead(response.status, out);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error(error);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"internal","message":"Internal error"}}');
    }
  });
}
