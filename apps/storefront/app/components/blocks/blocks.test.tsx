import { seededPages } from '@toolyard/content';
import { LOCALE_CODES } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import type { I18nLogger } from '../../i18n/index.ts';
import { renderWithI18n, sampleData } from './fixtures.tsx';
import { sanitizeBlockHtml } from './html-injection.server.ts';
import { classifyHref } from './links.tsx';
import { blockDataNeeds, prepareBlocks, type RenderMode, UnknownBlockError } from './prepare.server.ts';
import { RenderBlocks, type RenderBlocksProps } from './RenderBlocks.tsx';

function recorder() {
  const lines: string[] = [];
  const logger: I18nLogger = {
    warn: (message, details) => lines.push(`warn ${message} ${JSON.stringify(details)}`),
    error: (message, details) => lines.push(`error ${message} ${JSON.stringify(details)}`),
  };
  return { lines, logger };
}

const image = {
  src: 'https://cdn.example.com/hero.jpg',
  alt: 'Workbench with tools',
  width: 1200,
  height: 800,
};
const hero = {
  name: 'Hero',
  props: {
    title: 'Tools for professionals',
    text: 'Fast delivery',
    image,
    cta: { label: 'Shop now', href: '/search' },
  },
};

const quiet: I18nLogger = { warn: () => {}, error: (message) => console.error(message) };

/** What a page does: the loader checks the stored blocks (server), the component renders them. */
const render = async (
  blocks: readonly unknown[],
  extra: Partial<Omit<RenderBlocksProps, 'blocks'>> & { mode?: RenderMode; logger?: I18nLogger } = {},
  locale?: string,
) => {
  const { mode = 'production', logger = quiet, ...props } = extra;
  return renderWithI18n(
    <RenderBlocks
      blocks={prepareBlocks(blocks, mode, logger)}
      data={sampleData}
      ownHosts={['toolyard.de', 'localhost']}
      {...props}
    />,
    locale,
  );
};

describe('RenderBlocks', () => {
  it('throws a module-not-found error for an unknown block in development', async () => {
    const attempt = render([hero, { name: 'Marquee', props: {} }], { mode: 'development' });
    await expect(attempt).rejects.toBeInstanceOf(UnknownBlockError);
    await expect(attempt).rejects.toMatchObject({ code: 'MODULE_NOT_FOUND', blockName: 'Marquee' });
  });

  it('logs and skips an unknown block in production, rendering the others', async () => {
    const { lines, logger } = recorder();
    const html = await render([{ name: 'Marquee', props: {} }, hero], { logger });
    expect(html).toContain('Tools for professionals');
    expect(html).not.toContain('Marquee');
    expect(lines).toEqual([`error Unknown CMS block skipped {"index":0,"name":"Marquee"}`]);
  });

  it('logs and skips a block whose content does not match its schema, in both modes', async () => {
    for (const mode of ['development', 'production'] as const) {
      const { lines, logger } = recorder();
      const html = await render(
        [
          { name: 'Hero', props: { title: 'No image' } },
          { name: 'Heading', props: { text: 'Still here' } },
        ],
        { mode, logger },
      );
      expect(html).not.toContain('No image');
      expect(html).toContain('Still here');
      expect(lines[0]).toContain('Invalid CMS block content skipped');
      expect(lines[0]).toContain('image');
    }
  });

  it('renders nothing for no valid blocks', async () => {
    expect(await render([])).toBe('');
  });

  it('makes the first Hero the h1 with an eager image and later images lazy', async () => {
    const html = await render([
      hero,
      { ...hero, props: { ...hero.props, title: 'Second' } },
      { name: 'Heading', props: { text: 'x' } },
      { name: 'Heading', props: { text: 'y' } },
      { ...hero, props: { ...hero.props, title: 'Far below' } },
    ]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Tools for professionals<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Second<\/h2>/);
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).toContain('width="1200"');
    expect(images[0]).toContain('alt="Workbench with tools"');
    expect(images.at(-1)).toContain('loading="lazy"');
  });
});

