/**
 * Server-only half of the CMS blocks: checks stored blocks against their zod schemas (spec 000
 * §2.5) and works out what catalog data they need. Route loaders call it, so the browser receives
 * blocks that are already valid and never downloads zod or the schemas (docs/decisions/054).
 */
import {
  BLOCK_SCHEMAS,
  isBlockName,
  type ProductGroupSource,
  storedBlockSchema,
} from '@toolyard/content/blocks';
import type { I18nLogger } from '../../i18n/index.ts';
import { type PreparedBlock, type RenderMode, UnknownBlockError } from './prepared.ts';

/**
 * Valid blocks, in order. An unknown block name throws UnknownBlockError (module-not-found) in
 * development and is logged and skipped in production; content that does not match its schema is
 * logged and skipped in both modes.
 */
export function prepareBlocks(
  blocks: readonly unknown[],
  mode: RenderMode,
  logger: I18nLogger,
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
    prepared.push({ name, props: parsed.data as Record<string, unknown> });
  });
  return prepared;
}

/** What the route loader must fetch for these blocks: category links and product groups. */
export function blockDataNeeds(blocks: readonly PreparedBlock[]): {
  categoryKeys: string[];
  productGroups: { key: string; source: ProductGroupSource; limit: number }[];
} {
  const categoryKeys = new Set<string>();
  const productGroups: { key: string; source: ProductGroupSource; limit: number }[] = [];
  for (const block of blocks) {
    const props = block.props as {
      items?: { categoryKey?: string }[];
      departments?: { categoryKey: string }[];
      groups?: { key: string; source: ProductGroupSource; limit: number }[];
    };
    if (block.name === 'CategoryBoxes')
      for (const item of props.items ?? []) if (item.categoryKey) categoryKeys.add(item.categoryKey);
    if (block.name === 'DepartmentBlock')
      for (const item of props.departments ?? []) categoryKeys.add(item.categoryKey);
    if (block.name === 'ProductGroupsSlider') {
      for (const group of props.groups ?? []) {
        productGroups.push({ key: group.key, source: group.source, limit: group.limit });
        if (group.source.kind === 'category') categoryKeys.add(group.source.categoryKey);
      }
    }
  }
  return { categoryKeys: [...categoryKeys], productGroups };
}

export { type PreparedBlock, type RenderMode, UnknownBlockError } from './prepared.ts';
