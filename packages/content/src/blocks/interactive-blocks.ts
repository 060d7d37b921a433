/**
 * Blocks with behaviour or server data (spec 000 §2.5): disclosure and tab widgets, a carousel, a
 * video, sanitised HTML and product lists fed by the search port.
 */
import { LISTING_SORTS } from '@toolyard/domain';
import { z } from 'zod';
import { hrefSchema, imageSchema, linkSchema } from './common.ts';

const paragraphsSchema = z.array(z.string().min(1)).min(1).max(12);

/** Expandable sections (react-aria Disclosure): one open at a time unless allowMultiple. */
export const accordionSchema = z.object({
  title: z.string().optional(),
  allowMultiple: z.boolean().default(false),
  items: z
    .array(z.object({ title: z.string().min(1), paragraphs: paragraphsSchema }))
    .min(1)
    .max(20),
});

export const tabsSchema = z.object({
  title: z.string().optional(),
  tabs: z
    .array(z.object({ label: z.string().min(1), paragraphs: paragraphsSchema, link: linkSchema.optional() }))
    .min(2)
    .max(8),
});

export const slideSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  image: imageSchema,
  link: linkSchema.optional(),
});

/** A slide show with previous/next buttons; it never turns by itself (WCAG 2.2.2). */
export const carouselSchema = z.object({
  title: z.string().min(1),
  slides: z.array(slideSchema).min(2).max(8),
});

/** A self-hosted or CDN video file; the player loads nothing until played (preload="none"). */
export const videoBannerSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  video: z.object({
    src: hrefSchema.refine((value) => /\.(mp4|webm)(\?|$)/i.test(value), 'an .mp4 or .webm file'),
    type: z.enum(['video/mp4', 'video/webm']),
  }),
  poster: imageSchema,
  link: linkSchema.optional(),
});

/** Raw HTML from the CMS; the storefront sanitises it on the server (sanitize-html) before render. */
export const htmlInjectionSchema = z.object({
  title: z.string().optional(),
  html: z.string().min(1).max(50_000),
});

/** Names the block's products in the page data (unique on a page; not `key`, which React keeps for itself). */
const productKeySchema = z.string().regex(/^[a-z0-9-]+$/, 'product key');

/** What the search port is asked (the listing's text, facet filters and sort). */
export const productQuerySchema = z
  .object({
    text: z.string().max(200).default(''),
    tags: z.array(z.string().min(1)).max(10).optional(),
    brand: z.array(z.string().min(1)).max(10).optional(),
    sort: z.enum(LISTING_SORTS).default('relevance'),
  })
  .refine((query) => query.text.trim() || query.tags?.length || query.brand?.length, 'text, tags or brand');

export const productListingSchema = z.object({
  title: z.string().min(1),
  productsKey: productKeySchema,
  query: productQuerySchema,
  limit: z.number().int().min(1).max(24).default(8),
  more: linkSchema.optional(),
});

/** Products next to a promotional banner. */
export const productZoneSchema = z.object({
  title: z.string().min(1),
  productsKey: productKeySchema,
  query: productQuerySchema,
  limit: z.number().int().min(1).max(8).default(4),
  banner: z.object({ image: imageSchema, link: linkSchema }),
});

/** Vertical-lander product row. */
export const homeProductsSchema = z.object({
  title: z.string().min(1),
  productsKey: productKeySchema,
  query: productQuerySchema,
  limit: z.number().int().min(1).max(12).default(6),
});

export type AccordionProps = z.infer<typeof accordionSchema>;
export type TabsProps = z.infer<typeof tabsSchema>;
export type CarouselProps = z.infer<typeof carouselSchema>;
export type SlideProps = z.infer<typeof slideSchema>;
export type VideoBannerProps = z.infer<typeof videoBannerSchema>;
export type HtmlInjectionProps = z.infer<typeof htmlInjectionSchema>;
export type ProductListingProps = z.infer<typeof productListingSchema>;
export type ProductZoneProps = z.infer<typeof productZoneSchema>;
export type ProductQuery = z.infer<typeof productQuerySchema>;
export type HomeProductsProps = z.infer<typeof homeProductsSchema>;