describe('links', () => {
  it('keeps own domains internal and marks others external with nofollow', async () => {
    expect(classifyHref('/search?query=drill', [])).toEqual({
      kind: 'internal',
      path: '/search?query=drill',
    });
    expect(classifyHref('https://www.toolyard.de/garden/?page=2', ['toolyard.de'])).toEqual({
      kind: 'internal',
      path: '/garden/?page=2',
    });
    expect(classifyHref('http://de.localhost:3000/x', ['localhost'])).toEqual({
      kind: 'internal',
      path: '/x',
    });
    expect(classifyHref('https://toolyard.de.evil.com/', ['toolyard.de']).kind).toBe('external');
    const html = await render([
      {
        name: 'RichText',
        props: {
          content: [
            { type: 'link', link: { label: 'Manufacturer', href: 'https://makita.example.com/' } },
            { type: 'link', link: { label: 'Garden', href: 'https://toolyard.de/garden/' } },
          ],
        },
      },
    ]);
    expect(html).toContain(
      '<a href="https://makita.example.com/" class="tb-link-arrow" target="_blank" rel="nofollow noopener">',
    );
    expect(html).toContain('(opens in a new window)');
    expect(html).toContain('<a href="/garden/" class="tb-link-arrow">Garden</a>');
  });

  it('a link to another store of the shop keeps its host; only the current store’s URLs become paths', async () => {
    const own = ['de.localhost:3000', 'at.localhost:3000'];
    expect(classifyHref('https://at.localhost:3000/angebote/', own, 'de.localhost:3000')).toEqual({
      kind: 'own-site',
      url: 'https://at.localhost:3000/angebote/',
    });
    expect(classifyHref('http://de.localhost:3000/angebote/', own, 'de.localhost:3000')).toEqual({
      kind: 'internal',
      path: '/angebote/',
    });
    expect(classifyHref('https://blog.toolyard.de/tipps', ['toolyard.de'], 'toolyard.de').kind).toBe(
      'own-site',
    );
    expect(classifyHref('https://toolyard.de.evil.com/', ['toolyard.de'], 'toolyard.de').kind).toBe(
      'external',
    );
    const links = [
      { type: 'link', link: { label: 'Austria', href: 'https://toolyard.at/angebote/' } },
      { type: 'link', link: { label: 'Here', href: 'https://www.toolyard.de/garden/' } },
    ];
    const html = await render([{ name: 'RichText', props: { content: links } }], {
      ownHosts: ['toolyard.de', 'toolyard.at'],
      currentHost: 'toolyard.de',
    });
    // Same window, no nofollow: it is the shop's own site.
    expect(html).toContain('<a href="https://toolyard.at/angebote/" class="tb-link-arrow">Austria</a>');
    expect(html).toContain('<a href="/garden/" class="tb-link-arrow">Here</a>');
    expect(
      sanitizeBlockHtml(
        '<a href="https://toolyard.at/x" target="_blank">x</a>',
        ['toolyard.at'],
        'toolyard.de',
      ),
    ).toBe('<a href="https://toolyard.at/x">x</a>');
  });
});

