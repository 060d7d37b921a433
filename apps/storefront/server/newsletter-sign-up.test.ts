/** The newsletter box of an order the payment webhook placed (decision 264). */
import { describe, expect, it } from 'vitest';
import { buildDomainMap } from '../app/store/domain-map.ts';
import { type NewsletterSignUpInput, newsletterOfOrder } from './newsletter-sign-up.ts';

describe('newsletterOfOrder', () => {
  it("signs the order's e-mail up in the order's store and language, with the link on the host the provider called", async () => {
    const built = buildDomainMap('{"toolyard.be":"BE"}');
    if (!built.ok) throw new Error(built.error);
    const asked: NewsletterSignUpInput[] = [];
    const signUp = async (input: NewsletterSignUpInput) => {
      asked.push(input);
      return 'pending' as const;
    };
    const ofOrder = newsletterOfOrder(signUp, built.map, () => 'toolyard.be');
    await ofOrder({ email: 'an@example.be', country: 'BE', locale: 'nl-BE' });
    expect(asked).toEqual([
      {
        email: 'an@example.be',
        storeKey: 'store-be',
        locale: 'nl-be',
        origin: 'https://toolyard.be',
        prefix: '/nl',
        source: 'checkout',
      },
    ]);
    await expect(ofOrder({ email: 'x@example.com', country: 'XX', locale: 'en' })).rejects.toThrow(
      'unknown store country XX',
    );
  });
});
