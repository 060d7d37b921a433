/**
 * Every block, one row each: its schema takes the seeded example and refuses broken content, and
 * the example renders what a visitor should see. Then the behaviour that matters per block kind.
 */
import { BLOCK_SCHEMAS, showcasePage } from '@toolyard/content';
import { LOCALE_CODES } from '@toolyard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18nLogger } from '../../i18n/index.ts';
import { BLOCK_ROWS, showcaseData } from './block-table.tsx';
import { renderWithI18n } from './fixtures.tsx';
import { sanitizeBlockHtml } from './html-injection.server.ts';
import { prepareBlocks } from './prepare.server.ts';
import { RenderBlocks } from './RenderBlocks.tsx';
import { BLOCK_REGISTRY, preloadBlockCode } from './registry.ts';

// What the page loaders do before rendering: load the blocks that are chunks of their own.
beforeAll(() => preloadBlockCode(Object.keys(BLOCK_SCHEMAS).map((name) => ({ name }))));

function recorder() {
  const lines: string[] = [];
  const logger: I18nLogger = {
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, details) => lines.push(`error ${message} ${JSON.stringify(details)}`),
  };
  return { lines, logger };
}

/** A block in a chunk of its own renders inside a Suspense boundary, which leaves its comment marks. */
const withoutSuspenseMarks = (html: string) => html.replace(/<!--\/?\$-->/g, '');

const render = (blocks: readonly unknown[], locale = 'en-GB', data = showcaseData) => {
  const { lines, logger } = recorder();
  return renderWithI18n(
    <RenderBlocks
      blocks={prepareBlocks(blocks, 'development', logger, { ownHosts: ['toolyard.de'] })}
      data={data}
      ownHosts={['toolyard.de', 'localhost']}
    />,
    locale,
  ).then((html) => ({ html, lines }));
};

describe.each(BLOCK_ROWS)('$name', ({ name, example, invalid, shows }) => {
  it('has a component and a schema that takes the example and refuses broken content', () => {
    expect(Object.hasOwn(BLOCK_REGISTRY, name)).toBe(true);
    const schema = BLOCK_SCHEMAS[name];
    expect(schema.safeParse(example).success).toBe(true);
    expect(schema.safeParse(invalid).success).toBe(false);
  });

  it('renders its example and is skipped (logged) with broken content', async () => {
    const good = await render([{ name, props: example }]);
    expect(good.lines).toEqual([]);
    expect(good.html).toContain(shows);
    const bad = await render([{ name, props: invalid }]);
    expect(bad.html).not.toContain(shows);
    expect(bad.lines[0]).toContain(`Invalid CMS block content skipped`);
  });
});

describe('block behaviour', () => {
  it('HtmlInjection is sanitised on the server and follows the link rule', async () => {
    const { html } = await render([
      {
        name: 'HtmlInjection',
        props: {
          html: '<p onclick="x()">Hi <a href="https://partner.example.com/a">partner</a> <a href="https://www.toolyard.de/garden/">garden</a></p><script>alert(1)</script><iframe src="https://x"></iframe>',
        },
      },
    ]);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<iframe');
    expect(html).toContain(
      '<a href="https://partner.example.com/a" rel="nofollow noopener" target="_blank">partner</a>',
    );
    expect(html).toContain('<a href="/garden/">garden</a>');
    expect(sanitizeBlockHtml('<script>x</script>')).toBe('');
    const empty = await render([{ name: 'HtmlInjection', props: { html: '<script>x</script>' } }]);
    expect(empty.html).toBe('');
    expect(empty.lines[0]).toContain('empty once sanitised');
  });

  it('Accordion and Tabs are react-aria widgets: a button per section, a tab list with one panel shown', async () => {
    const { html } = await render([
      { name: 'Accordion', props: BLOCK_ROWS.find((row) => row.name === 'Accordion')?.example },
      { name: 'Tabs', props: BLOCK_ROWS.find((row) => row.name === 'Tabs')?.example },
    ]);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toContain('role="tablist"');
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
    expect(html).toContain('Store batteries half charged');
  });

  it('Carousel shows its first slide and names the others for screen readers', async () => {
    const { html } = await render([
      { name: 'Carousel', props: BLOCK_ROWS.find((row) => row.name === 'Carousel')?.example },
    ]);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Slide 2 of 2" hidden=""');
    expect(html).toContain('Next slide');
  });

  it('product blocks show the products the loader found, and nothing without them', async () => {
    const listing = BLOCK_ROWS.find((row) => row.name === 'ProductListing')?.example;
    const { html } = await render([{ name: 'ProductListing', props: listing }], 'de-DE');
    expect(html).toContain('Cordless drill 18 V with two batteries');
    expect(html).toContain('129,90\u00a0€');
    const empty = await render([{ name: 'ProductListing', props: listing }], 'en-GB', {});
    expect(withoutSuspenseMarks(empty.html)).toBe('<div class="tb-blocks"></div>');
  });

  it('external links open in a new window with nofollow; landing keywords are internal searches', async () => {
    const linkout = BLOCK_ROWS.find((row) => row.name === 'LinkoutImage')?.example;
    const { html } = await render([{ name: 'LinkoutImage', props: linkout }], 'fr-FR');
    expect(html).toContain(
      'href="https://academy.example.com/" class="tb-figure__link" target="_blank" rel="nofollow noopener"',
    );
    expect(html).toContain('(s’ouvre dans une nouvelle fenêtre)');
  });

  it('RenderContent shows the embedded page below the fold, without a second h1 or a nested RenderContent', async () => {
    const hero = BLOCK_ROWS.find((row) => row.name === 'Hero')?.example;
    const embedded = prepareBlocks(
      [
        { name: 'Hero', props: hero },
        { name: 'RenderContent', props: { pageKey: 'home' } },
      ],
      'development',
      recorder().logger,
    );
    const { html } = await render(
      [
        { name: 'PageTitle', props: { title: 'Outer' } },
        { name: 'RenderContent', props: { pageKey: 'promo' } },
      ],
      'en-GB',
      { ...showcaseData, embedded: { promo: embedded, home: embedded } },
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="tb-hero-2000" class="tb-hero__title">Tools for professionals<\/h2>/);
    expect(html.match(/Tools for professionals/g)).toHaveLength(1);
    expect(html).toContain('loading="lazy"');
    const missing = await render([{ name: 'RenderContent', props: { pageKey: 'nowhere' } }]);
    expect(withoutSuspenseMarks(missing.html)).toBe('<div class="tb-blocks"></div>');
  });

  it('UI texts of the new blocks are translated', async () => {
    const { html } = await render(
      [
        { name: 'WorkingTime', props: BLOCK_ROWS.find((row) => row.name === 'WorkingTime')?.example },
        { name: 'Carousel', props: BLOCK_ROWS.find((row) => row.name === 'Carousel')?.example },
      ],
      'de-DE',
    );
    expect(html).toContain('Öffnungszeiten');
    expect(html).toContain('Folie 1 von 2');
  });
});

