import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../country-codes.ts';
import {
  isValidVatIdFormat,
  meetsVatIdInputRule,
  normalizeVatId,
  VAT_ID_RULES,
  vatIdPlaceholder,
  vatIdPrefixOf,
} from './vat-id.ts';

describe('normalizeVatId', () => {
  it('adds the country prefix, EL for Greece and CHE for Switzerland', () => {
    expect(normalizeVatId('GR', '123456789')).toBe('EL123456789');
    expect(normalizeVatId('GR', 'GR123456789')).toBe('EL123456789');
    expect(normalizeVatId('gr', 'el 123 456 789')).toBe('EL123456789');
    expect(normalizeVatId('CH', 'CHE-123.456.789')).toBe('CHE123456789');
    expect(normalizeVatId('CH', 'CHE-123.456.789 MWST')).toBe('CHE123456789');
    expect(normalizeVatId('CH', '123456789 TVA')).toBe('CHE123456789');
  });

  it('strips a typed prefix, spaces, dots and dashes', () => {
    expect(normalizeVatId('DE', 'DE 123 456 789')).toBe('DE123456789');
    expect(normalizeVatId('DE', 'de123456789')).toBe('DE123456789');
    expect(normalizeVatId('PL', '123-456-32-18')).toBe('PL1234563218');
    expect(normalizeVatId('NO', '923 609 016 MVA')).toBe('NO923609016');
  });

  it('keeps the U of Austrian IDs in the prefix', () => {
    expect(normalizeVatId('AT', 'ATU12345678')).toBe('ATU12345678');
    expect(normalizeVatId('AT', 'U12345678')).toBe('ATU12345678');
    expect(normalizeVatId('AT', '12345678')).toBe('ATU12345678');
    expect(normalizeVatId('AT', 'AT U1234 5678')).toBe('ATU12345678');
  });

  it('uses the first 8 characters of a Hungarian number', () => {
    expect(normalizeVatId('HU', '12345678-1-12')).toBe('HU12345678');
    expect(normalizeVatId('HU', 'HU12345678')).toBe('HU12345678');
  });

  it('removes characters the country does not use', () => {
    expect(normalizeVatId('DE', 'DE12345678X9')).toBe('DE123456789');
    expect(normalizeVatId('NL', 'nl 8034.67.284 b01')).toBe('NL803467284B01');
    expect(normalizeVatId('FR', 'FR 40 303 265 045')).toBe('FR40303265045');
  });

  it('only cleans IDs of unknown countries', () => {
    expect(normalizeVatId('US', 'ab-12 3')).toBe('AB123');
  });
});

describe('isValidVatIdFormat', () => {
  it('accepts the spec lengths', () => {
    const samples: Record<string, string> = {
      PL: '1234567890',
      AT: 'U12345678',
      BE: '0123456789',
      SK: '1234567890',
      DE: '123456789',
      PT: '123456789',
      IT: '12345678901',
      HU: '12345678',
      CZ: '1234567890',
      DK: '12345678',
      SE: '123456789001',
      FI: '12345678',
      RO: '1234567890',
      LT: '123456789012',
      SI: '12345678',
      BG: '1234567890',
      GR: '123456789',
      HR: '12345678901',
    };
    for (const [country, value] of Object.entries(samples)) {
      expect(isValidVatIdFormat(country, value), country).toBe(true);
    }
  });

  it('refuses one digit too few or too many', () => {
    expect(isValidVatIdFormat('DE', '12345678')).toBe(false);
    expect(isValidVatIdFormat('DE', '1234567890')).toBe(false);
    expect(isValidVatIdFormat('PL', '123456789')).toBe(false);
    expect(isValidVatIdFormat('AT', 'U1234567')).toBe(false);
    expect(isValidVatIdFormat('SE', '12345678901')).toBe(false);
  });

  it('accepts the real ranges where the spec placeholder is narrower', () => {
    expect(isValidVatIdFormat('CZ', '12345678')).toBe(true);
    expect(isValidVatIdFormat('CZ', '123456789')).toBe(true);
    expect(isValidVatIdFormat('CZ', '1234567')).toBe(false);
    expect(isValidVatIdFormat('RO', '12')).toBe(true);
    expect(isValidVatIdFormat('RO', '1')).toBe(false);
    expect(isValidVatIdFormat('RO', '12345678901')).toBe(false);
    expect(isValidVatIdFormat('LT', '123456789')).toBe(true);
    expect(isValidVatIdFormat('LT', '1234567890')).toBe(false);
    expect(isValidVatIdFormat('BG', '123456789')).toBe(true);
    expect(isValidVatIdFormat('BG', '12345678')).toBe(false);
  });

  it('accepts long Hungarian input because only the first 8 count', () => {
    expect(isValidVatIdFormat('HU', '12345678-1-12')).toBe(true);
    expect(isValidVatIdFormat('HU', '1234567')).toBe(false);
  });

  it('checks shapes for alphanumeric countries', () => {
    expect(isValidVatIdFormat('NL', 'NL803467284B01')).toBe(true);
    expect(isValidVatIdFormat('NL', 'NL803467284X01')).toBe(false);
    expect(isValidVatIdFormat('ES', 'ESB12345678')).toBe(true);
    expect(isValidVatIdFormat('IE', '6388047V')).toBe(true);
    expect(isValidVatIdFormat('IE', '1234567WA')).toBe(true);
    expect(isValidVatIdFormat('FR', 'FRAB123456789')).toBe(true);
    expect(isValidVatIdFormat('FR', 'FRIO123456789')).toBe(false);
    expect(isValidVatIdFormat('CH', 'CHE-123.456.789 MWST')).toBe(true);
  });

  it('needs at least 2 characters of input and lets unknown countries pass', () => {
    expect(meetsVatIdInputRule('D')).toBe(false);
    expect(meetsVatIdInputRule(' DE ')).toBe(true);
    expect(isValidVatIdFormat('US', 'X')).toBe(false);
    expect(isValidVatIdFormat('US', 'XY')).toBe(true);
  });
});

describe('placeholders and prefixes', () => {
  it('has a rule for every store country', () => {
    for (const code of COUNTRY_CODES) expect(VAT_ID_RULES[code]).toBeDefined();
  });

  it('shows the spec lengths', () => {
    expect(vatIdPlaceholder('AT')).toBe('ATU12345678');
    expect(vatIdPlaceholder('DE')).toBe('DE123456789');
    expect(vatIdPlaceholder('CZ')).toBe('CZ1234567890');
    expect(vatIdPlaceholder('SE')).toBe('SE123456789012');
    expect(vatIdPlaceholder('LT')).toBe('LT123456789012');
    expect(vatIdPlaceholder('GR')).toBe('EL123456789');
    expect(vatIdPlaceholder('CH')).toBe('CHE123456789');
    expect(vatIdPrefixOf('GR')).toBe('EL');
  });

  it('placeholders of every country pass their own format check', () => {
    for (const code of COUNTRY_CODES)
      expect(isValidVatIdFormat(code, vatIdPlaceholder(code)), code).toBe(true);
  });
});

describe('normalising is idempotent: an ID the shop normalised (or the VAT service answered) stays as it is', () => {
  it('for every country and any input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.stringMatching(/^[A-Za-z0-9 .-]{0,20}$/),
        (country, input) => {
          const once = normalizeVatId(country, input);
          expect(normalizeVatId(country, once)).toBe(once);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
