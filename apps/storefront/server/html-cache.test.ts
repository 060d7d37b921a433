/** The shared page cache (docs/decisions/116): what it keeps, what it never keeps, and the nonce. */
import { catalogChanged, contentChanged, createLocalNotifier } from '@toolyard/commerce';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../app/middleware/set-cache-control.ts';
import { createHtmlCache, invalidateOnChanges, markIncompleteRender, type RenderPage } from './html-cache.ts';
import { createNonce } from './security-headers.ts';

const SESSION = 'ty_session';

/** A page renderer like the app's: a document whose scripts carry the nonce, and a render counter. */
function pages(options: { cookie?: string; cacheControl?: string; status?: number } = {}) {
  let renders = 0;
  const render: RenderPage = async (request, nonce) => {
    renders += 1;
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': options.cacheControl ?? CACHE_CONTROL.shared,
    });
    if (options.cookie) headers.append('set-cookie', options.cookie);
    const path = new URL(request.url).pathname;
    const body = `<!DOCTYPE html><html><body><h1>${path} #${renders}</h1><script nonce="${nonce}">hydrate()</script><link rel="modulepreload" nonce="${nonce}"></body></html>`;
    return new Response(body, { status: options.status ?? 200, headers });
  };
  return { render, renders: () => renders };
}

function get(path: string, cookie?: string, method = 'GET') {
  return new Request(`http://de.localhost:3000${path}`, {
    method,
    headers: { host: 'de.localhost:3000', ...(cookie ? { cookie } : {}) },
  });
}

/** Reads the body so the MISS's copy for the cache completes, as a client reading the page does. */
async function fetchPage(cache: ReturnType<typeof createHtmlCache>, request: Request, render: RenderPage) {
  const nonce = createNonce();
  const response = await cache.serve(request, nonce, render);
  const body = await response.text();
  await new Promise((resolve) => setImmediate(resolve));
  return { response, body, nonce, status: response.headers.get('x-cache') };
}

