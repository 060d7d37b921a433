import { z } from 'zod';

/**
 * CampaignBanner and CampaignCountdown (spec 000 §2.5): which store campaign to show, nothing more.
 * When a campaign runs comes only from the store's campaigns data (spec 000 §3, decision 172), so
 * the schema is strict: content carrying its own dates is refused rather than silently trusted.
 * Without a name the block shows whichever store campaign runs (the one ending soonest).
 */
export const campaignBlockSchema = z
  .object({
    campaignName: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/)
      .optional(),
  })
  .strict();

export type CampaignBlockProps = z.output<typeof campaignBlockSchema>;
