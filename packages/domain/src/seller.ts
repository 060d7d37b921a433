/**
 * The seller: the company behind every store, as the imprint ("company information" page) and the
 * order confirmation name it (EU consumer law asks both for the trader's identity, address, register
 * number, VAT ID and e-mail; decision 259). An invented company: demo data. One record for all stores,
 * so the page and the mail cannot disagree; an operator changes it here.
 */
import type { CountryCode } from './country-codes.ts';

export interface Seller {
  readonly name: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: CountryCode;
  readonly registrationNumber: string;
  readonly vatId: string;
  /** Where a shopper writes, also to withdraw from a contract. */
  readonly email: string;
}

export const SELLER: Seller = {
  name: 'Toolyard s.r.o.',
  street: 'Priemyselná 12',
  postalCode: '917 01',
  city: 'Trnava',
  country: 'SK',
  registrationNumber: '54 821 637',
  vatId: 'SK2121748593',
  email: 'info@toolyard.eu',
};
