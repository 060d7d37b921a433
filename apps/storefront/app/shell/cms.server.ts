/**
 * CMS pages for route loaders (server only): the blocks of a page key, checked against their
 * schemas here so the browser gets plain, valid data, plus the catalog data they need.
 */

import type { ProductQuery } from '@toolyard/content/blocks';
import { type CurrencyCode, money } from '@toolyard/domain';
import { loadCampaigns } from '../campaigns/campaigns.server.ts';
import type { ProductCard } from '../components/blocks/environment.tsx';
import { shopHosts } from '../components/blocks/links.tsx';
import { blockDataNeeds, prepareBlocks } from '../components/blocks/prepare.server.ts';
import type { PreparedBlock } from '../components/blocks/prepared.ts';
import { preloadBlockCode } from '../components/blocks/registry.ts';
import { consoleLogger } from '../i18n/index.ts';
import { languagePrefix } from '../store/domain-map.ts';
import { loadStoreReviewFigures } from '../trust/trust.server.ts';
import type { CmsPage } from './cms.ts';
import type { ShellContext } from './context.ts';

const MODE = import.meta.env.DEV ? 'development' : 'production';

/**
 * Checked (and sanitised) blocks per stored block list and own hosts. The content store hands out
 * the same list until the page changes (it caches pages, decision 195), so schemas and sanitize-html
 * run once per page version instead of on every render; a new version is a new list.
 */
const preparedCache = new WeakMap<object, Map<string, PreparedBlock[]>>();

/** Checked blocks of a page key, or null when there is no content (or none of it is valid). */
export async function loadCmsBlocks(shell: ShellContext, pageKey: string) {
  const stored = shell.content ? await shell.content.blocksOf(pageKey) : null;
  if (!stored || stored.length === 0) return null;
  // The shop's own hosts, so HtmlInjection links to them stay internal (decision 166): paths when
  // they are this store's, absolute (same window, no nofollow) when another store's.
  const { ownHosts, currentHost } = shopHosts(shell.origins ?? {}, shell.store.country);
  const hostsKey = `${currentHost ?? ''} ${ownHosts.join(' ')}`;
  let byHosts = preparedCache.get(stored);
  let blocks = byHosts?.get(hostsKey);
  if (!blocks) {
    blocks = prepareBlocks(stored, MODE, consoleLogger, {
      ownHosts,
      ...(currentHost ? { currentHost } : {}),
    });
    if (!byHosts) {
      byHosts = new Map();
      preparedCache.set(stored, byHosts);
    }
    // A few host sets per list (one per domain the store answers on); bounded against odd hosts.
    if (byHosts.size < 32) byHosts.set(hostsKey, blocks);
  }
  return blocks.length > 0 ? blocks : null;
}

/**
 * Products of a ProductListing/ProductZone/HomeProducts block through the search port (the same
 * index and prices as the listings); none without search or when the query fails.
 */
async function searchProducts(
  shell: ShellContext,
  query: ProductQuery,
  limit: number,
): Promise<ProductCard[]> {
  if (!shell.search) return [];
  const outcome = await shell.search.search({
    text: query.text,
    filters: { ...(query.tags ? { tags: query.tags } : {}), ...(query.brand ? { brand: query.brand } : {}) },
    sort: query.sort,
    hitsPerPage: limit,
  });
  if (!outcome.ok) {
    console.warn(`CMS product block query refused: ${outcome.error.message}`);
    return [];
  }
  const prefix = languagePrefix(shell.store, shell.language);
  return outcome.value.hits.map((hit) => {
    const currency = hit.currency as CurrencyCode;
    return {
      sku: hit.sku,
      name: hit.name,
      href: `${prefix}/${hit.slug}`,
      brand: hit.brand ?? undefined,
      image: hit.imageUrl ? { src: hit.imageUrl, alt: hit.name } : null,
      price: money(currency, hit.price),
      originalPrice: hit.standardPrice > hit.price ? money(currency, hit.standardPrice) : null,
      rating: hit.reviewCount > 0 ? { average: hit.rating, count: hit.reviewCount } : null,
      inStock: hit.inStock,
    };
  });
}

export async function loadCmsPage(shell: ShellContext, pageKey: string): Promise<CmsPage | null> {
  const blocks = await loadCmsBlocks(shell, pageKey);
  if (!blocks) return null;
  const data: CmsPage['data'] = {};
  // RenderContent: the shown pages' blocks, one level deep (a RenderContent inside is dropped).
  const embeddedKeys = blockDataNeeds(blocks).embeddedPages.filter((key) => key !== pageKey);
  if (embeddedKeys.length > 0) {
    const pages = await Promise.all(
      embeddedKeys.map(async (key) => [key, (await loadCmsBlocks(shell, key)) ?? []] as const),
    );
    data.embedded = Object.fromEntries(
      pages.map(([key, list]) => [key, list.filter((block) => block.name !== 'RenderContent')]),
    );
  }
  const all = [...blocks, ...Object.values(data.embedded ?? {}).flat()];
  const needs = blockDataNeeds(all);
  // Blocks in chunks of their own are loaded before the render, so the HTML is complete.
  await preloadBlockCode(all);
  const searched = await Promise.all(
    needs.productSearches.map(
      async (search) => [search.key, await searchProducts(shell, search.query, search.limit)] as const,
    ),
  );
  if (shell.catalog) {
    const catalog = shell.catalog;
    const [categories, groups] = await Promise.all([
      catalog.categoriesByKeys(needs.categoryKeys),
      Promise.all(
        needs.productGroups.map(
          async (group) => [group.key, await catalog.productGroup(group.source, group.limit)] as const,
        ),
      ),
    ]);
    const unknown = needs.categoryKeys.filter((key) => !categories[key]);
    if (unknown.length > 0)
      console.warn(`CMS page "${pageKey}" refers to categories the catalog lacks: ${unknown.join(', ')}`);
    data.categories = categories;
    data.productGroups = Object.fromEntries(groups);
  }
  if (searched.length > 0) data.productGroups = { ...data.productGroups, ...Object.fromEntries(searched) };
  if (all.some((block) => block.name === 'TrustReviewCarousel')) {
    const storeReviews = await loadStoreReviewFigures(shell);
    if (storeReviews) data.storeReviews = storeReviews;
  }
  if (all.some((block) => block.name === 'CampaignBanner' || block.name === 'CampaignCountdown')) {
    // The store's campaigns decide when these show (never CMS dates); the browser re-checks them.
    const renderedAt = Date.now();
    data.storeCampaigns = { campaigns: await loadCampaigns(shell, renderedAt), renderedAt };
  }
  return { blocks, data, hasNewsletterBlock: blocks.some((block) => block.name === 'Newsletter') };
}
