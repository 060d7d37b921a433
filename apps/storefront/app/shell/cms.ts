/** A CMS page as route loaders hand it to the page: checked blocks plus the catalog data they need. */
import type { BlockData, PreparedBlock } from '../components/blocks/index.ts';

export interface CmsPage {
  blocks: readonly PreparedBlock[];
  data: BlockData;
  hasNewsletterBlock: boolean;
}
