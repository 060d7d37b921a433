/**
 * The lazy product video and the variant switcher as the server renders them (decision 187/188):
 * before the play button is pressed the page holds no player and no reference to the video, so
 * nothing of it is downloaded; the press itself is exercised in e2e/product-variants.e2e.ts.
 */
import { money } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../components/blocks/fixtures.tsx';
import { ProductVideo } from './ProductVideo.tsx';
import { VariantSwitcher } from './VariantSwitcher.tsx';

describe('ProductVideo before the press', () => {
  it.each([
    { kind: 'embed' as const, src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    { kind: 'file' as const, src: '/media/clip.mp4', type: 'video/mp4', captions: '/media/clip.vtt' },
  ])('$kind: only a labelled play button over the poster, no player, no video URL', async (video) => {
    const html = await renderWithI18n(
      <ProductVideo video={video} name="Tarkon Drill TK-5" poster="/media/products/drill.svg" />,
      'de-DE',
    );
    expect(html).toMatch(
      /<button type="button" class="pdp-video__poster" aria-label="Video abspielen: Tarkon Drill TK-5"/,
    );
    expect(html).toContain('src="/media/products/drill.svg"');
    expect(html).not.toMatch(/<iframe|<video|<source|<track/);
    expect(html).not.toContain(video.src);
    expect(html).not.toContain('clip.vtt');
    expect(html).not.toMatch(/autoplay/i);
  });
});

describe('VariantSwitcher', () => {
  const option = (sku: string, kind: string, cents: number, selected: boolean, inStock = true) => ({
    sku,
    kind,
    details: kind === 'set' ? ['750 W'] : [],
    price: money('EUR', cents),
    inStock,
    selected,
  });

  it('is a radio group named sku with the chosen variant checked, in a GET form (works without script)', async () => {
    const rendered = await renderWithI18n(
      <VariantSwitcher
        variants={[option('10010003', 'A', 45_99, false), option('18010003', 'set', 66_69, true, false)]}
      />,
      'en-IE',
    );
    // React separates adjacent text parts with comments; a reader sees them joined.
    const html = rendered.replaceAll('<!-- -->', '');
    expect(html).toMatch(/<form (class="pdp-variants" method="get"|method="get" class="pdp-variants")>/);
    expect(html).toContain('<legend>Variant</legend>');
    expect(html.match(/type="radio" name="sku"/g)).toHaveLength(2);
    expect(html).toContain('<input type="radio" name="sku" checked="" value="18010003"/>');
    expect(html).toContain('<input type="radio" name="sku" value="10010003"/>');
    expect(html).toContain('Set · 750 W');
    expect(html).toContain('€66.69 · Out of stock');
    expect(html).toMatch(/<button type="submit"[^>]*>Show variant<\/button>/);
  });

  it('is not shown for a single variant', async () => {
    const html = await renderWithI18n(<VariantSwitcher variants={[option('10010003', 'A', 45_99, true)]} />);
    expect(html).not.toContain('name="sku"');
  });
});
