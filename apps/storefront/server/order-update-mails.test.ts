/** Links in the mails after the order (decision 259): a job has no request host to follow. */
import { describe, expect, it } from 'vitest';
import { buildDomainMap, type DomainMap } from '../app/store/domain-map.ts';
import { jobTrackingUrlOf } from './order-update-mails.ts';

const mapOf = (storeDomains?: string): DomainMap => {
  const built = buildDomainMap(storeDomains);
  if (!built.ok) throw new Error(built.error);
  return built.map;
};

describe('order tracking links of the order update mails', () => {
  it("without production domains: the store's local host (Slovakia: localhost) on this node's port, with the order's language prefix", () => {
    const urlOf = jobTrackingUrlOf(mapOf(), 3000);
    expect(urlOf({ orderNumber: 'BE-20260302-0004', country: 'BE', locale: 'nl-BE' })).toBe(
      'http://be.localhost:3000/nl/order-tracking?order=BE-20260302-0004',
    );
    expect(urlOf({ orderNumber: 'SK-20260302-0001', country: 'SK', locale: 'sk-SK' })).toBe(
      'http://localhost:3000/order-tracking?order=SK-20260302-0001',
    );
    expect(urlOf({ orderNumber: 'X-1', country: '', locale: 'en' })).toBeNull();
  });

  it('with STORE_DOMAINS: the production domain over https', () => {
    const urlOf = jobTrackingUrlOf(mapOf('{"toolyard.de":"DE","toolyard.be":"BE"}'), 3000);
    expect(urlOf({ orderNumber: 'DE-20260302-0007', country: 'DE', locale: 'de-DE' })).toBe(
      'https://toolyard.de/order-tracking?order=DE-20260302-0007',
    );
    expect(urlOf({ orderNumber: 'BE-20260302-0004', country: 'BE', locale: 'fr-BE' })).toBe(
      'https://toolyard.be/order-tracking?order=BE-20260302-0004',
    );
  });
});
