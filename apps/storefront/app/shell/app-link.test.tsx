import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink, type AppLinkProps, serverAnchor } from './app-link.tsx';

/** What the server sends for a link: the browser hydrates it with React Router's `<Link>`. */
const html = (element: React.ReactNode, at = '/de/bohrmaschinen/') =>
  renderToString(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>);

const cases: AppLinkProps[] = [
  { to: '/' },
  { to: '/de' },
  { to: '/bohrmaschinen/', className: 'crumb' },
  { to: '/search?query=akku&refinementList[brand][0]=Valtrix&page=2', 'aria-label': 'Seite 2' },
  { to: '/login', reloadDocument: true },
  { to: '/checkout/cart', replace: true, preventScrollReset: true, state: { from: 'header' } },
  { to: '/my-account', prefetch: 'intent', discover: 'none' },
  { to: '/produkt-12345678#rating-reviews', target: '_self', onClick: () => {} },
];

describe('AppLink on the server', () => {
  it('is the markup <Link> renders, so hydration finds the same anchor', () => {
    for (const props of cases) {
      const expected = html(<Link {...props}>Text</Link>);
      expect(html(serverAnchor({ ...props, children: 'Text' })), JSON.stringify(props.to)).toBe(expected);
    }
  });

  it('leaves relative paths, other origins and rendered prefetch tags to <Link>', () => {
    for (const props of [
      { to: '../zubehoer/' },
      { to: 'https://example.com/x' },
      { to: '//cdn.example.com/x' },
      { to: '/bohrer/', prefetch: 'render' as const },
    ]) {
      expect(html(serverAnchor({ ...props, children: 'Text' }))).toBe(html(<Link {...props}>Text</Link>));
    }
  });

  it('renders in Node (no document) the anchor <Link discover="none"> does: no data-discover', () => {
    for (const props of cases) {
      const shown = html(<AppLink {...props}>Text</AppLink>);
      expect(shown, JSON.stringify(props.to)).toBe(
        html(
          <Link discover="none" {...props}>
            Text
          </Link>,
        ),
      );
      if (props.discover === undefined) expect(shown).not.toContain('data-discover');
    }
    // Asked for, discovery still renders.
    expect(html(<AppLink to="/de" discover="render" />)).toContain('data-discover="true"');
  });
});
