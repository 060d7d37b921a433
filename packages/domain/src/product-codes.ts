/** SKUs, product codes and product tags (spec 000 §3, 001 §9). */

/** Virtual products (services such as the extra guarantee) have SKUs starting with this. */
export const VIRTUAL_SKU_PREFIX = '41000';

/** Placeholder SKUs of the extra-guarantee products; 4100010 is the default. */
export const EXTRA_GUARANTEE_SKUS = ['4100010', '4100020', '4100030', '4100040'] as const;
export const DEFAULT_EXTRA_GUARANTEE_SKU = '4100010';

export function isVirtualSku(sku: string): boolean {
  return sku.startsWith(VIRTUAL_SKU_PREFIX);
}

/** Product codes: "EX" + 8 characters = 10. */
export const PRODUCT_CODE_PREFIX = 'EX';
export const PRODUCT_CODE_LENGTH = 10;

export type ProductCodeKind = 'standard' | 'b-ware' | 'set' | 'test';

/**
 * Kind by the code's start. EX10 standard (A-ware), EX20 B-ware, EX18 set, EX5 test. "EX5" is the
 * only three-character marker, so it is checked after the longer ones cannot match.
 */
const PRODUCT_CODE_MARKERS: readonly (readonly [string, ProductCodeKind])[] = [
  ['EX10', 'standard'],
  ['EX20', 'b-ware'],
  ['EX18', 'set'],
  ['EX5', 'test'],
];

/** Kind of a product code; null when malformed (length, prefix, characters) or of no known kind. */
export function productCodeKind(code: string): ProductCodeKind | null {
  const upper = code.trim().toUpperCase();
  if (upper.length !== PRODUCT_CODE_LENGTH || !/^EX[0-9A-Z]{8}$/.test(upper)) return null;
  return PRODUCT_CODE_MARKERS.find(([marker]) => upper.startsWith(marker))?.[1] ?? null;
}

/** Product number in forms and product slugs: exactly 8 digits. */
export const PRODUCT_NUMBER_PATTERN = /^\d{8}$/;

/** A product slug is a text part ending in an 8-digit number, e.g. "cordless-drill-12345678". */
export function productNumberFromSlug(slug: string): string | null {
  return /(?:^|[^0-9])(\d{8})$/.exec(slug)?.[1] ?? null;
}

export const PRODUCT_TAGS = [
  'new',
  'bestseller',
  'on-sale',
  'bware',
  'topRated',
  'campaign:black_friday',
  'campaign:cyber_week',
] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

/** Quick-filter chips on listings. */
export const QUICK_FILTER_TAGS = ['new', 'bestseller', 'bware', 'on-sale', 'topRated'] as const;

/** Tags the comparison ranking rewards (they are not in the listing tag set). */
export const COMPARISON_TAGS = { popular: 'Popular', sale: 'Sale' } as const;

const CAMPAIGN_TAG_PREFIX = 'campaign:';

/** "campaign:black_friday" → "black_friday"; null for other tags. */
export function campaignNameOfTag(tag: string): string | null {
  return tag.startsWith(CAMPAIGN_TAG_PREFIX) ? tag.slice(CAMPAIGN_TAG_PREFIX.length) || null : null;
}

/** "black_friday" → "campaign:black_friday": the listing tag of a store campaign. */
export function campaignTag(name: string): string {
  return `${CAMPAIGN_TAG_PREFIX}${name}`;
}

/** Campaign names need a translation or are title-cased: "black_friday" → "Black Friday". */
export function campaignTitle(name: string, translation?: string | null): string {
  if (translation) return translation;
  return name
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
