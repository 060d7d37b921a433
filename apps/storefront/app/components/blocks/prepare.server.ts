/**
 * Server-only half of the CMS blocks: checks stored blocks against their zod schemas (spec 000
 * §2.5) and works out what catalog data they need. Route loaders call it, so the browser receives
 * blocks that are already valid and never downloads zod or the schemas (docs/decisions/054).
 */
import {
  BLOCK_SCHEMAS,
  isBlockName,
  type ProductGroupSource,
  type ProductQuery,
  storedBlockSchema,
} from '@toolyard/content/blocks';
import type { I18nLogger } from '../../i18n/index.ts';
import { sanitizeBlockHtml } from './html-injection.server.ts';
import { type PreparedBlock, type RenderMode, UnknownBlockError } from './prepared.ts';

/** Blocks whose products the loader fetches by the block's own key (one group each). */
const PRODUCT_BLOCKS = new Set<string>(['ProductListing', 'ProductZone', 'HomeProducts']);
/** Blocks that refer to catalog categories by key in their items (or, FeaturedCategory, directly). */
const CATEGORY_ITEM_BLOCKS = new Set<string>([
  'CategoryBoxes',
  'CategoryBoxesLinks',
  'CategoryCards',
  'CategoryItems',
]);

/**
 * Valid blocks, in order. An unknown block name throws UnknownBlockError (module-not-found) in
 * development and is logged and skipped in production; content that does not match its schema is
 * logged and skipped in both modes.
 */
export function prepareBlocks(
  blocks: readonly unknown[],
  mode: RenderMode,
  logger: I18nLogger,
  options: { ownHosts?: readonly string[]; currentHost?: string } = {},
): PreparedBlock[] {
  const prepared: PreparedBlock[] = [];
  blocks.forEach((block, index) => {
    const stored = storedBlockSchema.safeParse(block);
    if (!stored.success) {
      logger.error('CMS block is not { name, props }; skipped', { index });
      return;
    }
    const { name, props } = stored.data;
    if (!isBlockName(name)) {
      if (mode === 'development') throw new UnknownBlockError(name);
      logger.error('Unknown CMS block skipped', { index, name });
      return;
    }
    const parsed = BLOCK_SCHEMAS[name].safeParse(props);
    if (!parsed.success) {
      logger.error('Invalid CMS block content skipped', {
        index,
        name,
        issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
      });
      return;
    }
    const content = parsed.data as Record<string, unknown>;
    if (name === 'HtmlInjection') {
      const html = sanitizeBlockHtml(String(content.html), options.ownHosts, options.currentHost);
      if (!html) {
        logger.error('HtmlInjection block is empty once sanitised; skipped', { index });
        return;
      }
      content.html = html;
    }
    prepared.push({ name, props: content });
  });
  return prepared;
}

/**
 * What the route loader must fetch for these blocks: category links, product groups (catalog) and
 * product searches (the search port, for ProductListing, ProductZone and HomeProducts).
 */
export function blockDataNeeds(blocks: readonly PreparedBlock[]): {
  categoryKeys: string[];
  productGroups: { key: string; source: ProductGroupSource; limit: number }[];
  productSearches: { key: string; query: ProductQuery; limit: number }[];
  /** Pages RenderContent blocks show. */
  embeddedPages: string[];
} {
  const embeddedPages = new Set<string>();
  const productSearches: { key: string; query: ProductQuery; limit: number }[] = [];
  const categoryKeys = new Set<string>();
  const productGroups: { key: string; source: ProductGroupSource; limit: number }[] = [];
  for (const block of blocks) {
    const props = block.props as {
      categoryKey?: string;
      productsKey?: string;
      pageKey?: string;
      query?: ProductQuery;
      limit?: number;
      items?: { categoryKey?: string }[];
      departments?: { categoryKey: string }[];
      groups?: { key: string; source: ProductGroupSource; limit: number }[];
    };
    if (CATEGORY_ITEM_BLOCKS.has(block.name))
      for (const item of props.items ?? []) if (item.categoryKey) categoryKeys.add(item.categoryKey);
    if (block.name === 'DepartmentBlock')
      for (const item of props.departments ?? []) categoryKeys.add(item.categoryKey);
    if (block.name === 'RenderContent' && props.pageKey) embeddedPages.add(props.pageKey);
    if (block.name === 'FeaturedCategory' && props.categoryKey) categoryKeys.add(props.categoryKey);
    if (PRODUCT_BLOCKS.has(block.name) && props.productsKey && props.query && props.limit)
      productSearches.push({ key: props.productsKey, query: props.query, limit: props.limit });
    if (block.name === 'ProductGroupsSlider') {
      for (const group of props.groups ?? []) {
        productGroups.push({ key: group.key, source: group.source, limit: group.limit });
        if (group.source.kind === 'category') categoryKeys.add(group.source.categoryKey);
      }
    }
  }
  return {
    categoryKeys: [...categoryKeys],
    productGroups,
    productSearches,
    embeddedPages: [...embeddedPages],
  };
}

export { type PreparedBlock, type RenderMode, UnknownBlockError } from './prepared.ts';
