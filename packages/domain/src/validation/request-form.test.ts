import { describe, expect, it } from 'vitest';
import {
  prefillRequestForm,
  type RequestFormData,
  requestFormPayload,
  selectRequestReason,
  validateRequestForm,
} from './request-form.ts';

const base: RequestFormData = {
  reason: 'account',
  subreason: 'login',
  contactName: 'Jana Nováková',
  email: 'jana@example.sk',
  subject: 'Cannot log in',
  description: 'The login page keeps reloading.',
};

describe('validateRequestForm', () => {
  it('accepts a complete form without extra fields', () => {
    expect(validateRequestForm(base)).toEqual({});
  });

  it('requires reason, subreason, contact name, e-mail, subject and description', () => {
    expect(validateRequestForm({})).toEqual({
      reason: 'required',
      subreason: 'required',
      contactName: 'required',
      email: 'required',
      subject: 'required',
      description: 'required',
    });
  });

  it('applies min:3 to text inputs and checks the e-mail', () => {
    expect(validateRequestForm({ ...base, contactName: 'Al', subject: '  ', email: 'jana@' })).toEqual({
      contactName: 'min',
      subject: 'required',
      email: 'email',
    });
  });

  it('refuses unknown reasons and subreasons of another reason', () => {
    expect(validateRequestForm({ ...base, reason: 'complaint' })).toEqual({
      reason: 'oneOf',
      subreason: 'oneOf',
    });
    expect(validateRequestForm({ ...base, subreason: 'malfunction' })).toEqual({ subreason: 'oneOf' });
  });

  it('requires the extra fields a topic shows', () => {
    expect(validateRequestForm({ ...base, reason: 'shipment', subreason: 'tracking' })).toEqual({
      productNumber: 'required',
      orderNumber: 'required',
      invoiceNumber: 'required',
    });
    expect(validateRequestForm({ ...base, reason: 'sales', subreason: 'discount-request' })).toEqual({
      productNumber: 'required',
      vatId: 'required',
      quantity: 'required',
      phoneNumber: 'required',
    });
  });

  it('needs exactly 8 digits for the product number', () => {
    const topic = { ...base, reason: 'consulting', subreason: 'availability' };
    expect(validateRequestForm({ ...topic, productNumber: '12345678' })).toEqual({});
    expect(validateRequestForm({ ...topic, productNumber: '1234567' })).toEqual({ productNumber: 'digits' });
    expect(validateRequestForm({ ...topic, productNumber: '123456789' })).toEqual({
      productNumber: 'digits',
    });
    expect(validateRequestForm({ ...topic, productNumber: '1234567a' })).toEqual({ productNumber: 'digits' });
  });

  it('checks quantity (no maximum), phone and VAT ID of a discount request', () => {
    const topic = { ...base, reason: 'sales', subreason: 'discount-request', productNumber: '12345678' };
    expect(
      validateRequestForm({
        ...topic,
        vatId: 'DE123456789',
        quantity: 250000,
        phoneNumber: '+49 170 1234567',
      }),
    ).toEqual({});
    expect(validateRequestForm({ ...topic, vatId: 'D', quantity: '0', phoneNumber: '123' })).toEqual({
      vatId: 'min',
      quantity: 'min',
      phoneNumber: 'phoneNumber',
    });
  });

  it('ignores hidden extra fields and an empty company', () => {
    expect(validateRequestForm({ ...base, productNumber: 'x', vatId: '', company: '' })).toEqual({});
  });
});

describe('reason changes and payload', () => {
  it('resets the subreason when the reason changes', () => {
    expect(selectRequestReason(base, 'sales')).toMatchObject({ reason: 'sales', subreason: undefined });
  });

  it('drops extra fields the topic does not show', () => {
    const payload = requestFormPayload({
      ...base,
      vatId: 'DE123456789',
      productNumber: '12345678',
      company: 'ACME',
    });
    expect(payload).not.toHaveProperty('vatId');
    expect(payload).not.toHaveProperty('productNumber');
    expect(payload.company).toBe('ACME');
    const discount = requestFormPayload({
      ...base,
      reason: 'sales',
      subreason: 'discount-request',
      vatId: 'DE1',
    });
    expect(discount.vatId).toBe('DE1');
  });
});

describe('prefills', () => {
  it('manual request: product claim, missing-language manual, product number read-only', () => {
    expect(prefillRequestForm('manual-request', '12345678')).toEqual({
      data: { reason: 'product-claim', subreason: 'missing-language-manual', productNumber: '12345678' },
      readOnlyFields: ['productNumber'],
    });
  });

  it('quote request: sales discount request with quantity 1, product number read-only', () => {
    expect(prefillRequestForm('quote-request', '87654321')).toEqual({
      data: { reason: 'sales', subreason: 'discount-request', productNumber: '87654321', quantity: 1 },
      readOnlyFields: ['productNumber'],
    });
  });
});
