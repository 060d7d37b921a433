import { z } from 'zod';

export const REVIEW_SORTS = ['Top reviews', 'Most recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const addReviewSchema = z
  .object({
    sku: z.string().trim().min(1).max(40),
    rating: z.number().int().min(1).max(5),
    title: z.string().trim().max(200).default(''),
    text: z.string().trim().max(5000).default(''),
    authorName: z.string().trim().min(1).max(100),
  })
  .strict();

export type AddReviewInput = z.input<typeof addReviewSchema>;
