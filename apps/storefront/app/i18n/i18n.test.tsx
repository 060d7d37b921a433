import { money } from '@toolyard/domain';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';
import { createFsMessageSource } from './fs-source.server.ts';
import { I18nProvider, useI18n, useT } from './I18nProvider.tsx';
import { cachedMessages, clearMessageCache, loadMessages } from './load.ts';
import type { I18nLogger } from './logger.ts';
import type { MessageSource, MessageTree } from './source.ts';
import { createTranslator } from './translator.ts';

function recordingLogger() {
  const lines: string[] = [];
  const logger: I18nLogger = {
    warn: (message, details) => lines.push(`warn ${message} ${JSON.stringify(details)}`),
    error: (message, details) => lines.push(`error ${message} ${JSON.stringify(details)}`),
  };
  return { lines, logger };
}

const fsSource = createFsMessageSource();

beforeEach(() => clearMessageCache());

describe('loadMessages', () => {
  it('loads the bundled catalogs lazily through Vite, every namespace of the language', async () => {
    const messages = await loadMessages('fr-be');
    expect(messages['cart.empty']).toBe('Votre panier est vide');
    expect(messages['errors.not-found-title']).toBeTruthy();
    expect(messages['languages.fr']).toBe('Français');
    expect(cachedMessages('fr-BE')).toBe(messages);
  });

  it('follows the fallback chain: de-CH overrides, then German, then English', async () => {
    const swiss = await loadMessages('de-CH', { source: fsSource });
    const german = await loadMessages('de-DE', { source: fsSource });
    expect(german['account.my-profile']).toBe('Mein Profil');
    expect(Object.values(swiss).some((value) => value.includes('ß'))).toBe(false);
    expect(Object.values(german).some((value) => value.includes('ß'))).toBe(true);
    const austrian = await loadMessages('de-at', { source: fsSource });
    expect(austrian['cart.empty']).toBe(german['cart.empty']);
    expect(german['vat.label']).toBe('USt-IdNr.');
    expect(austrian['vat.label']).toBe('UID-Nummer');
    expect(swiss['vat.label']).toBe('UID/MWST-Nummer');
    const belgian = await loadMessages('fr-BE', { source: fsSource });
    const french = await loadMessages('fr-FR', { source: fsSource });
    expect(belgian['vat.reclaim']).toContain('SPF Finances');
    expect(french['vat.reclaim']).not.toContain('SPF Finances');
    expect(belgian['cart.empty']).toBe(french['cart.empty']);
  });

  it('uses en-GB wording for en-IE except where Ireland differs', async () => {
    const irish = await loadMessages('en-IE', { source: fsSource });
    const british = await loadMessages('en-GB', { source: fsSource });
    expect(british['form.postal-code-label']).toBe('Postcode');
    expect(irish['form.postal-code-label']).toBe('Eircode');
    expect(irish['cart.empty']).toBe('Your cart is empty');
  });

  it('falls back to English for a key a language lacks', async () => {
    const source: MessageSource = {
      load: async (folder): Promise<Record<string, MessageTree>> =>
        folder === 'en'
          ? { cart: { empty: 'Your cart is empty', title: 'Cart' } }
          : folder === 'sk'
            ? { cart: { title: 'Košík' } }
            : {},
    };
    const messages = await loadMessages('sk-sk', { source });
    expect(messages['cart.title']).toBe('Košík');
    expect(messages['cart.empty']).toBe('Your cart is empty');
  });

  it('logs a locale file that fails to load and serves the rest of the chain', async () => {
    const { lines, logger } = recordingLogger();
    const source: MessageSource = {
      load: async (folder): Promise<Record<string, MessageTree>> => {
        if (folder === 'pl') throw new Error('chunk failed');
        return folder === 'en' ? { cart: { title: 'Cart' } } : {};
      },
    };
    const messages = await loadMessages('pl-PL', { source, logger });
    expect(messages['cart.title']).toBe('Cart');
    expect(lines).toEqual([`error Locale file failed to load {"folder":"pl","error":"Error: chunk failed"}`]);
  });

  it('does not keep a catalog that was missing a file, so a later request gets the full one', async () => {
    const { logger } = recordingLogger();
    let polishFails = true;
    const source: MessageSource = {
      load: async (folder): Promise<Record<string, MessageTree>> => {
        if (folder === 'pl' && polishFails) throw new Error('chunk failed');
        if (folder === 'pl') return { cart: { title: 'Koszyk' } };
        return folder === 'en' ? { cart: { title: 'Cart' } } : {};
      },
    };
    expect((await loadMessages('pl-PL', { source, logger }))['cart.title']).toBe('Cart');
    polishFails = false;
    expect((await loadMessages('pl-PL', { source, logger }))['cart.title']).toBe('Koszyk');
  });

  it('warns about an unsupported locale and serves English', async () => {
    const { lines, logger } = recordingLogger();
    const messages = await loadMessages('xx-YY', { source: fsSource, logger });
    expect(messages['cart.empty']).toBe('Your cart is empty');
    expect(lines[0]).toContain('warn Missing locale');
  });
});

