import { z } from 'zod';
import { imageSchema, linkSchema, toneSchema } from './common.ts';

export const alertSchema = z.object({
  tone: toneSchema.default('info'),
  title: z.string().optional(),
  text: z.string().min(1),
});

export const headingSchema = z.object({
  text: z.string().min(1),
  level: z.union([z.literal(2), z.literal(3)]).default(2),
  subtitle: z.string().optional(),
});

export const notificationBannerSchema = z.object({
  text: z.string().min(1),
  tone: toneSchema.default('info'),
  link: linkSchema.optional(),
});

export const promoBannersSchema = z.object({
  title: z.string().optional(),
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().optional(),
        image: imageSchema,
        link: linkSchema,
      }),
    )
    .min(1)
    .max(4),
});

export const PAYMENT_LOGOS = [
  'scheme',
  'paypal',
  'klarna',
  'applepay',
  'googlepay',
  'ideal',
  'twint',
  'mobilepay',
  'multibanco',
  'bank-transfer',
  'cod',
] as const;

export const trustedPaymentsSchema = z.object({
  title: z.string().optional(),
  methods: z.array(z.enum(PAYMENT_LOGOS)).min(1),
});

export const faqSectionSchema = z.object({
  title: z.string().min(1),
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

export type AlertProps = z.infer<typeof alertSchema>;
export type HeadingProps = z.infer<typeof headingSchema>;
export type NotificationBannerProps = z.infer<typeof notificationBannerSchema>;
export type PromoBannersProps = z.infer<typeof promoBannersSchema>;
export type TrustedPaymentsProps = z.infer<typeof trustedPaymentsSchema>;
export type FaqSectionProps = z.infer<typeof faqSectionSchema>;
