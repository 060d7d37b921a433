/** Google Address Validation contract: v1:validateAddress shapes against a fake at the network layer. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeVendor,
  type RecordedRequest,
  startFakeVendor,
} from '../testing/fake-vendor.ts';
import { ADDRESS_VALIDATION_FLAGS, addressValidationFlags } from './address-validation.port.ts';
import { createAddressValidationSimulator } from './address-validation.simulator.ts';
import { createGoogleAddressValidation } from './google.adapter.ts';
import { checkAddress } from './index.ts';

let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

async function adapterAgainst(answer: (request: RecordedRequest) => FakeAnswer) {
  vendor = await startFakeVendor(answer);
  return createGoogleAddressValidation({ apiKey: 'test-key-123', baseUrl: vendor.baseUrl });
}

const BERLIN = {
  regionCode: 'DE',
  addressLines: ['Hauptstraße 12a', '10115 Berlin'],
  postalCode: '10115',
  locality: 'Berlin',
};

/** An answer as Google documents it (trimmed to the fields the shop reads plus some it ignores). */
function googleAnswer(verdict: Record<string, unknown>, components: Record<string, unknown>[] = []) {
  return {
    status: 200,
    body: JSON.stringify({
      result: {
        verdict: { inputGranularity: 'PREMISE', geocodeGranularity: 'PREMISE', ...verdict },
        address: {
          formattedAddress: 'Hauptstraße 12a, 10115 Berlin, Deutschland',
          postalAddress: { regionCode: 'DE', postalCode: '10115', locality: 'Berlin' },
          addressComponents: components,
        },
        geocode: { location: { latitude: 52.53, longitude: 13.38 } },
      },
      responseId: 'a2d5bb8c-1b4f-4a3e-9f0b-0c5e9d9f2f11',
    }),
  };
}

describe('Google adapter', () => {
  it('POSTs v1:validateAddress with the key in the query and the PostalAddress body', async () => {
    const adapter = await adapterAgainst(() =>
      googleAnswer({ validationGranularity: 'PREMISE', addressComplete: true }),
    );
    const answer = await adapter.validate(BERLIN, AbortSignal.timeout(5_000));
    const sent = vendor!.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1:validateAddress?key=test-key-123');
    expect(JSON.parse(sent.body)).toEqual({ address: BERLIN });
    expect(answer.formattedAddress).toBe('Hauptstraße 12a, 10115 Berlin, Deutschland');
    expect(addressValidationFlags(answer)).toEqual([]);
    // The logged request never carries the key.
    expect(answer.request.url).not.toContain('test-key-123');
  });

  it('flags an incomplete address or unconfirmed components as "Error on verdict"', async () => {
    const adapter = await adapterAgainst(() =>
      googleAnswer({
        validationGranularity: 'ROUTE',
        addressComplete: false,
        hasUnconfirmedComponents: true,
      }),
    );
    const answer = await adapter.validate(BERLIN, AbortSignal.timeout(5_000));
    expect(addressValidationFlags(answer)).toEqual(['verdict']);
    expect(ADDRESS_VALIDATION_FLAGS.verdict).toBe('Error on verdict');
  });

  it('flags a spell-corrected or unexpected component as "Error on address"', async () => {
    const adapter = await adapterAgainst(() =>
      googleAnswer({ validationGranularity: 'PREMISE', addressComplete: true }, [
        { componentName: { text: 'Hauptstraße' }, componentType: 'route', spellCorrected: true },
      ]),
    );
    const answer = await adapter.validate(BERLIN, AbortSignal.timeout(5_000));
    expect(addressValidationFlags(answer)).toEqual(['address']);
  });

  it('an HTTP error or a body without result.verdict is "unavailable", never a flag', async () => {
    const failing = await adapterAgainst(() => ({
      status: 400,
      body: JSON.stringify({
        error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' },
      }),
    }));
    expect(await checkAddress(failing, BERLIN, 5_000)).toMatchObject({ status: 'unavailable' });
    await vendor?.close();
    const odd = await adapterAgainst(() => ({ status: 200, body: '{"responseId":"x"}' }));
    expect(await checkAddress(odd, BERLIN, 5_000)).toMatchObject({ status: 'unavailable' });
  });

  it('a service that never answers is "unavailable" after the time limit', async () => {
    const adapter = await adapterAgainst(() => 'hang');
    expect(await checkAddress(adapter, BERLIN, 200)).toEqual({ status: 'unavailable', reason: 'timeout' });
  });
});

describe('simulator', () => {
  const simulator = createAddressValidationSimulator();
  it('passes a correct address and flags a wrong postal code or a misspelt street', async () => {
    expect(await checkAddress(simulator, BERLIN, 1_000)).toMatchObject({ status: 'ok' });
    expect(await checkAddress(simulator, { ...BERLIN, postalCode: '1011' }, 1_000)).toMatchObject({
      status: 'flagged',
      flags: ['verdict'],
    });
    expect(
      await checkAddress(simulator, { ...BERLIN, addressLines: ['hauptstraße 12a', '10115 Berlin'] }, 1_000),
    ).toMatchObject({
      status: 'flagged',
      flags: ['address'],
      formattedAddress: 'Hauptstraße 12a, 10115 Berlin',
    });
  });
});