describe('html cache', () => {
  it('answers HIT after a MISS without rendering again, and keys by path and query', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render, renders } = pages();
    const first = await fetchPage(cache, get('/bohrmaschinen/'), render);
    expect(first.status).toBe('MISS');
    const second = await fetchPage(cache, get('/bohrmaschinen/'), render);
    expect(second.status).toBe('HIT');
    expect(second.body).toContain('/bohrmaschinen/ #1');
    expect(second.response.headers.get('cache-control')).toBe(CACHE_CONTROL.shared);
    expect(renders()).toBe(1);
    expect((await fetchPage(cache, get('/bohrmaschinen/?page=2'), render)).status).toBe('MISS');
    expect((await fetchPage(cache, get('/bohrmaschinen/', 'locale=en-de'), render)).status).toBe('MISS');
    expect(renders()).toBe(3);
  });

  it('keeps the page with and without a stored cookie choice apart, each shared (decision 261)', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render, renders } = pages();
    expect((await fetchPage(cache, get('/'), render)).status).toBe('MISS');
    const chosen = await fetchPage(cache, get('/', 'ty_consent=statistics.marketing'), render);
    expect(chosen.status).toBe('MISS');
    expect(chosen.body).toContain('/ #2');
    expect((await fetchPage(cache, get('/', 'ty_consent=none; country=DE'), render)).status).toBe('HIT');
    // A value that is no choice asks like no cookie at all.
    const unchosen = await fetchPage(cache, get('/', 'ty_consent=maybe'), render);
    expect(unchosen.status).toBe('HIT');
    expect(unchosen.body).toContain('/ #1');
    expect(renders()).toBe(2);
  });

  it('gives every answer from the cache its own nonce, never the stored one', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render } = pages();
    const first = await fetchPage(cache, get('/'), render);
    expect(first.body).toContain(`nonce="${first.nonce}"`);
    const second = await fetchPage(cache, get('/'), render);
    expect(second.status).toBe('HIT');
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.split(`nonce="${second.nonce}"`).length - 1).toBe(2);
  });

  it('never stores a response that sets a cookie, is private, or is not 200', async () => {
    for (const options of [
      { cookie: 'country=DE; Path=/' },
      { cacheControl: CACHE_CONTROL.personal },
      { cacheControl: CACHE_CONTROL.private },
      { status: 404 },
    ]) {
      const cache = createHtmlCache({ sessionCookie: SESSION });
      const { render, renders } = pages(options);
      await fetchPage(cache, get('/'), render);
      const again = await fetchPage(cache, get('/'), render);
      expect(again.status, JSON.stringify(options)).toBe('MISS');
      expect(renders()).toBe(2);
      expect(cache.size).toBe(0);
    }
  });

  it('never answers or stores for a visitor with a session cookie, nor for writes', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render, renders } = pages();
    await fetchPage(cache, get('/'), render); // stored for anonymous visitors
    const withSession = await fetchPage(cache, get('/', 'country=DE; ty_session=abc'), render);
    expect(withSession.status).toBe('BYPASS');
    expect(withSession.body).toContain('/ #2');
    await fetchPage(cache, get('/x/', 'ty_session=abc'), render);
    expect(cache.size).toBe(1);
    const post = await cache.serve(get('/', undefined, 'POST'), createNonce(), render);
    expect(post.headers.get('x-cache')).toBe('BYPASS');
    expect(renders()).toBe(4);
  });

  it('drops every entry on a catalog or content change from the notifier', async () => {
    const notifier = createLocalNotifier();
    const cache = createHtmlCache({ sessionCookie: SESSION });
    invalidateOnChanges(cache, notifier);
    const { render } = pages();
    await fetchPage(cache, get('/'), render);
    await fetchPage(cache, get('/bohrmaschinen/'), render);
    expect(cache.size).toBe(2);
    await notifier.publish(catalogChanged, { kind: 'products', productIds: ['p1'], reason: 'price' });
    expect(cache.size).toBe(0);
    expect((await fetchPage(cache, get('/'), render)).status).toBe('MISS');
    expect((await fetchPage(cache, get('/'), render)).status).toBe('HIT');
    await notifier.publish(contentChanged, { locale: 'de-de' });
    expect((await fetchPage(cache, get('/'), render)).status).toBe('MISS');
    await notifier.close();
  });

  it('drops every entry again once the search index has taken a change in', async () => {
    const notifier = createLocalNotifier();
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const indexListeners: Array<() => void> = [];
    const search = {
      onIndexChanged(listener: () => void) {
        indexListeners.push(listener);
        return () => {};
      },
    };
    invalidateOnChanges(cache, notifier, search);
    const { render } = pages();
    await notifier.publish(catalogChanged, { kind: 'products', productIds: ['p1'], reason: 'stock' });
    // Rendered after the change was heard but before the reindex: from the old index, and kept.
    await fetchPage(cache, get('/bohrmaschinen/'), render);
    expect(cache.size).toBe(1);
    for (const listener of indexListeners) listener();
    expect(cache.size).toBe(0);
    expect((await fetchPage(cache, get('/bohrmaschinen/'), render)).status).toBe('MISS');
    await notifier.close();
  });

  it('never stores a render marked incomplete, even when the mark comes while it streams', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    // The headers go out complete; the deferred footer's read fails while the body streams.
    const streamingFailure: RenderPage = async (request) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('<!DOCTYPE html><html><body><h1>menu</h1>'));
          await new Promise((resolve) => setTimeout(resolve, 5));
          markIncompleteRender(request);
          controller.enqueue(encoder.encode('<footer></footer></body></html>'));
          controller.close();
        },
      });
      return new Response(body, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.shared },
      });
    };
    expect((await fetchPage(cache, get('/'), streamingFailure)).status).toBe('MISS');
    expect(cache.size).toBe(0);
    expect((await fetchPage(cache, get('/'), streamingFailure)).status).toBe('MISS');
  });

  it('keeps serving a complete stale page when its refresh comes out incomplete', async () => {
    let clock = 1_000_000;
    const cache = createHtmlCache({ sessionCookie: SESSION, freshMs: 1000, staleMs: 5000, now: () => clock });
    const { render } = pages();
    await fetchPage(cache, get('/'), render);
    clock += 2000;
    const failing: RenderPage = async (request, nonce) => {
      markIncompleteRender(request);
      return render(request, nonce);
    };
    expect((await fetchPage(cache, get('/'), failing)).status).toBe('STALE');
    await cache.settled();
    const again = await fetchPage(cache, get('/'), failing);
    expect(again.status).toBe('STALE');
    expect(again.body).toContain('/ #1');
  });

  it('does not store a page whose render began before an invalidation', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render } = pages();
    const response = await cache.serve(get('/'), createNonce(), render);
    cache.invalidate(); // e.g. a price changed while the page was streaming
    await response.text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.size).toBe(0);
  });

  it('serves a stale page while one background render refreshes it', async () => {
    let clock = 1_000_000;
    const cache = createHtmlCache({ sessionCookie: SESSION, freshMs: 1000, staleMs: 5000, now: () => clock });
    const { render, renders } = pages();
    await fetchPage(cache, get('/'), render);
    clock += 2000;
    const stale = await fetchPage(cache, get('/'), render);
    expect(stale.status).toBe('STALE');
    expect(stale.body).toContain('/ #1');
    expect(stale.body).toContain(`nonce="${stale.nonce}"`);
    await cache.settled();
    expect(renders()).toBe(2);
    const refreshed = await fetchPage(cache, get('/'), render);
    expect(refreshed.status).toBe('HIT');
    expect(refreshed.body).toContain('/ #2');
    expect(refreshed.body).toContain(`nonce="${refreshed.nonce}"`);
    clock += 10_000; // beyond the stale window: rendered again in the request
    expect((await fetchPage(cache, get('/'), render)).status).toBe('MISS');
  });

  it('answers HEAD from the cache without a body', async () => {
    const cache = createHtmlCache({ sessionCookie: SESSION });
    const { render } = pages();
    await fetchPage(cache, get('/'), render);
    const head = await cache.serve(get('/', undefined, 'HEAD'), createNonce(), render);
    expect(head.headers.get('x-cache')).toBe('HIT');
    expect(await head.text()).toBe('');
  });
});
