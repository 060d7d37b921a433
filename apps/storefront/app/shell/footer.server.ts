/** The footer's columns for the request's store variant (server only). */
import { FOOTER_BRAND_COUNT, type FooterColumn, footerColumns } from '../components/footer-links.ts';
import { fallbackTo, type ShellContext } from './context.ts';

/**
 * Links to the CMS pages the variant has (the content store's cached list) and the catalog's top
 * brands (cached per store). Without either source the links that depend on it are left out.
 */
export async function loadFooter(
  shell: Pick<ShellContext, 'content' | 'catalog' | 'degraded'>,
): Promise<FooterColumn[]> {
  const [pages, brands] = await Promise.all([
    shell.content ? shell.content.pageKeys().catch(fallbackTo(shell, new Set<string>())) : new Set<string>(),
    shell.catalog ? shell.catalog.topBrands(FOOTER_BRAND_COUNT).catch(fallbackTo(shell, [])) : [],
  ]);
  return footerColumns({ pages, brands });
}
