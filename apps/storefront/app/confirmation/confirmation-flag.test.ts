import { describe, expect, it } from 'vitest';
import { isExConsentRequest } from '../middleware/is-ex-consent-request.ts';
import { contextFor, fakeServices } from '../middleware/test-helpers.ts';
import { confirmationKindOf, withConfirmationFlag } from './confirmation-flag.ts';

const hash = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('confirmation-popup flag', () => {
  it('is added before a fragment and after an existing query', () => {
    expect(withConfirmationFlag('/', 'newsletter')).toBe('/?confirmation-popup=newsletter');
    expect(withConfirmationFlag('/nl/sale/?page=2', 'newsletter')).toBe(
      '/nl/sale/?page=2&confirmation-popup=newsletter',
    );
    expect(withConfirmationFlag('/sale/#top', 'newsletter')).toBe('/sale/?confirmation-popup=newsletter#top');
  });

  it('knows its kinds; anything else opens nothing', () => {
    expect(confirmationKindOf('newsletter')).toBe('newsletter');
    expect(confirmationKindOf('order')).toBeNull();
    expect(confirmationKindOf(null)).toBeNull();
  });

  it('is set by the consent confirmation only when the consent was recorded', async () => {
    const path = `/exConsents/confirm?hash=${hash({ email_token: 't', redirect_to: '/sale/' })}`;
    expect(await isExConsentRequest(contextFor(path))).toMatchObject({
      location: '/sale/?confirmation-popup=newsletter',
    });
    const failing = fakeServices({
      recordNewsletterConsent: async () => {
        throw new Error('unknown token');
      },
    });
    expect(await isExConsentRequest(contextFor(path, { services: failing }))).toMatchObject({
      location: '/sale/',
    });
    expect(failing.warnings).toEqual(['newsletter consent not recorded: unknown token']);
  });
});
