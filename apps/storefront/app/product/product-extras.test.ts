/** The review sort and page as the product page's URL carries them (links work without JavaScript). */
import { describe, expect, it } from 'vitest';
import { reviewHref, reviewQueryOf } from './product-extras.ts';

const query = (search: string) => reviewQueryOf(new URLSearchParams(search));

describe('review query in the URL', () => {
  it('reads sort and page, falling back to Top reviews, page 1 on anything else', () => {
    expect(query('')).toEqual({ sort: 'top', page: 1 });
    expect(query('reviewSort=recent&reviewPage=3')).toEqual({ sort: 'recent', page: 3 });
    expect(query('reviewSort=Most%20recent&reviewPage=-2')).toEqual({ sort: 'top', page: 1 });
    expect(query('reviewPage=0')).toEqual({ sort: 'top', page: 1 });
    expect(query('reviewPage=99999999999')).toEqual({ sort: 'top', page: 1 });
    expect(query('reviewPage=2.5')).toEqual({ sort: 'top', page: 1 });
  });

  it('links keep the other query values, leave defaults out and land on #rating-reviews', () => {
    const search = new URLSearchParams('utm_source=mail&reviewPage=4');
    expect(reviewHref(search, { sort: 'recent', page: 2 })).toBe(
      '?utm_source=mail&reviewSort=recent&reviewPage=2#rating-reviews',
    );
    expect(reviewHref(search, { sort: 'top', page: 1 })).toBe('?utm_source=mail#rating-reviews');
    expect(reviewHref(new URLSearchParams(), { sort: 'top', page: 1 })).toBe('?#rating-reviews');
    // Round trip: what a link writes is what the server reads.
    const href = reviewHref(new URLSearchParams(), { sort: 'recent', page: 7 });
    expect(query(href.slice(1, href.indexOf('#')))).toEqual({ sort: 'recent', page: 7 });
  });
});
