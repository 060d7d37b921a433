import { z } from 'zod';
import { imageSchema, linkSchema } from './common.ts';

/** Large opening visual with a headline and one call to action (the page's h1). */
export const heroSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  eyebrow: z.string().optional(),
  cta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  image: imageSchema,
});

export type HeroProps = z.infer<typeof heroSchema>;
