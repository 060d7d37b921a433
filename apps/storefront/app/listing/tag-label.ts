/** How a listing names a tag: quick-filter tags by their message, campaign tags by their title. */
import { campaignNameOfTag, QUICK_FILTER_TAGS } from '@toolyard/domain';
import { campaignTitleOf } from '../campaigns/campaigns.ts';
import type { Translator } from '../i18n/index.ts';
import { useI18n } from '../i18n/index.ts';
import type { ListingState } from './url-state.ts';

type QuickFilterTag = (typeof QUICK_FILTER_TAGS)[number];

export function isQuickFilterTag(tag: string): tag is QuickFilterTag {
  return (QUICK_FILTER_TAGS as readonly string[]).includes(tag);
}

/** A campaign's title: the one rule of the campaign banner (campaigns/campaigns.ts). */
export { campaignTitleOf };

export function tagLabelOf(t: Translator, tag: string): string {
  if (isQuickFilterTag(tag)) return t(`listing.tag-${tag}`);
  const campaign = campaignNameOfTag(tag);
  return campaign ? campaignTitleOf(t, campaign) : tag;
}

export function useTagLabel(): (tag: string) => string {
  const { t } = useI18n();
  return (tag) => tagLabelOf(t, tag);
}

/** The campaign of the state's tags (`campaign:black_friday` → "black_friday"), if any. */
export function campaignOf(state: Pick<ListingState, 'tags'>): string | null {
  for (const tag of state.tags) {
    const name = campaignNameOfTag(tag);
    if (name) return name;
  }
  return null;
}

/**
 * Which of the spec's search sub-pages a state shows (000 §2.1: `sales`, `new-arrivals`). Read from
 * the state, not the raw parameter: parsing turns `sales` into the on-sale tag and `new-arrivals`
 * into the newest sort, and every pagination, sort and filter link carries those, not the parameter.
 */
export function searchVariantOf(
  state: Pick<ListingState, 'query' | 'tags' | 'sort'>,
): 'sales' | 'new-arrivals' | null {
  if (state.query) return null;
  if (state.tags.includes('on-sale')) return 'sales';
  return state.sort === 'newest' ? 'new-arrivals' : null;
}
