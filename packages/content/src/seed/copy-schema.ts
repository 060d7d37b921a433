import { z } from 'zod';

/** Catalog keys of the top-level departments the seeded pages link to (resolved by the storefront). */
export const SEED_CATEGORY_KEYS = [
  'power-tools',
  'hand-tools',
  'garden',
  'workshop',
  'compressors',
  'welding',
  'generators',
  'measuring',
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
