/**
 * The header and footer written from the node's fragment cache (docs/decisions/269) are the bytes
 * React renders for them: a page that hits the cache is the page that missed it, which is what the
 * browser's hydration needs. Real components, real cache, React's streaming render.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFragmentCache } from '../../server/fragment-cache.ts';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import { ShellI18n } from '../components/ShellI18n.tsx';
import { loader } from '../root.tsx';
import { storeOfCountry } from '../store/domain-map.ts';
import type { ShellContext } from './context.ts';
import { FragmentContext, type FragmentLookup, type RenderFragments } from './fragment.tsx';
import type { RootData } from './root-data.ts';
import { VisitorContext } from './visitor.tsx';

async function rootData(): Promise<RootData> {
  const shell = {
    store: storeOfCountry('DE'),
    locale: 'de-de',
    language: 'de',
    prefix: null,
    routeKey: 'home',
    origin: 'http://de.localhost:3000',
    origins: {},
    customerId: null,
    appVersion: '0.0.0',
    catalog: null,
    content: null,
    newsletter: null,
    cartItemCount: null,
    testRoutes: false,
  } as unknown as ShellContext;
  const args = { request: new Request('http://de.localhost:3000/'), params: {}, context: { shell } };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

/** The shell as the server streams it once everything (the footer's deferred links) is ready. */
function render(root: RootData, fragments: FragmentLookup | null, url = '/'): Promise<string> {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <VisitorContext.Provider value={null}>
          <ShellI18n root={root}>
            <Header root={root} />
            <main>page</main>
            <Footer root={root} newsletter={false} />
          </ShellI18n>
        </VisitorContext.Provider>
      ),
    },
  ]);
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <FragmentContext.Provider value={fragments}>
        <Stub initialEntries={[url]} />
      </FragmentContext.Provider>,
      {
        onAllReady() {
          const out = new PassThrough();
          const chunks: Buffer[] = [];
          out.on('data', (chunk: Buffer) => chunks.push(chunk));
          out.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
          pipe(out);
        },
        onShellError: reject,
      },
    );
  });
}

/** Renders through a render's capture, as entry.server.tsx does after a miss. */
async function renderCaptured(root: RootData, fragments: RenderFragments, url = '/'): Promise<string> {
  const html = await render(root, fragments, url);
  const capture = fragments.capture();
  if (capture) {
    const ended = new Promise((resolve) => capture.on('finish', resolve));
    capture.resume();
    capture.end(html);
    await ended;
  }
  return html;
}

/** Counts the lookups answered from the cache. */
function counting(fragments: RenderFragments) {
  const hits: string[] = [];
  return {
    hits,
    fragments: {
      lookup(name: string, key: string) {
        const html = fragments.lookup(name, key);
        if (html !== undefined) hits.push(name);
        return html;
      },
      capture: () => fragments.capture(),
    },
  };
}

describe('shell fragments', () => {
  it('a page that hits the cache has the header and footer the missing page rendered, byte for byte', async () => {
    const root = await rootData();
    const cache = createFragmentCache();
    const missed = await renderCaptured(root, cache.forRender());
    expect(missed).toContain('data-fragment="header"');
    expect(missed).toContain('Kundenservice');
    expect(cache.size).toBe(2);

    const { hits, fragments } = counting(cache.forRender());
    expect(await render(root, fragments)).toBe(missed);
    expect(hits).toEqual(['header', 'footer']);
    // And both are what the browser renders, which has no fragment cache.
    expect(await render(root, null)).toBe(missed);
  });

  it('the search page’s header shows its query and is never taken from the cache', async () => {
    const root = await rootData();
    const cache = createFragmentCache();
    await renderCaptured(root, cache.forRender());
    const { hits, fragments } = counting(cache.forRender());
    const html = await render(root, fragments, '/search?query=Akkuschrauber');
    expect(html).toContain('value="Akkuschrauber"');
    expect(hits).toEqual(['footer']);
  });

  it('other root data (another menu, rating or language) is another fragment', async () => {
    const root = await rootData();
    const cache = createFragmentCache();
    await renderCaptured(root, cache.forRender());
    const renamed: RootData = {
      ...root,
      categories: root.categories.map((category, i) =>
        i === 0 ? { ...category, name: 'Neue Abteilung' } : category,
      ),
    };
    const { hits, fragments } = counting(cache.forRender());
    const html = await render(renamed, fragments);
    expect(html).toContain('Neue Abteilung');
    expect(hits).toEqual([]);
  });
});
