/** The document paints before its hydration JavaScript is fetched (docs/decisions/200). */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { paintFirst, paintFirstStream } from './paint-first.server.ts';

const NONCE = 'bm9uY2U=';
/** A document as React Router 7 writes it (<Scripts>: preloads hoisted into the head, bootstrap last). */
const DOCUMENT = [
  '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/assets/listing-x.css" data-precedence="default"/>',
  '<title>Elektrowerkzeuge | Toolyard</title>',
  `<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/chunk-b.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-c.js" nonce="${NONCE}"/>`,
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-d.css"/>`,
  '</head><body><main><h1>Größe – ½″ Bohrfutter</h1></main>',
  `<script nonce="${NONCE}">window.__reactRouterContext = {"ssr":true};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-c.js";`,
  'import * as route1 from "/assets/catch-all-e.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"catch-all":route1};',
  '',
  'import("/assets/entry.client-a.js");</script>',
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[1]");</script>`,
  '</body></html>',
].join('');

/** The same with the route manifest as a module (routeDiscovery "initial", decision 238). */
const WITH_MANIFEST_MODULE = DOCUMENT.replace(
  `<link rel="modulepreload" href="/assets/entry.client-a.js"`,
  `<link rel="modulepreload" href="/assets/manifest-f.js" nonce="${NONCE}"/><link rel="modulepreload" href="/assets/entry.client-a.js"`,
)
  .replace(
    'type="module" async="">import * as route0',
    'type="module" async="">import "/assets/manifest-f.js";\nimport * as route0',
  )
  .replace('  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-a.js"}};', '');

/** A document's bootstrap script as a function of the browser globals it uses; `import()` calls `load`. */
function compileBootstrap(html: string) {
  const code = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return new Function(
    'window',
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'setTimeout',
    'load',
    `return (async () => { ${code.replaceAll('import(', 'load(')} })();`,
  ) as (...globals: unknown[]) => Promise<void>;
}

