import { validateRequestForm } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import {
  type BestPriceClaim,
  CLAIM_TOPIC,
  claimRequest,
  parsePrice,
  validateClaim,
} from './best-price-claim.ts';

const VALID: BestPriceClaim = {
  productNumber: '12345678',
  competitorUrl: 'https://www.example-tools.de/angebot/1',
  competitorPrice: '249,90',
  contactName: 'Jonas Weber',
  email: 'jonas@example.de',
  note: '',
};

describe('best-price claim', () => {
  it('reads prices as shoppers write them in every store', () => {
    expect(parsePrice('249,90')).toBe(249.9);
    expect(parsePrice('249.90')).toBe(249.9);
    expect(parsePrice('1.249,90 €')).toBe(1249.9);
    expect(parsePrice('1,249.90')).toBe(1249.9);
    expect(parsePrice('1 249,90 Kč')).toBe(1249.9);
    expect(parsePrice('22 099 Ft')).toBe(22099);
    expect(parsePrice('1.249')).toBe(1249);
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('free')).toBeNull();
  });

  it('marks each wrong field with its message and accepts a complete claim', () => {
    expect(validateClaim(VALID)).toEqual({});
    expect(
      validateClaim({
        ...VALID,
        productNumber: '1234',
        competitorUrl: 'example.de',
        competitorPrice: 'cheaper',
        contactName: '',
        email: 'jonas@',
      }),
    ).toEqual({
      productNumber: 'customer-service.product-number-rule',
      competitorUrl: 'info-pages.best-prices.url-rule',
      competitorPrice: 'info-pages.best-prices.price-rule',
      contactName: 'form.required',
      email: 'form.email',
    });
    expect(validateClaim({ ...VALID, competitorUrl: 'javascript:alert(1)' }).competitorUrl).toBe(
      'info-pages.best-prices.url-rule',
    );
  });

  it('becomes a request the domain accepts, under the product-question topic', () => {
    const request = claimRequest(VALID, { subject: 'Bestpreis', description: 'Angebot' }, 'http://x/');
    expect(request).toMatchObject({ ...CLAIM_TOPIC, productNumber: '12345678', email: VALID.email });
    expect(validateRequestForm(request)).toEqual({});
  });
});
