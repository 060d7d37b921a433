/** CMS pages for route loaders: the blocks of a page key plus the catalog data they need. */
import { type BlockData, blockDataNeeds } from '../components/blocks/index.ts';
import type { ShellContext } from './context.ts';

export interface CmsPage {
  blocks: readonly unknown[];
  data: BlockData;
  hasNewsletterBlock: boolean;
}

export async function loadCmsPage(shell: ShellContext, pageKey: string): Promise<CmsPage | null> {
  const blocks = shell.content ? await shell.content.blocksOf(pageKey) : null;
  if (!blocks || blocks.length === 0) return null;
  const needs = blockDataNeeds(blocks);
  const data: BlockData = {};
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
  const hasNewsletterBlock = blocks.some(
    (block) =>
      typeof block === 'object' && block !== null && (block as { name?: unknown }).name === 'Newsletter',
  );
  return { blocks, data, hasNewsletterBlock };
}
