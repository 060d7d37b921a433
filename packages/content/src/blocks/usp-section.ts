import { z } from 'zod';

export const uspIconSchema = z.enum(['truck', 'shield', 'return', 'support', 'price', 'stock', 'pro']);

/** Unique selling points: short promises with an icon. */
export const uspSectionSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(z.object({ icon: uspIconSchema, title: z.string().min(1), text: z.string().optional() }))
    .min(1)
    .max(6),
});

export type UspSectionProps = z.infer<typeof uspSectionSchema>;
export type UspIcon = z.infer<typeof uspIconSchema>;
