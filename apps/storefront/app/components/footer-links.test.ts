import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS, visibleColumns } from './footer-links.ts';

describe('footer columns', () => {
  it('drops links without a name or url and columns left empty', () => {
    const columns = visibleColumns([
      { titleKey: 'a', links: [{ nameKey: 'x' }, { name: ' ', url: '/y' }] },
      { titleKey: 'b', links: [{ name: 'Bosch', route: '/search?brand=Bosch' }, { url: 'https://x' }] },
    ]);
    expect(columns).toEqual([{ titleKey: 'b', links: [{ name: 'Bosch', route: '/search?brand=Bosch' }] }]);
  });
  it('shows all four configured columns', () => {
    expect(visibleColumns(FOOTER_COLUMNS).map((c) => c.titleKey)).toEqual([
      'footer.customer-service',
      'footer.about-us',
      'footer.products',
      'footer.brands',
    ]);
  });
});
