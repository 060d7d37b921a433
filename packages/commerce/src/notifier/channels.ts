/**
 * The shop's named channels. Other modules define theirs the same way (`defineChannel`), e.g. cart
 * live updates; the name must be unique across the shop.
 */
import { z } from 'zod';
import { defineChannel } from './notifier.ts';

/** Product ids per message: 100 uuids keep a message far below PostgreSQL's 8,000-byte limit. */
export const MAX_PRODUCT_IDS_PER_MESSAGE = 100;

/**
 * Something in the catalog changed. `products`: these product ids (price, stock, texts, reviews),
 * or every product when `productIds` is null (an import). `categories`: the category tree.
 * `reference`: shipping methods, volume tiers, guarantees, discounts.
 */
export const catalogChanged = defineChannel(
  'toolyard_catalog',
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('products'),
      productIds: z.array(z.string().min(1).max(64)).max(MAX_PRODUCT_IDS_PER_MESSAGE).nullable(),
      reason: z.enum(['price', 'stock', 'text', 'review', 'import']),
    }),
    z.object({ kind: z.literal('categories') }),
    z.object({ kind: z.literal('reference') }),
  ]),
);
export type CatalogChange = z.infer<typeof catalogChanged.schema>;

/** CMS content (pages, blocks) changed for a locale, or for all when null. */
export const contentChanged = defineChannel(
  'toolyard_content',
  z.object({ locale: z.string().min(2).max(10).nullable() }),
);
