import { describe, expect, it } from 'vitest';
import { allVariants, buildDomainMap, resolveStore, storeOrigin } from './domain-map.ts';
import { classifyPath, splitLanguagePrefix, withSlashRule } from './paths.ts';

const local = buildDomainMap(undefined);
if (!local.ok) throw new Error(local.error);

describe('resolveStore', () => {
  it('maps <country>.localhost to the country store and localhost or unknown hosts to SK', () => {
    expect(resolveStore('de.localhost:3000', local.map)).toMatchObject({
      country: 'DE',
      storeKey: 'store-de',
      currency: 'EUR',
    });
    expect(resolveStore('GB.localhost', local.map)).toMatchObject({
      country: 'GB',
      storeKey: 'store-uk',
      currency: 'GBP',
    });
    expect(resolveStore('ch.localhost:3000', local.map).languages).toEqual(['de', 'fr', 'it']);
    expect(resolveStore('localhost:3000', local.map)).toMatchObject({ country: 'SK', isFallback: false });
    expect(resolveStore('unknown.example', local.map)).toMatchObject({ country: 'SK', isFallback: true });
    expect(resolveStore(null, local.map).country).toBe('SK');
  });

  it('adds production domains from STORE_DOMAINS and rejects bad config', () => {
    const prod = buildDomainMap('{"toolyard.de":"de","www.toolyard.be":"BE"}');
    if (!prod.ok) throw new Error(prod.error);
    expect(resolveStore('www.toolyard.be', prod.map).country).toBe('BE');
    expect(storeOrigin('DE', prod.map, 'toolyard.de')).toBe('https://toolyard.de');
    expect(storeOrigin('DE', prod.map, 'localhost:3000')).toBe('http://de.localhost:3000');
    expect(buildDomainMap('{"toolyard.us":"US"}')).toMatchObject({ ok: false });
    expect(buildDomainMap('not json')).toMatchObject({ ok: false });
  });

  it('has 28 locale variants and an origin for each', () => {
    const variants = allVariants();
    expect(variants).toHaveLength(28);
    expect(storeOrigin('BE', local.map, 'de.localhost:3000')).toBe('http://be.localhost:3000');
    expect(storeOrigin('SK', local.map, 'de.localhost:3000')).toBe('http://localhost:3000');
  });
});

describe('paths', () => {
  it('splits language prefixes and classifies routes', () => {
    expect(splitLanguagePrefix('/fr/login')).toEqual({ prefix: 'fr', rest: '/login' });
    expect(splitLanguagePrefix('/fr')).toEqual({ prefix: 'fr', rest: '/' });
    expect(splitLanguagePrefix('/frames/')).toEqual({ prefix: null, rest: '/frames/' });
    expect(classifyPath('/akku-bohrer-12345678')).toBe('product');
    expect(classifyPath('/akku-bohrer-1234567/')).toBe('content');
    expect(classifyPath('/checkout/thank-you')).toBe('checkout');
    expect(classifyPath('/my-account/loyalty-card')).toBe('account');
    expect(classifyPath('/my-account/my-data')).toBe('account');
    expect(classifyPath('/my-account/my-data/download')).toBe('account');
    expect(classifyPath('/my-account/my-data/other')).toBe('content');
    expect(classifyPath('/my-account/my-data/x/my-data/download')).toBe('content');
    expect(classifyPath('/best-prices-guaranteed/')).toBe('best-prices');
  });
  it('applies the trailing-slash rule', () => {
    expect(withSlashRule('/privacy-data')).toBe('/privacy-data/');
    expect(withSlashRule('/fr/login/')).toBe('/fr/login');
    expect(withSlashRule('/nl/my-account/my-data/')).toBe('/nl/my-account/my-data');
    expect(withSlashRule('/')).toBe('/');
    // The product page's rails route (decision 221) keeps a product's form: no slash added.
    expect(withSlashRule('/fr/product-rails/akku-bohrer-12345678')).toBe(
      '/fr/product-rails/akku-bohrer-12345678',
    );
    expect(withSlashRule('/product-rails/not-a-product')).toBe('/product-rails/not-a-product/');
  });
});
