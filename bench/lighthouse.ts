/**
 * Lighthouse 12 (mobile: default emulation and simulated throttling) on home, a listing and a
 * product page (LIGHTHOUSE_PAGES) of two
 * stores, against the real server with a small demo catalog, after one discarded warm-up run.
 * Prints performance, accessibility, SEO and best-practices scores and writes
 * bench/results/lighthouse.json.
 *   node --import tsx bench/lighthouse.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStorefront } from '../e2e/server.ts';

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const STORES = (process.env.LIGHTHOUSE_STORES ?? 'de.localhost,be.localhost').split(',');
/** Pages per store: `/` (home), `plp` (the store's first category) and `pdp` (its first product), from its sitemap. */
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,plp,pdp').split(',');

/**
 * GET a page of one store. fetch() (undici) drops a `host` header, so every store answered as the
 * default one (the Slovak sitemap stood in for the German one); node:http sends it.
 */
function get(host: string, port: number, pagePath: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pagePath, headers: { host: `${host}:${port}` } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The path of a page kind in a store, read from the store's own sitemap.xml. */
async function pathOf(host: string, port: number, page: string): Promise<string> {
  if (page.startsWith('/')) return page;
  const sitemap = await get(host, port, '/sitemap.xml');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  if (page === 'pdp') {
    const found = paths.find((p) => /-\d{8}$/.test(p));
    if (found) return found;
  } else {
    // Information pages (/payment/…) are one segment too: the first page that renders a listing.
    for (const candidate of paths.filter((p) => p !== '/' && p.endsWith('/') && p.split('/').length === 3)) {
      const html = await get(host, port, candidate);
      if (html.includes('plp-layout')) return candidate;
    }
  }
  throw new Error(`no ${page} in the sitemap of ${host}`);
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
      await get(host, server.port, pagePath);
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      // LIGHTHOUSE_SAVE=<dir>: keep each full report (audit details: layout-shift-elements, LCP element…).
      if (process.env.LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(
          path.join(process.env.LIGHTHOUSE_SAVE, `${host}-${page === '/' ? 'home' : page}.json`),
          JSON.stringify(run.lhr),
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round((run.lhr.categories[category]?.score ?? 0) * 100),
        ]),
      );
      results.push({ url, scores });
      const metric = (id: string) => run.lhr.audits[id]?.displayValue ?? '?';
      console.log(
        `   CLS ${metric('cumulative-layout-shift')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  FCP ${metric('first-contentful-paint')}`,
      );
      console.log(
        `${url}  ${CATEGORIES.map((c) => `${c} ${scores[c]}${(scores[c] ?? 0) >= TARGETS[c] ? '' : ` (target ${TARGETS[c]})`}`).join('  ')}`,
      );
      for (const [id, audit] of Object.entries(run.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
          console.log(`   ${id}: ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
          const items =
            (audit.details as { items?: { node?: { snippet?: string }; url?: unknown }[] } | undefined)
              ?.items ?? [];
          for (const item of Array.isArray(items) ? items.slice(0, 3) : []) {
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
