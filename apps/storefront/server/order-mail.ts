/**
 * The engine's "order placed" moment for the mail port (decision 154): after the order has
 * committed, the confirmation is composed from the stored order, in the shopper's language.
 */
import { type Database, type RequestContext, schema } from '@toolyard/commerce';
import { type CountryCode, normalizeCountryCode } from '@toolyard/domain';
import { composeOrderConfirmation, type Mailer, type OrderForMail } from '@toolyard/integrations';
import { and, eq } from 'drizzle-orm';
import { languagePrefix, storeOfCountry } from '../app/store/domain-map.ts';

type Money = OrderForMail['total'];

export function orderForMail(
  row: typeof schema.orders.$inferSelect,
  trackingUrl: string | null = null,
): OrderForMail | null {
  const doc = row.document as {
    customerEmail?: string | null;
    lineItems?: { name?: unknown; quantity: number; totalPrice: Money }[];
    shippingInfo?: { price?: Money } | null;
    // The cart's field holds cent amount and digits only (spec 000 §3): the currency is the order's.
    custom?: { fields?: { calculatedCodFee?: Omit<Money, 'currencyCode'> | null } };
    totalPrice: Money;
    billingAddress?: OrderForMail['billingAddress'];
    shippingAddress?: OrderForMail['shippingAddress'];
    paymentInfo?: { payments?: { custom?: { type?: string; fields?: Record<string, string> } }[] };
  };
  if (!doc.customerEmail) return null;
  const codFee = doc.custom?.fields?.calculatedCodFee;
  const custom = doc.paymentInfo?.payments?.[0]?.custom;
  const fields = custom?.fields ?? {};
  // The checkout keeps a company's VAT ID in the billing address's custom fields (vat.server.ts).
  const vatNumber = (doc.billingAddress as { custom?: { vatNumber?: unknown } } | undefined)?.custom
    ?.vatNumber;
  const nameOf = (name: unknown) =>
    typeof name === 'string' ? name : String(Object.values((name as Record<string, string>) ?? {})[0] ?? '');
  return {
    orderNumber: row.orderNumber,
    customerEmail: doc.customerEmail,
    lines: (doc.lineItems ?? []).map((line) => ({
      name: nameOf(line.name),
      quantity: line.quantity,
      total: line.totalPrice,
    })),
    shipping: doc.shippingInfo?.price ?? null,
    codFee: codFee ? { ...codFee, currencyCode: doc.totalPrice.currencyCode } : null,
    total: doc.totalPrice,
    billingAddress: doc.billingAddress ?? null,
    shippingAddress: doc.shippingAddress ?? null,
    bank:
      custom?.type === 'bank-transfer' && fields.iban
        ? {
            owner: fields.owner ?? '',
            institute: fields.institute ?? '',
            iban: fields.iban,
            bic: fields.bic ?? '',
            paymentReference: fields.paymentReference ?? row.orderNumber,
          }
        : null,
    multibanco:
      custom?.type === 'multibanco' && fields.reference
        ? { entity: fields.entity ?? '', reference: fields.reference, expiresAt: fields.expiresAt ?? '' }
        : null,
    vatId: typeof vatNumber === 'string' && vatNumber ? vatNumber : null,
    trackingUrl,
  };
}

/** The store's return policy page (CMS info page, spec 000 §2.1): the withdrawal's conditions (decision 259). */
export function returnPolicyUrl(origin: string, prefix: string): string {
  return `${origin}${prefix}/return-policy/`;
}

/** The withdrawal function (decision 265): "Withdraw from contract here", linked from the confirmation (decision 268). */
export function withdrawalUrl(origin: string, prefix: string): string {
  return `${origin}${prefix}/withdrawal`;
}

/** The order tracking page with the number filled in; the shopper adds the e-mail (decision 255). */
export function orderTrackingUrl(origin: string, prefix: string, orderNumber: string): string {
  return `${origin}${prefix}/order-tracking?order=${encodeURIComponent(orderNumber)}`;
}

export function orderConfirmationMailHook(
  mailer: Mailer,
  db: Database,
  originOf?: (country: CountryCode) => string,
): (ctx: RequestContext, orderNumber: string) => Promise<void> {
  return async (ctx, orderNumber) => {
    const [row] = await db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.storeKey, ctx.storeKey), eq(schema.orders.orderNumber, orderNumber)));
    const country = normalizeCountryCode(ctx.country);
    const store =
      originOf && country
        ? { origin: originOf(country), prefix: languagePrefix(storeOfCountry(country), ctx.language) }
        : null;
    const trackingUrl = store ? orderTrackingUrl(store.origin, store.prefix, orderNumber) : null;
    const order = row ? orderForMail(row, trackingUrl) : null;
    const policy = store ? returnPolicyUrl(store.origin, store.prefix) : null;
    const withdrawal = store ? withdrawalUrl(store.origin, store.prefix) : null;
    if (order) {
      await mailer.send(
        composeOrderConfirmation(
          { ...order, returnPolicyUrl: policy, withdrawalUrl: withdrawal },
          ctx.locale,
        ),
      );
    }
  };
}
