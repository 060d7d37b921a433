import { z } from 'zod';

/**
 * Catalog keys of the departments the seeded pages link to: the department categories of the demo
 * catalog (packages/commerce/seed/categories.ts, `all-<department>`), resolved by the storefront.
 */
export const SEED_CATEGORY_KEYS = [
  'all-power',
  'all-hand',
  'all-garden',
  'all-workshop',
  'all-air',
  'all-welding',
  'all-cleaning',
  'all-measuring',
] as const;

const text = z.string().min(1);

/** Operator copy of the seeded home and not-found pages in one language. */
export const seedCopySchema = z.object({
  heroEyebrow: text,
  heroTitle: text,
  heroText: text,
  heroCta: text,
  heroAlt: text,
  bannerSale: text,
  bannerNew: text,
  bannerBware: text,
  bannerCta: text,
  categoriesTitle: text,
  categories: z.object(
    Object.fromEntries(SEED_CATEGORY_KEYS.map((key) => [key, text])) as Record<
      (typeof SEED_CATEGORY_KEYS)[number],
      typeof text
    >,
  ),
  productsTitle: text,
  bestsellers: text,
  newArrivals: text,
  onSale: text,
  showAll: text,
  uspShipping: text.refine((value) => value.includes('{amount}'), 'needs {amount}'),
  uspReturns: text,
  uspSupport: text,
  uspPro: text,
  aboutTitle: text,
  aboutText: text,
});

export type SeedCopy = z.infer<typeof seedCopySchema>;
