import { describe, expect, it } from 'vitest';
import { recordedVatOutcome, showsValidateButton, vatCheckOutcome } from './vat-check.ts';

describe('vatCheckOutcome', () => {
  it('maps the valid codes', () => {
    for (const code of [200, 216, 218, 219, 223]) expect(vatCheckOutcome(code)).toBe('valid');
  });

  it('maps the could-not-validate codes', () => {
    for (const code of [205, 208, 999]) expect(vatCheckOutcome(code)).toBe('unverifiable');
  });

  it('maps any other code to invalid', () => {
    for (const code of [0, 201, 217, 220, 404, 500, 1000]) expect(vatCheckOutcome(code)).toBe('invalid');
  });

  it('accepts codes as strings', () => {
    expect(vatCheckOutcome('200')).toBe('valid');
    expect(vatCheckOutcome(' 208 ')).toBe('unverifiable');
    expect(vatCheckOutcome('201')).toBe('invalid');
    expect(vatCheckOutcome('0200')).toBe('valid');
  });

  it('treats unreadable codes as unverifiable', () => {
    expect(vatCheckOutcome('')).toBe('unverifiable');
    expect(vatCheckOutcome('abc')).toBe('unverifiable');
    expect(vatCheckOutcome('200.5')).toBe('unverifiable');
    expect(vatCheckOutcome(Number.NaN)).toBe('unverifiable');
    expect(vatCheckOutcome(200.5)).toBe('unverifiable');
  });

  it('offers the validate button only when inconclusive', () => {
    expect(showsValidateButton('unverifiable')).toBe(true);
    expect(showsValidateButton('invalid')).toBe(false);
    expect(showsValidateButton(null)).toBe(false);
  });
});

describe('recordedVatOutcome', () => {
  it('turns success into no-rate when tax-rate change is on but the net price is not active', () => {
    expect(recordedVatOutcome('success', { taxRateChangeEnabled: true, netPriceActive: false })).toBe(
      'no-rate',
    );
    expect(recordedVatOutcome('success', { taxRateChangeEnabled: true, netPriceActive: true })).toBe(
      'success',
    );
    expect(recordedVatOutcome('success', { taxRateChangeEnabled: false, netPriceActive: false })).toBe(
      'success',
    );
  });

  it('passes other states through', () => {
    for (const state of ['triggered', 'button-click', 'failed', 'no-rate', 'timeout'] as const) {
      expect(recordedVatOutcome(state, { taxRateChangeEnabled: true, netPriceActive: false })).toBe(state);
    }
  });
});
