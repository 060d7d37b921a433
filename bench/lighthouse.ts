/**
 * Lighthouse 12 (mobile: default emulation and simulated throttling) on home, a listing and a
 * product page (LIGHTHOUSE_PAGES) of two
 * stores, against the real server with a small demo catalog, after one discarded warm-up run.
 * Prints performance, accessibility, SEO and best-practices scores and writes
 * bench/results/lighthouse.json.
 *   node --import tsx bench/lighthouse.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStorefront } from '../e2e/server.ts';

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const STORES = (process.env.LIGHTHOUSE_STORES ?? 'de.localhost,be.localhost').split(',');
/** Pages per store: `/` (home), `plp` (the store's first category) and `pdp` (its first product), from its sitemap. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,plp,pdp').split(',');

/** The path of a page kind in a store, read from the store's own sitemap.xml. */
async function pathOf(host: string, port: number, page: string): Promise<string> {
  if (page.startsWith('/')) return page;
  const sitemap = await (
    await fetch(`http://127.0.0.1:${port}/sitemap.xml`, { headers: { host: `${host}:${port}` } })
  ).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  const found =
    page === 'pdp'
      ? paths.find((p) => /-\d{8}$/.test(p))
      : paths.find((p) => p !== '/' && p.endsWith('/') && p.split('/').length === 3);
  if (!found) throw new Error(`no ${page} in the sitemap of ${host}`);
  return found;
}
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  'best-practices': 100,
};

const server = await startStorefront({ products: 200, log: (line) => console.log(`[lighthouse] ${line}`) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
});
const results: { url: string; scores: Record<string, number> }[] = [];
try {
  // One discarded run first: a cold Chromium (disk cache, V8 code cache) costs the first report
  // 3–6 performance points that no visitor would see twice.
  await lighthouse(`http://${STORES[0]}:${server.port}/`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  for (const host of STORES)
    for (const page of PAGES) {
      const pagePath = await pathOf(host, server.port, page);
      const url = `http://${host}:${server.port}${pagePath}`;
      // Warm the server (first render compiles message formats) so the report measures steady state.
      await fetch(`http://127.0.0.1:${server.port}${pagePath}`, {
        headers: { host: `${host}:${server.port}` },
      });
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round((run.lhr.categories[category]?.score ?? 0) * 100),
        ]),
      );
      results.push({ url, scores });
      console.log(
        `${url}  ${CATEGORIES.map((c) => `${c} ${scores[c]}${(scores[c] ?? 0) >= TARGETS[c] ? '' : ` (target ${TARGETS[c]})`}`).join('  ')}`,
      );
      for (const [id, audit] of Object.entries(run.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          console.log(`   ${id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
          const items =
            (audit.details as { items?: { node?: { snippet?: string }; url?: unknown }[] } | undefined)
              ?.items ?? [];
          for (const item of items.slice(0, 3)) {
            if (item.node?.snippet) console.log(`      ${item.node.snippet}`);
            else if (typeof item.url === 'string') console.log(`      ${item.url}`);
          }
        }
      }
    }
} finally {
  chrome.kill();
  await server.stop();
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'lighthouse.json'),
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
