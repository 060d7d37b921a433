import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, footerColumns, visibleColumns } from './footer-links.ts';

const ALL_PAGES = new Set(
  FOOTER_COLUMNS.flatMap((column) => column.links.flatMap((link) => (link.page ? [link.page] : []))),
);

describe('footer columns', () => {
  it('drops links without a name or url and columns left empty', () => {
    const columns = visibleColumns([
      { titleKey: 'a', links: [{ nameKey: 'x' }, { name: ' ', url: '/y' }] },
      { titleKey: 'b', links: [{ name: 'Korvald', route: '/search' }, { url: 'https://x' }] },
    ]);
    expect(columns).toEqual([{ titleKey: 'b', links: [{ name: 'Korvald', route: '/search' }] }]);
  });

  it('links an information page only when the variant has its CMS page (never a 404)', () => {
    const columns = footerColumns({ pages: new Set(['payment', 'privacy-data']), brands: [] });
    const routes = columns.flatMap((column) =>
      column.links.flatMap((link) => (link.route ? [link.route] : [])),
    );
    expect(routes).toEqual(['/payment/', '/privacy-data/', '/best-prices-guaranteed/']);
    // External links and the app's own best-prices route stay.
    expect(columns.map((column) => column.titleKey)).toEqual([
      'footer.customer-service',
      'footer.about-us',
      'footer.products',
    ]);
    // 000 §2.1: "about us" and career are external links to the corporate site.
    const about = columns.find((column) => column.titleKey === 'footer.about-us')?.links ?? [];
    expect(about.filter((link) => link.external).map((link) => link.url)).toEqual([
      'https://corporate.toolyard.eu/',
      'https://corporate.toolyard.eu/careers',
    ]);
    for (const column of FOOTER_COLUMNS) {
      for (const link of column.links) {
        if (link.page) expect(link.route).toBe(`/${link.page}/`);
        else expect(link.external === true || link.route === '/best-prices-guaranteed/').toBe(true);
      }
    }
  });

  it('lists the catalog brands given (at most six) with the listing brand filter', () => {
    const columns = footerColumns({
      pages: ALL_PAGES,
      brands: ['Korvald', 'Brennwerk', 'Nordhammer', 'Valtrix', 'Ferrosa', 'Tarkon', 'Helmgrip'],
    });
    expect(columns.map((c) => c.titleKey)).toEqual([
      'footer.customer-service',
      'footer.about-us',
      'footer.products',
      'footer.brands',
    ]);
    const brands = columns.at(-1)?.links ?? [];
    expect(brands.map((link) => link.name)).toEqual([
      'Korvald',
      'Brennwerk',
      'Nordhammer',
      'Valtrix',
      'Ferrosa',
      'Tarkon',
    ]);
    expect(brands[0]?.route).toBe('/search?refinementList%5Bbrand%5D%5B0%5D=Korvald');
    expect(new URL(`http://x${brands[0]?.route}`).searchParams.get('refinementList[brand][0]')).toBe(
      'Korvald',
    );
  });

  it('names no brand of its own: without catalog brands there is no brand column', () => {
    expect(footerColumns({ pages: ALL_PAGES, brands: [] }).map((c) => c.titleKey)).not.toContain(
      'footer.brands',
    );
    const text = JSON.stringify(FOOTER_COLUMNS);
    for (const brand of ['Makita', 'Bosch', 'DeWalt', 'Metabo', 'Festool', 'Milwaukee']) {
      expect(text).not.toContain(brand);
    }
  });
});
