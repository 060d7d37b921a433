import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './components/Header.tsx';
import { ShellI18n } from './components/ShellI18n.tsx';
import { loader } from './root.tsx';
import type { ShellContext } from './shell/context.ts';
import type { RootData } from './shell/root-data.ts';
import { storeOfCountry } from './store/domain-map.ts';

function shellOf(cartItemCount: ShellContext['cartItemCount']): ShellContext {
  const store = storeOfCountry('DE');
  return {
    store,
    locale: 'de-de',
    language: 'de',
    prefix: null,
    routeKey: 'home',
    origin: 'http://de.localhost:3000',
    origins: {} as ShellContext['origins'],
    customerId: null,
    appVersion: '0.0.0',
    catalog: null,
    content: null,
    newsletter: null,
    cartItemCount,
    testRoutes: false,
  } as ShellContext;
}

async function rootData(cartItemCount: ShellContext['cartItemCount']): Promise<RootData> {
  const args = {
    request: new Request('http://de.localhost:3000/'),
    params: {},
    context: { shell: shellOf(cartItemCount) },
  } as unknown as Parameters<typeof loader>[0];
  return loader(args);
}

function renderHeader(root: RootData): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ShellI18n root={root}>
          <Header root={root} />
        </ShellI18n>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('header cart count (spec 000 §4: cart icon with items; empty shows a hint)', () => {
  it('the root loader reads the active cart item count from the session', async () => {
    expect((await rootData(async () => 3)).cartCount).toBe(3);
  });

  it('is 0 without a commerce engine or when the count fails, and the page still renders', async () => {
    expect((await rootData(null)).cartCount).toBe(0);
    const failing = await rootData(async () => {
      throw new Error('pool closed');
    });
    expect(failing.cartCount).toBe(0);
  });

  it('a cart with items shows the badge with a translated label and no empty-cart hint', async () => {
    const html = renderHeader(await rootData(async () => 3));
    expect(html).toMatch(/aria-label="Warenkorb, 3 Artikel"/);
    expect(html).toMatch(/<span class="badge" aria-hidden="true">3<\/span>/);
    expect(html).not.toContain('Ihr Warenkorb ist leer');
  });

  it('an empty cart has no badge and keeps the hint', async () => {
    const html = renderHeader(await rootData(async () => 0));
    expect(html).not.toContain('class="badge"');
    expect(html).toContain('Ihr Warenkorb ist leer');
  });
});

describe('top bar care line (spec 000 §2.5: phone and hours only if translations exist)', () => {
  it('shows the store variant’s phone and hours when translated', async () => {
    const html = renderHeader(await rootData(async () => 0));
    expect(html).toContain('class="topbar__care"');
    expect(html).toContain('href="tel:+49');
  });

  it('hides the line when the phone has no translation', async () => {
    const root = await rootData(async () => 0);
    const html = renderHeader({ ...root, messages: { ...root.messages, 'shell.care-phone': '' } });
    expect(html).not.toContain('topbar__care');
  });
});