describe('showcase page', () => {
  it('has every block, and renders in every store variant without a logged problem', {
    timeout: 60_000,
  }, async () => {
    expect(new Set(showcasePage('de-de').map((block) => block.name))).toEqual(
      new Set(Object.keys(BLOCK_SCHEMAS)),
    );
    for (const locale of LOCALE_CODES) {
      const { html, lines } = await render(showcasePage(locale), locale);
      expect(lines, locale).toEqual([]);
      expect(html.match(/<h1/g)?.length, locale).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('TrustReviewCarousel', () => {
  it("shows only the store's own figures: none from the CMS, nothing without reviews", async () => {
    const block = [{ name: 'TrustReviewCarousel', props: { title: 'Reviews' } }];
    const withReviews = await render(block);
    expect(withReviews.html).toContain('4.6');
    expect(withReviews.html).toContain('Good prices, clear tracking.');
    const { storeReviews: _none, ...withoutReviews } = showcaseData;
    expect((await render(block, 'en-GB', withoutReviews)).html).not.toContain('Reviews');
    // Figures written into the CMS are refused, not shown.
    const invented = [{ name: 'TrustReviewCarousel', props: { score: { average: 4.9, count: 12480 } } }];
    expect((await render(invented, 'en-GB', withoutReviews)).html).not.toContain('4.9');
  });
});

describe('CampaignBanner and CampaignCountdown', () => {
  const DAY = 86_400_000;
  const both = (campaignName?: string) => [
    { name: 'CampaignBanner', props: campaignName ? { campaignName } : {} },
    { name: 'CampaignCountdown', props: campaignName ? { campaignName } : {} },
  ];
  /** The store's data with Black Friday's window set relative to the server's clock. */
  const at = (startsIn: number, endsIn: number) => {
    const renderedAt = Date.UTC(2026, 10, 27, 12);
    return {
      ...showcaseData,
      storeCampaigns: {
        renderedAt,
        campaigns: [{ name: 'black_friday', startsAt: renderedAt + startsIn, endsAt: renderedAt + endsIn }],
      },
    };
  };

  it('show the running store campaign, its listing link and the time left to its end', async () => {
    const { html, lines } = await render(both(), 'de-DE', at(-DAY, 2 * DAY + 3_600_000 + 61_000 - 1));
    expect(lines).toEqual([]);
    expect(html).toContain('data-campaign="black_friday"');
    expect(html).toContain('href="/search?refinementList%5Btags%5D%5B0%5D=campaign:black_friday"');
    // Both blocks count down to the campaign's last second: 2 days 01:01:01.
    expect(html.match(/01:01:01/g)).toHaveLength(2);
  });

  it('show nothing before the window opens, after it closes, or without store campaigns', async () => {
    for (const data of [at(DAY, 2 * DAY), at(-2 * DAY, -1), { ...showcaseData, storeCampaigns: undefined }]) {
      const { html, lines } = await render(both(), 'en-GB', data);
      expect(lines).toEqual([]);
      expect(html).toBe('<div class="tb-blocks"></div>');
    }
  });

  it('a named campaign shows only while that campaign runs, whatever else runs', async () => {
    expect((await render(both('cyber_week'))).html).not.toContain('campaign');
    expect((await render(both('black_friday'))).html).toContain('Shop the Black Friday offers');
  });
});
