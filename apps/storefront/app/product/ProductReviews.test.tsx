/** The review statistics as the server renders them: a product nobody has reviewed yet says so. */
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../components/blocks/fixtures.tsx';
import { ReviewList } from './ProductReviews.tsx';
import type { ReviewsData } from './product-extras.ts';

const none: ReviewsData = {
  query: { sort: 'top', page: 1 },
  total: 0,
  pages: 0,
  averageRating: 0,
  distribution: {},
  items: [],
};

describe('review statistics', () => {
  it('say there are no reviews yet instead of "0.0" over empty stars and bars', async () => {
    const html = await renderWithI18n(<ReviewList reviews={none} />, 'de-DE');
    expect(html).toContain('Noch keine Bewertungen.');
    expect(html).not.toContain('0,0');
    expect(html).not.toContain('review-bar-5');
  });

  it('show the average and the distribution once there are reviews', async () => {
    const reviews: ReviewsData = {
      ...none,
      total: 2,
      pages: 1,
      averageRating: 4.5,
      distribution: { '4': 1, '5': 1 },
      items: [
        {
          id: 'r1',
          title: 'Solid',
          text: 'Works.',
          authorName: 'Jana',
          rating: 5,
          createdAt: '2026-11-20T10:00:00Z',
          customerCareResponse: null,
        },
      ],
    };
    const html = await renderWithI18n(<ReviewList reviews={reviews} />, 'de-DE');
    expect(html).toContain('4,5');
    expect(html).toContain('data-testid="review-bar-5"');
    expect(html).not.toContain('Noch keine Bewertungen.');
  });
});
