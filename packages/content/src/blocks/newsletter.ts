import { z } from 'zod';

/** Newsletter sign-up; without copy the storefront's UI messages are used. */
export const newsletterSchema = z.object({
  title: z.string().min(1).optional(),
  text: z.string().min(1).optional(),
});

export type NewsletterProps = z.infer<typeof newsletterSchema>;
