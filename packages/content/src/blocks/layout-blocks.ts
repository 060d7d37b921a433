/**
 * Presentational CMS blocks (spec 000 §2.5): banners, cards, lists, navigation and the
 * vertical-lander blocks. Text is plain (no HTML); links go through the storefront's link rule.
 */
import { z } from 'zod';
import { categoryKeySchema, hrefSchema, imageSchema, linkSchema, toneSchema } from './common.ts';
import { uspIconSchema } from './usp-section.ts';

const card = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema.optional(),
  link: linkSchema.optional(),
});

export const bannerBoxSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema,
  link: linkSchema,
});
export const bannerBoxesSchema = z.object({
  title: z.string().optional(),
  items: z.array(bannerBoxSchema).min(1).max(4),
});

export const blogPostsSchema = z.object({
  title: z.string().min(1),
  posts: z
    .array(
      z.object({
        title: z.string().min(1),
        excerpt: z.string().optional(),
        date: z.iso.date(),
        image: imageSchema.optional(),
        href: hrefSchema,
      }),
    )
    .min(1)
    .max(12),
});

export const categoryBoxesLinksSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(
      z.object({
        categoryKey: categoryKeySchema,
        title: z.string().min(1),
        links: z.array(linkSchema).max(8),
      }),
    )
    .min(1)
    .max(12),
});

export const categoryCardsSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(z.object({ categoryKey: categoryKeySchema, title: z.string().min(1), image: imageSchema }))
    .min(1)
    .max(12),
});

export const categoryItemsSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ categoryKey: categoryKeySchema, title: z.string().min(1) }))
    .min(1)
    .max(24),
});

export const centeredTextIconSchema = z.object({
  icon: uspIconSchema,
  title: z.string().min(1),
  text: z.string().optional(),
  link: linkSchema.optional(),
});

export const deliveryCardsSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(z.object({ icon: uspIconSchema, title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(6),
});

export const gallerySchema = z.object({
  title: z.string().optional(),
  images: z
    .array(imageSchema.extend({ alt: z.string().min(1) }))
    .min(1)
    .max(12),
});

export const gridSchema = z.object({
  title: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cells: z.array(card).min(1).max(12),
});

export const imgBannerSchema = z.object({ image: imageSchema, link: linkSchema.optional() });

export const listSchema = z.object({
  title: z.string().optional(),
  ordered: z.boolean().default(false),
  items: z.array(z.string().min(1)).min(1).max(30),
});

export const marketingBannerSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema,
  link: linkSchema,
});

/** Landing-page settings; its keywords are shown as internal search links (spec 001 §9). */
export const marketingLandingPageConfigSchema = z.object({
  title: z.string().optional(),
  keywords: z.array(z.string().min(1).max(60)).min(1).max(20),
});

/** MarketingCard (plain), MarketingCardWide (image beside text) and MarketingCardContainer (a row). */
export const marketingCardSchema = card.extend({ image: imageSchema, link: linkSchema });
export const marketingCardContainerSchema = z.object({
  title: z.string().optional(),
  cards: z.array(marketingCardSchema).min(1).max(4),
});

export const navImageGridSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(z.object({ label: z.string().min(1), href: hrefSchema, image: imageSchema }))
    .min(1)
    .max(12),
});

export const navigationSchema = z.object({
  title: z.string().min(1),
  links: z.array(linkSchema).min(1).max(30),
});

export const pageTitleSchema = z.object({ title: z.string().min(1), subtitle: z.string().optional() });

export const promoListSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(z.object({ title: z.string().min(1), text: z.string().optional(), link: linkSchema }))
    .min(1)
    .max(12),
});

export const richTextHighlightsSchema = z.object({
  title: z.string().optional(),
  highlights: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(1)
    .max(6),
});

export const stepsSchema = z.object({
  title: z.string().min(1),
  steps: z
    .array(z.object({ title: z.string().min(1), text: z.string().optional() }))
    .min(2)
    .max(10),
});

export const strapWithLinkSchema = z.object({
  text: z.string().min(1),
  link: linkSchema,
  tone: toneSchema.default('info'),
});

/**
 * Only a title: the figure and the quotes are the store's own reviews, read by the page loader
 * (decision 126: an invented rating is a fake review under EU consumer law).
 */
export const trustReviewCarouselSchema = z.object({
  title: z.string().min(1).optional(),
});

export const uspCarouselSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ icon: uspIconSchema, title: z.string().min(1), text: z.string().optional() }))
    .min(2)
    .max(10),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
export const workingTimeSchema = z.object({
  title: z.string().optional(),
  rows: z
    .array(z.object({ days: z.string().min(1), opens: time, closes: time }))
    .min(1)
    .max(7),
  note: z.string().optional(),
});

export const helpMenuSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ icon: uspIconSchema, label: z.string().min(1), href: hrefSchema }))
    .min(1)
    .max(10),
});

/** Vertical-lander blocks. */
export const featuredCategorySchema = z.object({
  categoryKey: categoryKeySchema,
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema,
});
export const imageBannerSchema = z.object({
  image: imageSchema,
  caption: z.string().optional(),
  link: linkSchema.optional(),
});
export const linkoutImageSchema = z.object({
  image: imageSchema,
  caption: z.string().min(1),
  link: linkSchema,
});

type P<S extends z.ZodType> = z.infer<S>;
export type BannerBoxProps = P<typeof bannerBoxSchema>;
export type BannerBoxesProps = P<typeof bannerBoxesSchema>;
export type BlogPostsProps = P<typeof blogPostsSchema>;
export type CategoryBoxesLinksProps = P<typeof categoryBoxesLinksSchema>;
export type CategoryCardsProps = P<typeof categoryCardsSchema>;
export type CategoryItemsProps = P<typeof categoryItemsSchema>;
export type CenteredTextIconProps = P<typeof centeredTextIconSchema>;
export type DeliveryCardsProps = P<typeof deliveryCardsSchema>;
export type GalleryProps = P<typeof gallerySchema>;
export type GridProps = P<typeof gridSchema>;
export type ImgBannerProps = P<typeof imgBannerSchema>;
export type ListProps = P<typeof listSchema>;
export type MarketingBannerProps = P<typeof marketingBannerSchema>;
export type MarketingLandingPageConfigProps = P<typeof marketingLandingPageConfigSchema>;
export type MarketingCardProps = P<typeof marketingCardSchema>;
export type MarketingCardContainerProps = P<typeof marketingCardContainerSchema>;
export type NavImageGridProps = P<typeof navImageGridSchema>;
export type NavigationProps = P<typeof navigationSchema>;
export type PageTitleProps = P<typeof pageTitleSchema>;
export type PromoListProps = P<typeof promoListSchema>;
export type RichTextHighlightsProps = P<typeof richTextHighlightsSchema>;
export type StepsProps = P<typeof stepsSchema>;
export type StrapWithLinkProps = P<typeof strapWithLinkSchema>;
export type TrustReviewCarouselProps = P<typeof trustReviewCarouselSchema>;
export type UspCarouselProps = P<typeof uspCarouselSchema>;
export type WorkingTimeProps = P<typeof workingTimeSchema>;
export type HelpMenuProps = P<typeof helpMenuSchema>;
export type FeaturedCategoryProps = P<typeof featuredCategorySchema>;
export type ImageBannerProps = P<typeof imageBannerSchema>;
export type LinkoutImageProps = P<typeof linkoutImageSchema>;

/** Shows the blocks of another CMS page of the same variant (one level: no RenderContent inside). */
export const renderContentSchema = z.object({
  pageKey: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'page key'),
});
export type RenderContentProps = z.infer<typeof renderContentSchema>;
