/**
 * The checkout pages' outside services per request (docs/decisions/160): the store's flags from
 * PostgreSQL (kept a minute), the VAT ID check through the same in-process endpoint the browser
 * may call (/api/vat-id/validate: one rate limit, one proof table, concurrent checks shared), and
 * the address validation port of packages/integrations.
 */

import { type Database, schema } from '@toolyard/commerce';
import { COUNTRIES, type CountryCode } from '@toolyard/domain';
import { type AddressValidationPort, checkAddress } from '@toolyard/integrations';
import { eq } from 'drizzle-orm';
import type { CheckoutSettings, StorefrontCheckout, VatCheckAnswer } from '../app/checkout/checkout-port.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import type { ApiCall } from './account-api.ts';
import { VAT_VALIDATE_PATH } from './vat.ts';

const SETTINGS_TTL_MS = 60_000;

export interface CheckoutDeps {
  db: Database;
  api: ApiCall;
  addressValidation: AddressValidationPort | null;
  addressValidationTimeoutMs: number;
  /** A configured autocomplete service (ADDRESS_AUTOCOMPLETE_SERVICE not off). */
  addressAutocomplete?: boolean;
}

export function createCheckoutServices(deps: CheckoutDeps) {
  const settingsCache = new Map<string, { at: number; value: Promise<CheckoutSettings> }>();

  function settingsOf(store: ResolvedStore): Promise<CheckoutSettings> {
    const hit = settingsCache.get(store.storeKey);
    if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.value;
    const value = deps.db
      .select({
        vat: schema.stores.vatValidationEnabled,
        tax: schema.stores.taxRateChangeEnabled,
        autocomplete: schema.stores.addressAutocompleteEnabled,
      })
      .from(schema.stores)
      .where(eq(schema.stores.key, store.storeKey))
      .then(([row]) => ({
        vatValidation: row?.vat ?? false,
        taxRateChange: row?.tax ?? false,
        addressValidation:
          deps.addressValidation !== null &&
          (COUNTRIES[store.country as CountryCode]?.googleAddressValidation ?? false),
        addressAutocomplete: (deps.addressAutocomplete ?? false) && (row?.autocomplete ?? false),
      }));
    value.catch(() => settingsCache.delete(store.storeKey));
    settingsCache.set(store.storeKey, { at: Date.now(), value });
    return value;
  }

  return function checkoutFor(
    store: ResolvedStore,
    page: Request,
    clientIp: string | null,
  ): StorefrontCheckout {
    return {
      settings: () => settingsOf(store),
      async validateVatId(input) {
        const headers = new Headers({ 'content-type': 'application/json' });
        for (const name of ['host', 'x-forwarded-proto']) {
          const value = page.headers.get(name);
          if (value) headers.set(name, value);
        }
        const request = new Request(new URL(VAT_VALIDATE_PATH, page.url), {
          method: 'POST',
          headers,
          body: JSON.stringify(input),
        });
        const response = await deps.api(request, clientIp).catch(() => null);
        if (!response) return { ok: false, reason: 'technical' };
        if (response.status === 429) return { ok: false, reason: 'rate-limited' };
        const body = (await response.json().catch(() => null)) as {
          data?: VatCheckAnswer;
          error?: { code: string };
        } | null;
        if (response.ok && body?.data) return { ok: true, check: body.data };
        return { ok: false, reason: body?.error?.code === 'vat-id-too-short' ? 'too-short' : 'technical' };
      },
      async validateAddress(address) {
        if (!deps.addressValidation) return { status: 'unavailable', reason: 'off' };
        return checkAddress(deps.addressValidation, address, deps.addressValidationTimeoutMs);
      },
    };
  };
}
