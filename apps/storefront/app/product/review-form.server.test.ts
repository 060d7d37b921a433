/**
 * The review form's rating as a posted form carries it: the whole value is checked against the
 * domain's rule (1–5 whole stars), so a hand-made "10" is no 1-star review.
 */
import { describe, expect, it } from 'vitest';
import type { ShellContext } from '../shell/context.ts';
import { storeOfCountry } from '../store/domain-map.ts';
import { REVIEW_ANSWERS } from './product-extras.ts';
import { REVIEW_INTENT, reviewAction } from './review-form.server.ts';

function post(rating: string) {
  const form = new FormData();
  form.set('intent', REVIEW_INTENT);
  form.set('sku', '10010000');
  form.set('rating', rating);
  form.set('authorName', 'Anna');
  return new Request('http://de.localhost/x-10010000', { method: 'POST', body: form });
}

async function answerTo(rating: string) {
  const sent: unknown[] = [];
  const shell = {
    customerId: 'customer-1',
    store: storeOfCountry('DE'),
    account: {
      call: async (_method: string, params: unknown) => {
        sent.push(params);
        return { data: {}, error: null, status: 200, setCookies: [] };
      },
    },
  } as unknown as ShellContext;
  const response = (await reviewAction(post(rating), shell)) as unknown as {
    init: { status: number } | null;
    data: { review: { errors: Record<string, string> } };
  };
  return { status: response.init?.status ?? 200, errors: response.data.review.errors, sent };
}

describe('review rating', () => {
  it('takes 1 to 5 whole stars', async () => {
    for (const rating of ['1', '5']) {
      const { status, sent } = await answerTo(rating);
      expect(status, rating).toBe(200);
      expect(sent).toEqual([expect.objectContaining({ rating: Number(rating) })]);
    }
  });

  it('refuses "10", "5.9", "3abc", "0" and "" without sending anything', async () => {
    for (const rating of ['10', '5.9', '3abc', '0', '', '0x5']) {
      const { status, errors, sent } = await answerTo(rating);
      expect(status, rating).toBe(400);
      expect(errors.rating, rating).toBe(REVIEW_ANSWERS.ratingRequired);
      expect(sent, rating).toEqual([]);
    }
  });
});
