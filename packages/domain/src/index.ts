/**
 * @toolyard/domain: the specification's tables and pure rules as typed data and functions.
 * No I/O, no dependencies on other workspace packages.
 */

export * from './bgn-euro.ts';
export * from './calling-codes.ts';
export * from './countries.ts';
export * from './country-codes.ts';
export * from './country-features.ts';
export * from './currencies.ts';
export * from './enums.ts';
export * from './iso-date.ts';
export * from './languages.ts';
export * from './layout.ts';
export * from './limits.ts';
export * from './listing.ts';
export * from './locales.ts';
export * from './money.ts';
export * from './product-codes.ts';
export * from './rounding.ts';
export * from './rules/availability.ts';
export * from './rules/campaigns.ts';
export * from './rules/checkout.ts';
export * from './rules/client-type.ts';
export * from './rules/cod.ts';
export * from './rules/comparison.ts';
export * from './rules/delivery-date.ts';
export * from './rules/extra-guarantee.ts';
export * from './rules/line-price.ts';
export * from './rules/order-states.ts';
export * from './rules/payment-methods.ts';
export * from './rules/payment-methods-by-country.ts';
export * from './rules/quantity.ts';
export * from './rules/similarity.ts';
export * from './rules/vat-check.ts';
export * from './rules/volume-discount.ts';
export * from './rules/withdrawal.ts';
export * from './seller.ts';
export * from './shipping.ts';
export * from './store-currency.ts';
export * from './tax.ts';
export * from './time-zones.ts';
export * from './timing.ts';
export * from './validation/fields.ts';
export * from './validation/postal-code.ts';
export * from './validation/request-form.ts';
export * from './validation/request-reasons.ts';
export * from './validation/vat-id.ts';
export * from './vat-rates.ts';
