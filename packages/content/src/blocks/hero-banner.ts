import { z } from 'zod';
import { imageSchema, linkSchema } from './common.ts';

/** Promotion slot "HP Slider": one to six banners side by side (scrollable on small screens). */
export const heroBannerSchema = z.object({
  slot: z.string().default('HP Slider'),
  banners: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().optional(),
        badge: z.string().optional(),
        image: imageSchema,
        link: linkSchema,
      }),
    )
    .min(1)
    .max(6),
});

export type HeroBannerProps = z.infer<typeof heroBannerSchema>;
