import { z } from 'zod';
import { linkSchema } from './common.ts';

/** Structured rich text (no raw HTML, so CMS copy cannot inject markup). */
export const richTextSchema = z.object({
  title: z.string().optional(),
  content: z
    .array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('paragraph'), text: z.string().min(1) }),
        z.object({ type: z.literal('heading'), text: z.string().min(1) }),
        z.object({ type: z.literal('list'), items: z.array(z.string().min(1)).min(1) }),
        z.object({ type: z.literal('link'), link: linkSchema }),
      ]),
    )
    .min(1),
});

export type RichTextProps = z.infer<typeof richTextSchema>;
