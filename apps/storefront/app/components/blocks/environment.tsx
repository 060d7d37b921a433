/**
 * What blocks need from the page beyond their CMS content: catalog data resolved by the route
 * loader (category names/links, product groups), the shop's own hosts for link classification,
 * an optional router link component and the newsletter form target.
 */
import type { Money } from '@toolyard/domain';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { CampaignData } from '../../campaigns/campaigns.ts';
import type { PreparedBlock } from './prepared.ts';

export interface ResolvedCategory {
  name: string;
  href: string;
  imageUrl?: string | null;
}

export interface ProductCard {
  sku: string;
  name: string;
  href: string;
  brand?: string;
  image?: { src: string; alt?: string } | null;
  price: Money;
  /** Price before discount, shown struck through when higher than price. */
  originalPrice?: Money | null;
  rating?: { average: number; count: number } | null;
  inStock?: boolean;
}

export interface BlockData {
  categories?: Readonly<Record<string, ResolvedCategory>>;
  /** Products per ProductGroupsSlider group key. */
  productGroups?: Readonly<Record<string, readonly ProductCard[]>>;
  /** Checked blocks of the pages RenderContent blocks show, by page key. */
  embedded?: Readonly<Record<string, readonly PreparedBlock[]>>;
  /** TrustReviewCarousel: the store's own average, count and newest reviews (never CMS figures). */
  storeReviews?: StoreReviews;
  /** CampaignBanner/CampaignCountdown: the store's campaigns (never CMS dates) and the server's clock. */
  storeCampaigns?: StoreCampaigns;
}

export interface StoreCampaigns {
  campaigns: readonly CampaignData[];
  /** When the server rendered (epoch ms): the first render's clock, so hydration matches. */
  renderedAt: number;
}

export interface StoreReviews {
  average: number;
  count: number;
  reviews: ReadonlyArray<{ id: string; authorName: string; rating: number; text: string }>;
}

export interface RouterLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

export interface BlockEnvironment {
  data: BlockData;
  /** Hosts of this shop (all country domains); links to them are internal. */
  ownHosts: readonly string[];
  /** Host of the current store: only its URLs become in-app paths (see `classifyHref`). */
  currentHost?: string | undefined;
  Link?: ComponentType<RouterLinkProps>;
  newsletterAction: string;
  /** Path prefix of the current language ("" or "/nl") for links the blocks build themselves. */
  pathPrefix: string;
  /** Renders embedded blocks with the page's registry (set by RenderBlocks; avoids an import cycle). */
  renderEmbedded?: (blocks: readonly PreparedBlock[], ownerIndex: number) => ReactNode;
}

export const defaultEnvironment: BlockEnvironment = {
  data: {},
  ownHosts: [],
  newsletterAction: '/newsletter',
  pathPrefix: '',
};

export const BlockEnvironmentContext = createContext<BlockEnvironment>(defaultEnvironment);

export function useBlockEnvironment(): BlockEnvironment {
  return useContext(BlockEnvironmentContext);
}

/** Where a block sits on the page: the first blocks are above the fold (eager images). */
export interface BlockPosition {
  index: number;
  aboveFold: boolean;
  /** True for the first block of its kind on the page (e.g. only the first Hero is the h1). */
  firstOfKind: boolean;
}