describe('blocks', () => {
  it('HeroBanner shows each banner as a link with its call to action', async () => {
    const html = await render([
      {
        name: 'HeroBanner',
        props: {
          banners: [
            {
              title: 'Sale',
              badge: '%',
              image: { ...image, alt: '' },
              link: { label: 'Discover', href: '/search?tags=on-sale' },
            },
          ],
        },
      },
    ]);
    expect(html).toContain('aria-label="HP Slider"');
    expect(html).toMatch(/<a href="\/search\?tags=on-sale" class="tb-banner">.*Sale.*Discover/);
  });

  it('CategoryBoxes link to the catalog category, or to a search when the catalog lacks it', async () => {
    const html = await render([
      {
        name: 'CategoryBoxes',
        props: {
          title: 'Popular categories',
          items: [
            { categoryKey: 'all-power', title: 'Power tools' },
            { categoryKey: 'welding', title: 'Welding' },
          ],
        },
      },
    ]);
    expect(html).toMatch(/<h2[^>]*>Popular categories<\/h2>/);
    expect(html).toContain('href="/power-tools/"');
    expect(html).toContain('href="/search?query=Welding"');
  });

  it('ProductGroupsSlider shows products with localised prices in tabs and hides empty groups', async () => {
    const props = {
      title: 'Recommended',
      groups: [
        { key: 'bestsellers', label: 'Bestsellers', source: { kind: 'tag', tag: 'bestseller' } },
        { key: 'new', label: 'New arrivals', source: { kind: 'tag', tag: 'new' } },
        { key: 'on-sale', label: 'On sale', source: { kind: 'tag', tag: 'on-sale' } },
      ],
    };
    const html = await render([{ name: 'ProductGroupsSlider', props }], {}, 'de-DE');
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).not.toContain('On sale');
    expect(html).toContain('Cordless drill 18 V with two batteries');
    expect(html).toContain('129,90\u00a0€');
    expect(html).toContain('<s class="tb-price tb-price--before">159,90\u00a0€</s>');
    expect(html).toContain('Nicht auf Lager');
    expect(html).not.toContain('Laser level');
    expect(await render([{ name: 'ProductGroupsSlider', props }], { data: {} })).toBe(
      '<div class="tb-blocks"></div>',
    );
  });

  it('UspSection, TrustedBrands and DepartmentBlock fall back to UI messages for their titles', async () => {
    const html = await render(
      [
        { name: 'UspSection', props: { items: [{ icon: 'truck', title: 'Free shipping from €59.00' }] } },
        {
          name: 'TrustedBrands',
          props: { brands: [{ name: 'Makita', href: '/search?brand=Makita' }, { name: 'Stanley' }] },
        },
        {
          name: 'DepartmentBlock',
          props: { departments: [{ categoryKey: 'all-garden', title: 'Garden', icon: 'garden' }] },
        },
      ],
      {},
      'fr-FR',
    );
    expect(html).toContain('Free shipping from €59.00');
    expect(html).toMatch(/<h2[^>]*>Marques de confiance<\/h2>/);
    expect(html).toContain('<span class="tb-brand__word">Stanley</span>');
    expect(html).toMatch(/<nav class="tb-section tb-departments"[^>]*><h2[^>]*>Acheter par rayon<\/h2>/);
    expect(html).toContain('href="/garden/"');
  });

  it('Newsletter is a working form with a labelled e-mail field and required consent', async () => {
    const html = await render([{ name: 'Newsletter', props: {} }], {
      newsletterAction: '/api/newsletter/subscribe',
    });
    expect(html).toContain('action="/api/newsletter/subscribe"');
    expect(html).toMatch(/<label for="([^"]+)-email"[^>]*>Your e-mail address<\/label>/);
    expect(html).toContain('type="email"');
    expect(html).toContain('name="consent"');
    expect(html).toContain('Subscribe to our newsletter');
  });

  it('Alert, Heading, NotificationBanner, PromoBanners, TrustedPayments and FaqSection render their content', async () => {
    const html = await render([
      { name: 'Alert', props: { tone: 'warning', title: 'Delays', text: 'Carriers are slower this week.' } },
      { name: 'Heading', props: { text: 'Workshop deals', level: 3, subtitle: 'Until Sunday' } },
      {
        name: 'NotificationBanner',
        props: { text: 'Black Friday is here', link: { label: 'See offers', href: '/search' } },
      },
      {
        name: 'PromoBanners',
        props: { items: [{ title: 'Compressors', image, link: { label: 'Shop', href: '/compressors/' } }] },
      },
      { name: 'TrustedPayments', props: { methods: ['scheme', 'paypal', 'cod'] } },
      {
        name: 'FaqSection',
        props: { title: 'FAQ', items: [{ question: 'How fast?', answer: 'Two days.' }] },
      },
    ]);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<h3 class="tb-section__title">Workshop deals<\/h3>/);
    expect(html).toContain('Black Friday is here');
    expect(html).toContain('href="/compressors/"');
    expect(html).toContain('Credit or debit card');
    expect(html).toContain('Cash on delivery');
    expect(html).toContain('<summary>How fast?</summary>');
  });

  it('RichText renders structured content without letting HTML through', async () => {
    const html = await render([
      {
        name: 'RichText',
        props: {
          title: 'About',
          content: [
            { type: 'paragraph', text: '<script>alert(1)</script>' },
            { type: 'list', items: ['One', 'Two'] },
          ],
        },
      },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<li>One</li>');
  });
});

describe('seeded pages', () => {
  it('render for every store variant in development mode without a logged problem', async () => {
    for (const locale of LOCALE_CODES) {
      const { lines, logger } = recorder();
      const pages = seededPages(locale);
      const home = await render(pages.home, { mode: 'development', logger }, locale);
      const notFound = await render(pages['not-found'], { mode: 'development', logger }, locale);
      expect(lines, locale).toEqual([]);
      expect(home.match(/<h1/g), locale).toHaveLength(1);
      expect(notFound, locale).toContain('tb-departments');
    }
  });

  it('tell the loader which categories and product groups to fetch', () => {
    const needs = blockDataNeeds(prepareBlocks(seededPages('de-de').home, 'development', quiet));
    expect(needs.categoryKeys).toContain('all-power');
    expect(needs.productGroups.map((group) => group.key)).toEqual(['bestsellers', 'new', 'on-sale']);
  });
});
