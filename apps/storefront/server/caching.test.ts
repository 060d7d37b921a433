/** Cache headers of product images and static files (docs/decisions/043 addendum). */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productImageSvg } from '@toolyard/commerce';
import { describe, expect, it } from 'vitest';
import { productImageUrl, productImageVersion, svgResponse, svgVersion } from './product-images.ts';
import { createStaticHandler } from './static.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('product image caching', () => {
  it('is immutable for a year when the URL carries the content version', () => {
    const v = svgVersion(SVG);
    const response = svgResponse(SVG, new Request(`http://x/media/products/a.svg?v=${v}`));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${v}"`);
  });

  it('is cached a day and revalidated by ETag without (or with a stale) version', async () => {
    const plain = svgResponse(SVG, new Request('http://x/media/products/a.svg?v=old'));
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = plain.headers.get('etag') ?? '';
    const again = svgResponse(
      SVG,
      new Request('http://x/media/products/a.svg', { headers: { 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('links images with the version of their content', () => {
    const version = svgVersion(productImageSvg('drill-brennwerk-3'));
    expect(productImageVersion('drill-brennwerk-3')).toBe(version);
    expect(productImageUrl('drill-brennwerk-3')).toBe(`/media/products/drill-brennwerk-3.svg?v=${version}`);
  });
});

describe('static files', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'toolyard-static-'));
  writeFileSync(path.join(root, 'favicon.svg'), SVG);
  const handle = createStaticHandler(root);

  it('revalidates unhashed files by ETag', async () => {
    const first = await handle(new Request('http://x/favicon.svg'));
    expect(first?.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first?.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await handle(new Request('http://x/favicon.svg', { headers: { 'if-none-match': etag } }));
    expect(again?.status).toBe(304);
  });
});
