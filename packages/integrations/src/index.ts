/**
 * @toolyard/integrations: the shop's outside services behind ports — VAT ID checks (simulator,
 * BZSt eVatR, EU VIES) and e-mail (SMTP, or an embedded SMTP server with a development mailbox).
 */

export * from './address-autocomplete/index.ts';
export * from './address-validation/index.ts';
export * from './cases/index.ts';
export * from './mail/index.ts';
export * from './payments/index.ts';
export * from './tracking/index.ts';
export * from './vat/index.ts';
