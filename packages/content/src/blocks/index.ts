import { z } from 'zod';
import { campaignBlockSchema } from './campaign-blocks.ts';
import { categoryBoxesSchema } from './category-boxes.ts';
import { departmentBlockSchema } from './department-block.ts';
import { heroSchema } from './hero.ts';
import { heroBannerSchema } from './hero-banner.ts';
import {
  accordionSchema,
  carouselSchema,
  homeProductsSchema,
  htmlInjectionSchema,
  productListingSchema,
  productZoneSchema,
  slideSchema,
  tabsSchema,
  videoBannerSchema,
} from './interactive-blocks.ts';
import * as layout from './layout-blocks.ts';
import { newsletterSchema } from './newsletter.ts';
import { productGroupsSliderSchema } from './product-groups-slider.ts';
import { richTextSchema } from './rich-text.ts';
import {
  alertSchema,
  faqSectionSchema,
  headingSchema,
  notificationBannerSchema,
  promoBannersSchema,
  trustedPaymentsSchema,
} from './small-blocks.ts';
import { trustedBrandsSchema } from './trusted-brands.ts';
import { uspSectionSchema } from './usp-section.ts';

export * from './campaign-blocks.ts';
export * from './category-boxes.ts';
export * from './common.ts';
export * from './department-block.ts';
export * from './hero.ts';
export * from './hero-banner.ts';
export * from './interactive-blocks.ts';
export * from './layout-blocks.ts';
export * from './newsletter.ts';
export * from './product-groups-slider.ts';
export * from './rich-text.ts';
export * from './small-blocks.ts';
export * from './trusted-brands.ts';
export * from './usp-section.ts';

/** Content schema of every block this shop can render, by the CMS block name (spec 000 §2.5). */
export const BLOCK_SCHEMAS = {
  Hero: heroSchema,
  HeroBanner: heroBannerSchema,
  CategoryBoxes: categoryBoxesSchema,
  ProductGroupsSlider: productGroupsSliderSchema,
  UspSection: uspSectionSchema,
  TrustedBrands: trustedBrandsSchema,
  DepartmentBlock: departmentBlockSchema,
  Newsletter: newsletterSchema,
  RichText: richTextSchema,
  Alert: alertSchema,
  Heading: headingSchema,
  NotificationBanner: notificationBannerSchema,
  PromoBanners: promoBannersSchema,
  TrustedPayments: trustedPaymentsSchema,
  FaqSection: faqSectionSchema,
  Accordion: accordionSchema,
  Tabs: tabsSchema,
  Carousel: carouselSchema,
  VideoBanner: videoBannerSchema,
  HtmlInjection: htmlInjectionSchema,
  ProductListing: productListingSchema,
  ProductZone: productZoneSchema,
  MarketingCard: layout.marketingCardSchema,
  MarketingCardWide: layout.marketingCardSchema,
  MarketingCardContainer: layout.marketingCardContainerSchema,
  BannerBox: layout.bannerBoxSchema,
  BannerBoxes: layout.bannerBoxesSchema,
  BlogPosts: layout.blogPostsSchema,
  CategoryBoxesLinks: layout.categoryBoxesLinksSchema,
  CategoryCards: layout.categoryCardsSchema,
  CategoryItems: layout.categoryItemsSchema,
  CenteredTextIcon: layout.centeredTextIconSchema,
  DeliveryCards: layout.deliveryCardsSchema,
  Gallery: layout.gallerySchema,
  Grid: layout.gridSchema,
  ImgBanner: layout.imgBannerSchema,
  List: layout.listSchema,
  MarketingBanner: layout.marketingBannerSchema,
  MarketingLandingPageConfig: layout.marketingLandingPageConfigSchema,
  NavImageGrid: layout.navImageGridSchema,
  Navigation: layout.navigationSchema,
  PageTitle: layout.pageTitleSchema,
  PromoList: layout.promoListSchema,
  RichTextHighlights: layout.richTextHighlightsSchema,
  Steps: layout.stepsSchema,
  StrapWithLink: layout.strapWithLinkSchema,
  TrustReviewCarousel: layout.trustReviewCarouselSchema,
  UspCarousel: layout.uspCarouselSchema,
  WorkingTime: layout.workingTimeSchema,
  HelpMenu: layout.helpMenuSchema,
  // Vertical-lander blocks.
  FeaturedCategory: layout.featuredCategorySchema,
  Slide: slideSchema,
  HomeProducts: homeProductsSchema,
  ImageBanner: layout.imageBannerSchema,
  LinkoutImage: layout.linkoutImageSchema,
  RenderContent: layout.renderContentSchema,
  // Store campaigns: the dates come from the store's campaigns data (decision 185).
  CampaignBanner: campaignBlockSchema,
  CampaignCountdown: campaignBlockSchema,
} as const;

export type BlockName = keyof typeof BLOCK_SCHEMAS;
export type BlockProps<N extends BlockName> = z.output<(typeof BLOCK_SCHEMAS)[N]>;

/** How a block is stored: its name and its content. Content is checked when rendered. */
export const storedBlockSchema = z.object({ name: z.string().min(1), props: z.unknown() });
export type StoredBlock = z.infer<typeof storedBlockSchema>;

/** A block written by code (seed, tests): name and content checked at compile time. */
export type ContentBlock = {
  [N in BlockName]: { name: N; props: z.input<(typeof BLOCK_SCHEMAS)[N]> };
}[BlockName];

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(BLOCK_SCHEMAS, name);
}
