/**
 * Accessibility of the seeded pages in a real browser: the server-rendered blocks with the shop's
 * stylesheet (tokens, shell and blocks), checked by axe-core (contrast, names, labels, landmarks).
 * Needs Chromium at /usr/bin/chromium (as the e2e project does); skipped where it is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { seededPages, showcasePage } from '@toolyard/content';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleLogger } from '../../i18n/index.ts';
import { BLOCK_ROWS, showcaseData } from './block-table.tsx';
import { renderWithI18n, sampleData } from './fixtures.tsx';
import { prepareBlocks } from './prepare.server.ts';
import { RenderBlocks } from './RenderBlocks.tsx';
import { preloadBlockCode } from './registry.ts';

const CHROMIUM = '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** The document's stylesheet as the build links it: styles/app.css with its @imports resolved. */
function appStylesheet(file: URL): string {
  return readFileSync(file, 'utf8').replace(/@import "([^"]+)";/g, (_, href: string) =>
    appStylesheet(new URL(href, file)),
  );
}
const css = appStylesheet(new URL('../../styles/app.css', import.meta.url));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser | undefined;
beforeAll(async () => {
  await preloadBlockCode(BLOCK_ROWS);
  if (existsSync(CHROMIUM)) {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function violations(locale: string, page: 'home' | 'not-found' | 'showcase', blocks?: unknown[]) {
  const body = await renderWithI18n(
    <RenderBlocks
      blocks={prepareBlocks(blocks ?? seededPages(locale as 'de-de')[page], 'development', consoleLogger)}
      data={page === 'showcase' ? showcaseData : sampleData}
    />,
    locale,
  );
  const html = `<!doctype html><html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><title>Toolyard</title><style>${css}</style></head><body><main>${body}</main></body></html>`;
  const tab = await browser!.newPage();
  try {
    await tab.setContent(html);
    await tab.addScriptTag({ content: axeSource });
    const result = (await tab.evaluate(
      'axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
    )) as AxeViolation[];
    return {
      result: result.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      bytes: Buffer.byteLength(html),
    };
  } finally {
    await tab.close();
  }
}

describe.skipIf(!existsSync(CHROMIUM))('accessibility of the seeded pages (axe-core in Chromium)', () => {
  for (const [locale, page] of [
    ['de-de', 'home'],
    ['el-gr', 'home'],
    ['fi-fi', 'not-found'],
  ] as const) {
    it(`${locale} ${page} has no serious or critical violations`, { timeout: 30_000 }, async () => {
      const { result } = await violations(locale, page);
      const severe = result
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(severe).toEqual([]);
    });
  }
});

const describeSevere = (result: AxeViolation[]) =>
  result.map(
    (violation) =>
      `${violation.id}: ${violation.help} at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

describe.skipIf(!existsSync(CHROMIUM))('accessibility of every block (axe-core in Chromium)', () => {
  it.each(BLOCK_ROWS)(
    '$name has no serious or critical violations',
    { timeout: 30_000 },
    async ({ name, example }) => {
      const { result } = await violations('en-gb', 'showcase', [{ name, props: example }]);
      expect(describeSevere(result)).toEqual([]);
    },
  );

  for (const locale of ['de-de', 'pl-pl', 'el-gr'] as const) {
    it(`the ${locale} showcase page has no serious or critical violations`, { timeout: 60_000 }, async () => {
      const { result } = await violations(locale, 'showcase', showcasePage(locale));
      expect(describeSevere(result)).toEqual([]);
    });
  }
});
