/** Pure customer rules: e-mail normalisation and the address book (passwords: @toolyard/domain). */
import { randomUUID } from 'node:crypto';
import type { StoredAddress } from '../db/schema/customers.ts';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AddressBook {
  addresses: StoredAddress[];
  shippingAddressIds: string[];
  billingAddressIds: string[];
  defaultShippingAddressId: string | null;
  defaultBillingAddressId: string | null;
}

export function addAddress(
  book: AddressBook,
  address: Record<string, unknown>,
  options: { defaultShipping?: boolean; defaultBilling?: boolean; kind?: 'shipping' | 'billing' } = {},
): { book: AddressBook; id: string } {
  const id = randomUUID();
  // Without a kind the address serves both (checkout's "save address"); the account pages keep
  // shipping and billing addresses apart (spec 001 §7 addShippingAddressId).
  const shipping = options.kind !== 'billing';
  const billing = options.kind !== 'shipping';
  const next: AddressBook = {
    addresses: [...book.addresses, { ...address, id }],
    shippingAddressIds: shipping ? [...book.shippingAddressIds, id] : book.shippingAddressIds,
    billingAddressIds: billing ? [...book.billingAddressIds, id] : book.billingAddressIds,
    // The first address of a kind becomes its default.
    defaultShippingAddressId:
      shipping && (options.defaultShipping || !book.defaultShippingAddressId)
        ? id
        : book.defaultShippingAddressId,
    defaultBillingAddressId:
      billing && (options.defaultBilling || !book.defaultBillingAddressId)
        ? id
        : book.defaultBillingAddressId,
  };
  return { book: next, id };
}

export function changeAddress(
  book: AddressBook,
  id: string,
  address: Record<string, unknown>,
): AddressBook | null {
  if (!book.addresses.some((entry) => entry.id === id)) return null;
  return {
    ...book,
    addresses: book.addresses.map((entry) => (entry.id === id ? { ...address, id } : entry)),
  };
}

export function removeAddress(book: AddressBook, id: string): AddressBook | null {
  if (!book.addresses.some((entry) => entry.id === id)) return null;
  const addresses = book.addresses.filter((entry) => entry.id !== id);
  return {
    addresses,
    shippingAddressIds: book.shippingAddressIds.filter((entry) => entry !== id),
    billingAddressIds: book.billingAddressIds.filter((entry) => entry !== id),
    defaultShippingAddressId: book.defaultShippingAddressId === id ? null : book.defaultShippingAddressId,
    defaultBillingAddressId: book.defaultBillingAddressId === id ? null : book.defaultBillingAddressId,
  };
}

export function setDefault(book: AddressBook, id: string, kind: 'shipping' | 'billing'): AddressBook | null {
  if (!book.addresses.some((entry) => entry.id === id)) return null;
  const ids = kind === 'shipping' ? book.shippingAddressIds : book.billingAddressIds;
  if (!ids.includes(id)) return null;
  return kind === 'shipping'
    ? { ...book, defaultShippingAddressId: id }
    : { ...book, defaultBillingAddressId: id };
}

/** Address entries as the account pages read them (spec 000 §3 "Customer"). */
export function addressesView(book: AddressBook) {
  return book.addresses.map((address) => ({
    ...address,
    isDefaultShippingAddress: address.id === book.defaultShippingAddressId,
    isDefaultBillingAddress: address.id === book.defaultBillingAddressId,
  }));
}
