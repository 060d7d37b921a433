/** The node's header and footer HTML (docs/decisions/269): what is kept, and when it is dropped. */
import type { Transform } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFragmentCache, fragmentHtml } from './fragment-cache.ts';

const page = (inner: string) =>
  `<!DOCTYPE html><html><body><header class="header" data-fragment="header">${inner}</header><main>x</main></body></html>`;

/** Writes `html` through a render's capture, as entry.server.tsx pipes React's output. */
async function captured(capture: Transform | null, html: string): Promise<string> {
  if (!capture) throw new Error('nothing to capture');
  const out: Buffer[] = [];
  capture.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => capture.on('end', resolve));
  // React writes the document in many chunks; a character may be cut between two.
  const bytes = Buffer.from(html);
  for (let at = 0; at < bytes.length; at += 7) capture.write(bytes.subarray(at, at + 7));
  capture.end();
  await ended;
  return Buffer.concat(out).toString('utf8');
}

describe('fragmentHtml', () => {
  it('takes the marked element’s inner HTML, nested elements of its kind included', () => {
    const inner = '<nav><header class="inner">a</header><header>b<header>c</header></header></nav>ä€';
    expect(fragmentHtml(page(inner), 'header')).toBe(inner);
    expect(fragmentHtml(page(inner), 'footer')).toBeNull();
  });

  it('keeps a finished Suspense boundary, not a pending or client-rendered one', () => {
    expect(fragmentHtml(page('<!--$--><p>done</p><!--/$-->'), 'header')).toBe('<!--$--><p>done</p><!--/$-->');
    expect(fragmentHtml(page('<!--$?--><template id="B:0"></template><!--/$-->'), 'header')).toBeNull();
    expect(fragmentHtml(page('<!--$!--><!--/$-->'), 'header')).toBeNull();
  });

  it('keeps nothing React would move or preload elsewhere, nor a useId value', () => {
    for (const inner of [
      '<img src="/a.svg" alt=""/>',
      '<script>x()</script>',
      '<style>a{}</style>',
      '<link rel="stylesheet" href="/a.css"/>',
      '<meta name="a" content="b"/>',
      '<title>t</title>',
      '<h2 id="_R_1r5_-title">News</h2>',
    ]) {
      expect(fragmentHtml(page(`<div>${inner}</div>`), 'header')).toBeNull();
    }
  });
});

describe('the fragment cache', () => {
  it('keeps a missed fragment from the document, passing the document on unchanged', async () => {
    const cache = createFragmentCache();
    const first = cache.forRender();
    expect(first.lookup('header', 'de')).toBeUndefined();
    expect(first.capture()).not.toBeNull();
    const html = page('<a href="/">Startseite – Übersicht</a>');
    expect(await captured(first.capture(), html)).toBe(html);
    const second = cache.forRender();
    expect(second.lookup('header', 'de')).toBe('<a href="/">Startseite – Übersicht</a>');
    expect(second.lookup('header', 'fr')).toBeUndefined();
    // A render that missed nothing has nothing to capture.
    const third = cache.forRender();
    third.lookup('header', 'de');
    expect(third.capture()).toBeNull();
  });

  it('drops everything on invalidate(), and a render begun before it stores nothing', async () => {
    const cache = createFragmentCache();
    const kept = cache.forRender();
    kept.lookup('header', 'de');
    await captured(kept.capture(), page('old'));
    expect(cache.size).toBe(1);

    const before = cache.forRender();
    before.lookup('header', 'at');
    cache.invalidate();
    expect(cache.size).toBe(0);
    await captured(before.capture(), page('rendered before the change'));
    expect(cache.size).toBe(0);
    expect(cache.forRender().lookup('header', 'de')).toBeUndefined();
  });

  it('stores nothing from a render whose reads failed (a fallback shown)', async () => {
    const cache = createFragmentCache();
    let complete = true;
    const render = cache.forRender(() => complete);
    render.lookup('header', 'de');
    complete = false;
    await captured(render.capture(), page('<a href="/">without its links</a>'));
    expect(cache.size).toBe(0);
  });

  it('stores nothing from a document without the fragment or with one that must not be kept', async () => {
    const cache = createFragmentCache();
    const render = cache.forRender();
    render.lookup('header', 'de');
    render.lookup('footer', 'de');
    await captured(render.capture(), page('<img src="/a.svg" alt=""/>'));
    expect(cache.size).toBe(0);
  });
});