/** Runs a rewritten bootstrap with a browser stand-in; `import()` is recorded instead of loading. */
function runBootstrap(html: string, visibility: 'visible' | 'hidden' = 'visible') {
  const events: string[] = [];
  const observers: ((list: { getEntries(): { name: string }[] }, observer: unknown) => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string; onload: () => void }) => {
        events.push(`${link.rel} ${link.href}`);
        setImmediate(link.onload);
      },
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const load = async (href: string) => {
    events.push(`import ${href}`);
    return { href };
  };
  const started = compileBootstrap(html)(
    window,
    document,
    PerformanceObserver,
    () => 0,
    () => 0,
    load,
  );
  const paint = (name: string) => {
    for (const callback of observers) callback({ getEntries: () => [{ name }] }, { disconnect() {} });
  };
  return { events, window, paint, started };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('paintFirst', () => {
  it('takes the module preloads out of the head and leaves the rest of the document as it was', () => {
    const html = paintFirst(DOCUMENT) ?? '';
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/listing-x.css" data-precedence="default"/>');
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-d.css"/>`);
    expect(html).toContain('<h1>Größe – ½″ Bohrfutter</h1>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {"ssr":true};</script>`);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">`);
    expect(html).toContain('enqueue("[1]")');
    // No static import left: nothing is fetched while the document parses.
    expect(html).not.toMatch(/import \* as/);
  });

  it('fetches nothing before the first contentful paint, then preloads, the route modules and the entry', async () => {
    const { events, window, paint } = runBootstrap(paintFirst(DOCUMENT) ?? '');
    await settle();
    expect(events).toEqual([]);
    paint('first-paint');
    await settle();
    expect(events).toEqual([]);
    paint('first-contentful-paint');
    await settle();
    expect(events).toEqual([
      'modulepreload /assets/entry.client-a.js',
      'modulepreload /assets/chunk-b.js',
      'modulepreload /assets/root-c.js',
      'import /assets/root-c.js',
      'import /assets/catch-all-e.js',
      'import /assets/entry.client-a.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-c.js' },
      'catch-all': { href: '/assets/catch-all-e.js' },
    });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-a.js' } });
  });

  it('imports the route manifest module with the route modules, after the first paint and before the entry', async () => {
    const html = paintFirst(WITH_MANIFEST_MODULE) ?? '';
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/import "/);
    const { events, window, paint } = runBootstrap(html);
    await settle();
    expect(events).toEqual([]);
    paint('first-contentful-paint');
    await settle();
    expect(events).toEqual([
      'modulepreload /assets/manifest-f.js',
      'modulepreload /assets/entry.client-a.js',
      'modulepreload /assets/chunk-b.js',
      'modulepreload /assets/root-c.js',
      'import /assets/root-c.js',
      'import /assets/catch-all-e.js',
      'import /assets/manifest-f.js',
      'import /assets/entry.client-a.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-c.js' },
      'catch-all': { href: '/assets/catch-all-e.js' },
    });
  });

  it('without paint timing, starts after the first animation frame', async () => {
    const events: string[] = [];
    const frames: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      createElement: () => ({}),
      head: {
        appendChild: (link: { href: string; onload: () => void }) => {
          events.push(`modulepreload ${link.href}`);
          setImmediate(link.onload);
        },
      },
    };
    void compileBootstrap(paintFirst(DOCUMENT) ?? '')(
      {},
      document,
      undefined,
      (frame: () => void) => frames.push(frame),
      (callback: () => void) => setImmediate(callback),
      async (href: string) => events.push(`import ${href}`),
    );
    await settle();
    expect(events).toEqual([]);
    for (const frame of frames) frame();
    await settle();
    expect(events.at(-1)).toBe('import /assets/entry.client-a.js');
  });

  it('starts at once in a hidden tab, which paints no frame', async () => {
    const { events } = runBootstrap(paintFirst(DOCUMENT) ?? '', 'hidden');
    await settle();
    expect(events.at(-1)).toBe('import /assets/entry.client-a.js');
  });

  it('leaves a document without the known bootstrap alone', () => {
    expect(paintFirst('<!DOCTYPE html><html><head></head><body><p>x</p></body></html>')).toBeNull();
    const splitModules = DOCUMENT.replace(
      'import * as route1 from "/assets/catch-all-e.js";',
      'import * as route1_main from "/assets/catch-all-e.js";\nconst route1 = {...route1_main};',
    );
    expect(paintFirst(splitModules)).toBeNull();
    // The bootstrap not yet complete (an earlier flush): wait for more.
    expect(paintFirst(DOCUMENT.slice(0, DOCUMENT.indexOf('import("/assets/entry')))).toBeNull();
  });
});

describe('paintFirstStream', () => {
  async function through(chunks: Buffer[]): Promise<{ body: Buffer; finals: number }> {
    let finals = 0;
    const stream = Readable.from(chunks).pipe(paintFirstStream(() => finals++));
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return { body: Buffer.concat(parts), finals };
  }

  it('rewrites the document however React splits it, multi-byte characters included', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    const expected = Buffer.from(paintFirst(DOCUMENT) ?? '', 'utf8');
    const umlaut = bytes.indexOf(Buffer.from('ö', 'utf8'));
    for (const cut of [1, umlaut + 1, bytes.length - 200, bytes.length - 1]) {
      const { body, finals } = await through([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(body.toString('utf8')).toBe(expected.toString('utf8'));
      expect(finals).toBe(1);
    }
  });

  it('rewrites the document when React writes it in many small chunks, marks cut between them', async () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    const expected = Buffer.from(paintFirst(DOCUMENT) ?? '', 'utf8');
    for (const size of [7, 64, 1000]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const { body, finals } = await through(chunks);
      expect(body.toString('utf8')).toBe(expected.toString('utf8'));
      expect(finals).toBe(1);
    }
  });

  it('passes a document without the bootstrap through byte for byte', async () => {
    const plain = Buffer.from('<!DOCTYPE html><html><body><p>Größe ½″</p></body></html>', 'utf8');
    const { body } = await through([plain.subarray(0, 40), plain.subarray(40)]);
    expect(body.equals(plain)).toBe(true);
  });
});
