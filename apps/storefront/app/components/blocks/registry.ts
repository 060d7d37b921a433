/**
 * Block name → React component. The zod schemas of the CMS content stay on the server
 * (prepare.server.ts); components receive props that already passed them.
 */
import type { BlockName, BlockProps } from '@toolyard/content/blocks';
import type { ComponentType } from 'react';
import { preloadable } from '../../shell/preloadable.tsx';
import { CampaignBanner, CampaignCountdown } from './CampaignBlocks.tsx';
import { CategoryBoxes, DepartmentBlock } from './CategoryBlocks.tsx';
import { Alert, FaqSection, Heading, NotificationBanner, PromoBanners, RichText } from './ContentBlocks.tsx';
import type { BlockPosition } from './environment.tsx';
import { Hero, HeroBanner } from './Hero.tsx';
import { Newsletter } from './Newsletter.tsx';
import { ProductGroupsSlider } from './ProductGroupsSlider.tsx';
import { TrustedBrands, TrustedPayments, UspSection } from './PromiseBlocks.tsx';

/**
 * Blocks beyond the home page's load as chunks of their own, one per module (the React Aria ones,
 * the landing-page, information, marketing and product blocks), so the home page downloads none of
 * them. Loaders call preloadBlockCode() so the server's render is complete, and the browser hydrates
 * them once the chunk is in (shell/preloadable.tsx).
 */
const LAZY_BLOCKS: Record<string, { preload(): Promise<void> }> = {};

function chunk<M>(load: () => Promise<M>) {
  return <N extends BlockName & keyof M>(name: N): BlockComponent<N> => {
    const block = preloadable<BlockProps<N> & { position: BlockPosition }>(() =>
      load().then((module) => module[name] as BlockComponent<N>),
    );
    LAZY_BLOCKS[name] = block;
    return block.Component;
  };
}

const aria = chunk(() => import('./AriaBlocks.tsx'));
const info = chunk(() => import('./InfoBlocks.tsx'));
const interactive = chunk(() => import('./InteractiveBlocks.tsx'));
const marketing = chunk(() => import('./MarketingBlocks.tsx'));
const products = chunk(() => import('./ProductBlocks.tsx'));

/** Loads the code of the lazily loaded blocks among these (call before rendering them). */
export async function preloadBlockCode(blocks: readonly { name: string }[]): Promise<void> {
  const names = new Set(blocks.map((block) => block.name));
  await Promise.all([...names].map((name) => LAZY_BLOCKS[name]?.preload()));
}

export type BlockComponent<N extends BlockName> = ComponentType<BlockProps<N> & { position: BlockPosition }>;

export type BlockRegistry = { readonly [N in BlockName]: BlockComponent<N> };

export const BLOCK_REGISTRY: BlockRegistry = {
  Hero,
  HeroBanner,
  CategoryBoxes,
  ProductGroupsSlider,
  UspSection,
  TrustedBrands,
  DepartmentBlock,
  Newsletter,
  RichText,
  Alert,
  Heading,
  NotificationBanner,
  PromoBanners,
  TrustedPayments,
  FaqSection,
  Accordion: aria('Accordion'),
  Tabs: aria('Tabs'),
  Carousel: interactive('Carousel'),
  VideoBanner: interactive('VideoBanner'),
  HtmlInjection: interactive('HtmlInjection'),
  ProductListing: products('ProductListing'),
  ProductZone: products('ProductZone'),
  MarketingCard: marketing('MarketingCard'),
  MarketingCardWide: marketing('MarketingCardWide'),
  MarketingCardContainer: marketing('MarketingCardContainer'),
  BannerBox: marketing('BannerBox'),
  BannerBoxes: marketing('BannerBoxes'),
  BlogPosts: marketing('BlogPosts'),
  CategoryBoxesLinks: info('CategoryBoxesLinks'),
  CategoryCards: info('CategoryCards'),
  CategoryItems: info('CategoryItems'),
  CenteredTextIcon: info('CenteredTextIcon'),
  DeliveryCards: info('DeliveryCards'),
  Gallery: marketing('Gallery'),
  Grid: marketing('Grid'),
  ImgBanner: marketing('ImgBanner'),
  List: info('List'),
  MarketingBanner: marketing('MarketingBanner'),
  MarketingLandingPageConfig: info('MarketingLandingPageConfig'),
  NavImageGrid: info('NavImageGrid'),
  Navigation: info('Navigation'),
  PageTitle: info('PageTitle'),
  PromoList: marketing('PromoList'),
  RichTextHighlights: info('RichTextHighlights'),
  Steps: info('Steps'),
  StrapWithLink: marketing('StrapWithLink'),
  TrustReviewCarousel: info('TrustReviewCarousel'),
  UspCarousel: info('UspCarousel'),
  WorkingTime: info('WorkingTime'),
  HelpMenu: info('HelpMenu'),
  FeaturedCategory: info('FeaturedCategory'),
  Slide: interactive('Slide'),
  HomeProducts: products('HomeProducts'),
  ImageBanner: marketing('ImageBanner'),
  LinkoutImage: marketing('LinkoutImage'),
  RenderContent: info('RenderContent'),
  CampaignBanner,
  CampaignCountdown,
};
