import { z } from 'zod';
import { text } from '../validation/text.ts';

export const REVIEW_SORTS = ['Top reviews', 'Most recent'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const addReviewSchema = z
  .object({
    sku: text().trim().min(1).max(40),
    rating: z.number().int().min(1).max(5),
    title: text().trim().max(200).default(''),
    text: text().trim().max(5000).default(''),
    authorName: text().trim().min(1).max(100),
    /** The add-form's consent checkbox; required true in the review-consent countries (CZ). */
    consent: z.boolean().optional(),
  })
  .strict();

export type AddReviewInput = z.input<typeof addReviewSchema>;
