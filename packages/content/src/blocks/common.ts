import { z } from 'zod';

/** An href: a path on this shop ("/search?…") or an absolute http(s) URL. */
export const hrefSchema = z
  .string()
  .min(1)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'must be a path or http(s) URL');

export const linkSchema = z.object({ label: z.string().min(1), href: hrefSchema });

/** Images carry their intrinsic size so the page does not shift while they load. */
export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const toneSchema = z.enum(['info', 'success', 'warning', 'error']);

/** Category reference by catalog key; the storefront resolves name and URL per language. */
export const categoryKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'category key');

export type Link = z.infer<typeof linkSchema>;
export type Image = z.infer<typeof imageSchema>;
