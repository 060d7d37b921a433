import { FALLBACK_SELECT_ERROR, validateRequestForm } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import en from '../i18n/messages/en/form.json' with { type: 'json' };
import { readRequestForm, requestErrorMessage } from './request-form-model.ts';

describe('request form messages', () => {
  it('the selects show the spec’s fallback text, whatever rule failed', () => {
    const errors = validateRequestForm({ reason: '', subreason: '' });
    expect(errors.reason).toBe('required');
    expect(requestErrorMessage('reason', 'required').key).toBe('form.not-correct');
    expect(requestErrorMessage('subreason', 'oneOf').key).toBe('form.not-correct');
    expect(en['not-correct']).toBe(FALLBACK_SELECT_ERROR);
  });

  it('text fields name their rule: required, min 3, 8-digit product number, phone', () => {
    expect(requestErrorMessage('subject', 'required')).toEqual({ key: 'form.required' });
    expect(requestErrorMessage('subject', 'min')).toEqual({ key: 'form.min', values: { min: 3 } });
    expect(requestErrorMessage('productNumber', 'digits').key).toBe('customer-service.product-number-rule');
    expect(requestErrorMessage('phoneNumber', 'phoneNumber').key).toBe('form.phone');
    expect(requestErrorMessage('quantity', 'min').key).toBe('form.not-correct');
  });

  it('reads only the form’s fields from a post', () => {
    const form = new URLSearchParams({
      reason: 'sales',
      vatId: 'DE1',
      admin: 'yes',
      currentUrl: 'http://x/',
    });
    expect(readRequestForm(form)).toEqual({ reason: 'sales', vatId: 'DE1', currentUrl: 'http://x/' });
  });
});
