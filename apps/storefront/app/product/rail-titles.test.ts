/** The product page's rails must be told apart by their titles, in every language (issue 9 bug). */
import { LANGUAGE_CODES } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '../i18n/catalog-check.ts';

/** The keys ProductExtras.tsx titles its rails and the comparison with. */
const RAIL_TITLE_KEYS = ['product.accessories', 'product.related', 'pdp-reviews.similar', 'product.compare'];

describe('product rail titles', () => {
  it.each([...LANGUAGE_CODES])('are all different in %s', (language) => {
    const catalog = readCatalog(language);
    const titles = RAIL_TITLE_KEYS.map((key) => catalog[key]?.trim().toLowerCase());
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size, `${language}: ${titles.join(' | ')}`).toBe(RAIL_TITLE_KEYS.length);
  });
});
