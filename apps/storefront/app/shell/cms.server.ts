/**
 * CMS pages for route loaders (server only): the blocks of a page key, checked against their
 * schemas here so the browser gets plain, valid data, plus the catalog data they need.
 */
import { blockDataNeeds, prepareBlocks } from '../components/blocks/prepare.server.ts';
import { consoleLogger } from '../i18n/index.ts';
import type { CmsPage } from './cms.ts';
import type { ShellContext } from './context.ts';

const MODE = import.meta.env.DEV ? 'development' : 'production';

/** Checked blocks of a page key, or null when there is no content (or none of it is valid). */
export async function loadCmsBlocks(shell: ShellContext, pageKey: string) {
  const stored = shell.content ? await shell.content.blocksOf(pageKey) : null;
  if (!stored || stored.length === 0) return null;
  const blocks = prepareBlocks(stored, MODE, consoleLogger);
  return blocks.length > 0 ? blocks : null;
}

export async function loadCmsPage(shell: ShellContext, pageKey: string): Promise<CmsPage | null> {
  const blocks = await loadCmsBlocks(shell, pageKey);
  if (!blocks) return null;
  const needs = blockDataNeeds(blocks);
  const data: CmsPage['data'] = {};
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
  return { blocks, data, hasNewsletterBlock: blocks.some((block) => block.name === 'Newsletter') };
}
