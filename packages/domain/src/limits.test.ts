import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, MOBILE_MAX_WIDTH } from './layout.ts';
import {
  CHECKOUT_STEPS,
  COMPARISON,
  COMPLEMENTARY_PRODUCTS_LIMIT,
  checkoutStepNumber,
  copyrightYears,
  DEFAULT_RATING,
  FOOTER_START_YEAR,
  MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT,
  MAX_QUANTITY_PER_PRODUCT,
  RELATED_PRODUCTS_LIMIT,
  REVIEWS,
} from './limits.ts';
import {
  DEBOUNCE_MS,
  LOADING_BAR,
  LOCALE_COOKIE_DAYS,
  ONE_YEAR_S,
  REQUEST_TIMEOUT_MS,
  SAFARI_CART_SIDEBAR_DELAY_MS,
  SEARCH,
  SESSION_TTL_S,
  STORE_COOKIE_MAX_AGE_S,
  THIRTY_DAYS_S,
  TOAST_DURATION_MS,
  WEBSOCKET,
} from './timing.ts';

describe('limits', () => {
  it('matches the spec numbers', () => {
    expect(MAX_QUANTITY_PER_PRODUCT).toBe(1000);
    expect(MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT).toBe(20);
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(COMPLEMENTARY_PRODUCTS_LIMIT).toBe(4);
    expect(COMPARISON).toEqual({ fetchLimit: 30, displayLimit: 5, attributeLimit: 5, missingValue: '-' });
    expect(DEFAULT_RATING).toBe(4.5);
    expect(REVIEWS).toEqual({ pageSize: 10, ratingTop: 5 });
    expect(FOOTER_START_YEAR).toBe(2007);
  });

  it('prints the copyright range from 2007', () => {
    expect(copyrightYears(2026)).toBe('2007–2026');
    expect(copyrightYears(2007)).toBe('2007');
  });

  it('numbers checkout steps and knows only those', () => {
    expect(CHECKOUT_STEPS).toEqual({ cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 });
    expect(checkoutStepNumber('payment')).toBe(4);
    expect(checkoutStepNumber('toString')).toBeNull();
    expect(checkoutStepNumber('review')).toBeNull();
  });
});

describe('timing', () => {
  it('matches the spec numbers', () => {
    expect(DEBOUNCE_MS).toEqual({ numberInput: 600, stringInput: 800, cartApi: 300, search: 300 });
    expect(SAFARI_CART_SIDEBAR_DELAY_MS).toBe(400);
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, tickMs: 100, hideMs: 500 });
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    expect(WEBSOCKET.maxConnectionsPerCart).toBe(10);
    expect(SEARCH.cacheTtlS).toBe(120);
    expect(SESSION_TTL_S).toBe(86400);
    expect(THIRTY_DAYS_S).toBe(30 * 86400);
    expect(ONE_YEAR_S).toBe(365 * 86400);
    expect(STORE_COOKIE_MAX_AGE_S).toBe(31536000);
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });
});

describe('layout', () => {
  it('matches the spec breakpoints', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([640, 768, 1023, 1200, 1440, 1919]);
    expect(MOBILE_MAX_WIDTH).toBe(1024);
  });
});