describe('createTranslator', () => {
  it('formats ICU plurals by the rules of the language', async () => {
    const polish = createTranslator('pl-PL', await loadMessages('pl-PL', { source: fsSource }));
    const one = polish('listing.results', { count: 1 });
    const few = polish('listing.results', { count: 3 });
    const many = polish('listing.results', { count: 5 });
    expect([one, few, many]).toEqual(['1 produkt', '3 produkty', '5 produktów']);
    const english = createTranslator('en-GB', await loadMessages('en-GB', { source: fsSource }));
    expect(english('listing.results', { count: 0 })).toBe('No products');
    expect(english('listing.results', { count: 1 })).toBe('1 product');
    expect(english('listing.results', { count: 1234 })).toBe('1,234 products');
  });

  it('returns the key and warns once for a missing message', () => {
    const { lines, logger } = recordingLogger();
    const t = createTranslator('en-GB', { 'cart.title': 'Cart' }, { logger });
    expect(t('cart.nope')).toBe('cart.nope');
    t('cart.nope');
    expect(lines).toHaveLength(1);
    expect(t.has('cart.title')).toBe(true);
  });

  it('formats the same message in a second translator of the locale (compiled messages are shared)', () => {
    const { lines, logger } = recordingLogger();
    const messages = { items: '{count, plural, one {# item} other {# items}} for {name}' };
    const first = createTranslator('de-DE', messages, { logger });
    const second = createTranslator('de-de', { ...messages }, { logger });
    expect(first('items', { count: 1, name: 'Ana' })).toBe('1 item for Ana');
    expect(second('items', { count: 1234, name: 'Jo' })).toBe('1.234 items for Jo');
    // Same text, another locale: the plural rules and digits are that locale's own.
    expect(createTranslator('en-GB', messages, { logger })('items', { count: 1234, name: 'Jo' })).toBe(
      '1,234 items for Jo',
    );
    expect(lines).toEqual([]);
  });

  it('logs a message that is not valid ICU and shows its raw text', () => {
    const { lines, logger } = recordingLogger();
    const t = createTranslator('en-GB', { bad: 'Hello {name' }, { logger });
    expect(t('bad', { name: 'Ana' })).toBe('Hello {name');
    expect(lines[0]).toContain('error Message does not parse');
  });
});

describe('Intl formatting', () => {
  it('formats money from integer minor units per locale', () => {
    expect(formatMoney(money('EUR', 123450), 'de-de')).toBe('1.234,50\u00a0€');
    expect(formatMoney(money('EUR', 123450), 'en-IE')).toBe('€1,234.50');
    expect(formatMoney(money('CHF', 5900), 'de-CH')).toMatch(/^CHF\s59\.00$/);
  });

  it('formats numbers and dates per locale', () => {
    expect(formatNumber(1234.5, 'fr-FR')).toBe('1\u202f234,5');
    const date = new Date(Date.UTC(2026, 2, 9, 12));
    expect(formatDate(date, 'de-AT', { dateStyle: 'long', timeZone: 'UTC' })).toBe('9. März 2026');
    expect(formatDate(date, 'en-GB', { dateStyle: 'short', timeZone: 'UTC' })).toBe('09/03/2026');
  });
});

function Probe() {
  const t = useT();
  const { formatMoney: money$, locale } = useI18n();
  return (
    <p lang={locale}>
      {t('cart.empty')} · {t('common.items', { count: 2 })} · {money$(money('SEK', 65900))}
    </p>
  );
}

describe('<I18nProvider>', () => {
  it('gives components the translator and formatters of its locale', async () => {
    const messages = await loadMessages('sv-SE', { source: fsSource });
    const html = renderToString(
      <I18nProvider locale="sv-se" messages={messages}>
        <Probe />
      </I18nProvider>,
    );
    expect(html).toContain('lang="sv-SE"');
    expect(html).toContain('Din varukorg är tom');
    expect(html).toContain('2 artiklar');
    expect(html).toContain('659,00\u00a0kr');
  });

  it('throws when used outside a provider (a wiring bug)', () => {
    expect(() => renderToString(<Probe />)).toThrow(/I18nProvider/);
  });
});
