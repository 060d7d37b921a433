import { describe, expect, test } from 'vitest';
import { cardBarcodeSvg, cardNumberOf, customerIdOfCard, formatCardNumber } from './loyalty-card.server.ts';

describe('loyalty card', () => {
  test('the card number is 39 digits and scans back to exactly the customer', () => {
    for (const id of [
      '00000000-0000-0000-0000-000000000001',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f',
    ]) {
      const number = cardNumberOf(id);
      expect(number).toMatch(/^\d{39}$/);
      expect(customerIdOfCard(formatCardNumber(number))).toBe(id);
    }
    expect(cardNumberOf('3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f')).not.toBe(
      cardNumberOf('3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e60'),
    );
    expect(customerIdOfCard('9'.repeat(39))).toBeNull();
    expect(customerIdOfCard('12345')).toBeNull();
  });

  test('the barcode is an SVG with bars, different for different cards', () => {
    const a = cardBarcodeSvg(cardNumberOf('3f2c9a1e-7b4d-4c2a-9e8f-0a1b2c3d4e5f'));
    const b = cardBarcodeSvg(cardNumberOf('00000000-0000-0000-0000-000000000001'));
    expect(a.startsWith('<svg')).toBe(true);
    expect(a).toMatch(/<path [^>]*d="M\d/);
    expect(a).not.toBe(b);
  });
});
