import { describe, expect, it } from 'vitest';
import {
  allRequestTopicKeys,
  extraFieldsOf,
  REQUEST_REASONS,
  requestTopicKey,
  subreasonsOf,
} from './request-reasons.ts';

const ALL_THREE = ['productNumber', 'orderNumber', 'invoiceNumber'];
const INVOICE_AND_ORDER = ['orderNumber', 'invoiceNumber'];

function expectExtras(reason: string, subreasons: string[], fields: string[]): void {
  for (const subreason of subreasons) {
    expect(extraFieldsOf(reason, subreason), requestTopicKey(reason, subreason)).toEqual(fields);
  }
}

describe('request topics matrix (spec 001 §5)', () => {
  it('has the eleven reasons', () => {
    expect(REQUEST_REASONS).toEqual([
      'consulting',
      'payments',
      'sales',
      'order',
      'shipment',
      'invoice',
      'product-claim',
      'returns',
      'account',
      'shop-issues',
      'other',
    ]);
  });

  it('consulting: every subreason needs the product number', () => {
    expect(subreasonsOf('consulting')).toHaveLength(6);
    expectExtras(
      'consulting',
      [
        'product-question',
        'availability',
        'missing-data',
        'warranty-and-return',
        'delivery-info',
        'factory-seconds',
      ],
      ['productNumber'],
    );
  });

  it('payments', () => {
    expectExtras('payments', ['methods', 'issues'], ['productNumber']);
    expectExtras('payments', ['double-payment', 'proof', 'status'], ['orderNumber']);
    expectExtras('payments', ['iban-info'], []);
  });

  it('sales: the discount request needs product number, VAT ID, quantity and phone', () => {
    expectExtras('sales', ['discount-request'], ['productNumber', 'vatId', 'quantity', 'phoneNumber']);
    expectExtras('sales', ['proforma', 'spare-parts', 'discount-code-issue'], ['productNumber']);
    expectExtras('sales', ['discount-code-missing'], []);
  });

  it('order, shipment, invoice', () => {
    expectExtras('order', ['status'], ['productNumber']);
    expectExtras('order', ['change-order', 'cancellation'], ALL_THREE);
    expectExtras('shipment', ['status', 'tracking', 'no-progress', 'loss-report'], ALL_THREE);
    expectExtras('shipment', ['change-delivery-date', 'info'], INVOICE_AND_ORDER);
    expectExtras('invoice', ['request'], ['orderNumber']);
    expectExtras('invoice', ['change-data', 'net-invoice'], INVOICE_AND_ORDER);
    expectExtras('invoice', ['issues'], ALL_THREE);
  });

  it('product claim, returns', () => {
    expectExtras(
      'product-claim',
      [
        'malfunction',
        'incomplete',
        'wrong-description',
        'transit-damage',
        'cosmetic',
        'appearance',
        'wrong-product',
        'repair-status',
        'performance',
      ],
      ALL_THREE,
    );
    expectExtras(
      'product-claim',
      ['missing-manual', 'missing-language-manual', 'unreadable-manual'],
      ['productNumber'],
    );
    expectExtras('returns', ['no-reason', 'portal-issue'], ALL_THREE);
  });

  it('account, shop issues, other', () => {
    expectExtras('account', ['login', 'data-removal'], []);
    expectExtras('account', ['order-page'], ['orderNumber']);
    expectExtras('shop-issues', ['webpage-down'], []);
    expectExtras('shop-issues', ['order-issue'], ['productNumber']);
    expectExtras('other', ['neutral-feedback', 'marketing', 'job-application', 'unsubscribe'], []);
    expectExtras('other', ['partnership'], ['productNumber']);
  });

  it('shows the VAT ID only for sales.discount-request', () => {
    const withVat = allRequestTopicKeys().filter((key) => {
      const [reason = '', subreason = ''] = key.split('.');
      return extraFieldsOf(reason, subreason)?.includes('vatId');
    });
    expect(withVat).toEqual(['sales.discount-request']);
  });

  it('rejects unknown or mismatched pairs and prototype keys', () => {
    expect(extraFieldsOf('sales', 'malfunction')).toBeNull();
    expect(extraFieldsOf('nope', 'status')).toBeNull();
    expect(extraFieldsOf('order', 'toString')).toBeNull();
    expect(extraFieldsOf('constructor', 'name')).toBeNull();
    expect(subreasonsOf('nope')).toEqual([]);
  });

  it('has unique stable topic keys', () => {
    const keys = allRequestTopicKeys();
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('consulting.product-question');
    expect(keys).toHaveLength(54);
  });
});
