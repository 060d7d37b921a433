import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './components/Header.tsx';
import { ShellI18n } from './components/ShellI18n.tsx';
import { registerMessages } from './i18n/client-messages.ts';
import { loader, shouldRevalidate } from './root.tsx';
import type { ShellContext } from './shell/context.ts';
import { type RootData, rootMessages } from './shell/root-data.ts';
import { type Visitor, VisitorContext } from './shell/visitor.tsx';
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

/** The root loader's answer for the de home page with this shell. */
function loadRoot(shell: ShellContext): Promise<RootData> {
  const args = {
    request: new Request('http://de.localhost:3000/'),
    params: {},
    context: { shell },
  } as unknown as Parameters<typeof loader>[0];
  return loader(args);
}

async function rootData(cartItemCount: ShellContext['cartItemCount']): Promise<RootData> {
  return loadRoot(shellOf(cartItemCount));
}

/** A shell whose render-incomplete marks are counted. */
function countingMarks(overrides: Partial<Record<keyof ShellContext, unknown>> = {}) {
  const marks = { count: 0 };
  const shell = {
    ...shellOf(async () => 0),
    ...overrides,
    degraded: () => {
      marks.count += 1;
    },
  } as unknown as ShellContext;
  return { shell, marks };
}

function renderHeader(root: RootData, visitor: Visitor | null = null): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <VisitorContext.Provider value={visitor}>
          <ShellI18n root={root}>
            <Header root={root} />
          </ShellI18n>
        </VisitorContext.Provider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('header cart count (spec 000 §4: cart icon with items; empty shows a hint)', () => {
  it('the root loader never reads the cart: the page holds nothing personal (decision 116)', async () => {
    let asked = 0;
    const data = await rootData(async () => {
      asked += 1;
      return 3;
    });
    expect(asked).toBe(0);
    expect(JSON.stringify(data)).not.toContain('cartCount');
    expect(JSON.stringify(data)).not.toContain('isLoggedIn');
  });

  it('the server-rendered header shows the anonymous state: no badge, the hint, the login link', async () => {
    const html = renderHeader(await rootData(async () => 3));
    expect(html).not.toContain('class="badge"');
    expect(html).toContain('Ihr Warenkorb ist leer');
    expect(html).toContain('href="/login"');
  });

  it('a cart with items (known after hydration) shows the badge with a translated label and no hint', async () => {
    const html = renderHeader(await rootData(null), { isLoggedIn: false, cartCount: 3 });
    expect(html).toMatch(/aria-label="Warenkorb, 3 Artikel"/);
    expect(html).toMatch(/<span class="badge" aria-hidden="true">3<\/span>/);
    expect(html).not.toContain('Ihr Warenkorb ist leer');
  });

  it('a signed-in visitor gets the account menu button instead of the login link', async () => {
    const html = renderHeader(await rootData(null), { isLoggedIn: true, cartCount: 0 });
    expect(html).toContain('aria-controls="account-menu"');
    expect(html).not.toContain('href="/login"');
    expect(html).toContain('Ihr Warenkorb ist leer');
  });
});

describe('root shouldRevalidate (only when the language, store or its own query changes)', () => {
  const args = (from: string, to: string, formMethod?: string) =>
    ({
      currentUrl: new URL(from),
      nextUrl: new URL(to),
      formMethod,
      defaultShouldRevalidate: true,
    }) as unknown as Parameters<typeof shouldRevalidate>[0];
  it('keeps the data across pages, filters, sign-in and cart actions', () => {
    expect(shouldRevalidate(args('http://be.localhost/nl/', 'http://be.localhost/nl/gereedschap/'))).toBe(
      false,
    );
    expect(shouldRevalidate(args('http://be.localhost/x/', 'http://be.localhost/x/?page=2'))).toBe(false);
    expect(
      shouldRevalidate(args('http://de.localhost/login', 'http://de.localhost/my-account', 'POST')),
    ).toBe(false);
  });
  it('reloads it on a language, store, version or toggle change', () => {
    expect(shouldRevalidate(args('http://be.localhost/nl/', 'http://be.localhost/'))).toBe(true);
    expect(shouldRevalidate(args('http://be.localhost/', 'http://de.localhost/'))).toBe(true);
    expect(shouldRevalidate(args('http://de.localhost/', 'http://de.localhost/?version=true'))).toBe(true);
    expect(
      shouldRevalidate(args('http://de.localhost/', 'http://de.localhost/?toggle_recommendationApi=0')),
    ).toBe(true);
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
    const withoutPhone = '/i18n/de-de.without-phone.js';
    registerMessages(withoutPhone, { ...rootMessages(root), 'shell.care-phone': '' });
    const html = renderHeader({ ...root, messagesUrl: withoutPhone });
    expect(html).not.toContain('topbar__care');
  });
});

describe('root loader: critical data awaited, the footer deferred (decision 181)', () => {
  it('answers before the footer’s page list is known, and the footer follows from it', async () => {
    let release: (keys: Set<string>) => void = () => {};
    const pageKeys = new Promise<Set<string>>((resolve) => {
      release = resolve;
    });
    const shell = {
      ...shellOf(async () => 0),
      content: { pageKeys: () => pageKeys },
    } as unknown as ShellContext;
    // The page list never arrives until released: an awaited footer would hang the loader here.
    const data = await loadRoot(shell);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.footer).toBeInstanceOf(Promise);
    release(new Set(['payment']));
    const columns = await data.footer;
    const routes = columns.flatMap((column) => column.links.map((link) => link.route));
    expect(routes).toContain('/payment/');
  });
});

describe('a failed read', () => {
  it('falls back (no menu) and marks the render incomplete, so no shared cache keeps it', async () => {
    const { shell, marks } = countingMarks({
      catalog: {
        topCategories: () => Promise.reject(new Error('database restarting')),
        storeRating: async () => null,
      },
    });
    const data = await loadRoot(shell);
    expect(marks.count).toBeGreaterThan(0);
    expect(data.categoriesFromCatalog).toBe(false);
  });

  it('a complete render is not marked', async () => {
    const { shell, marks } = countingMarks();
    await (await loadRoot(shell)).footer;
    expect(marks.count).toBe(0);
  });
});
