/** A CMS page as route loaders hand it to the page: checked blocks plus the catalog data they need. */
import type { BlockData, PreparedBlock } from '../components/blocks/index.ts';

export interface CmsPage {
  blocks: readonly PreparedBlock[];
  data: BlockData;
  hasNewsletterBlock: boolean;
}

/**
 * CMS pages reachable under their key but not for search engines: the block showcase (/showcase)
 * shows every block with demo data for editors and tests — noindex, no hreflang alternates, and
 * (like every page outside the footer's information pages) not in sitemap.xml.
 */
export const NOINDEX_CONTENT_PAGES: ReadonlySet<string> = new Set(['showcase']);
