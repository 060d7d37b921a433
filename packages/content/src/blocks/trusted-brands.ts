import { z } from 'zod';
import { hrefSchema, imageSchema } from './common.ts';

/** Brand strip; a brand without logo is shown as a word mark. */
export const trustedBrandsSchema = z.object({
  title: z.string().min(1).optional(),
  brands: z
    .array(z.object({ name: z.string().min(1), logo: imageSchema.optional(), href: hrefSchema.optional() }))
    .min(1)
    .max(24),
});

export type TrustedBrandsProps = z.infer<typeof trustedBrandsSchema>;
