/**
 * An order as the account pages show it: the API's order document (spec 000 §3 "Order") read
 * leniently into what the list and the detail need. Money stays integer minor units.
 */
import type { Money } from '@toolyard/domain';
import { knownMethodNameKey } from '../checkout/payment-types.ts';

export interface OrderAddressView {
  lines: string[];
}

export interface OrderLineView {
  sku: string;
  name: string;
  quantity: number;
  total: Money | null;
}

export interface TimelineStep {
  /** Message key of the step, e.g. account-orders.event-placed. */
  key: string;
  /** Message key of the state it names (shipment/payment changes), else null. */
  stateKey: string | null;
  at: string;
}

export interface OrderSummary {
  orderNumber: string;
  createdAt: string;
  orderState: string;
  paymentState: string;
  shipmentState: string;
  total: Money | null;
}

export interface OrderDetailView extends OrderSummary {
  lines: OrderLineView[];
  subtotal: Money | null;
  shipping: Money | null;
  /** The cash-on-delivery fee, part of the total; null for other methods. */
  codFee: Money | null;
  net: Money | null;
  taxPortions: { rate: number; amount: Money }[];
  /** Priced NET under reverse charge (decision 161): the 0 % VAT row needs the order's note. */
  reverseCharge: boolean;
  /** Message key of the payment method (checkout.payment-methods.*), or null. */
  paymentMethodKey: string | null;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  timeline: TimelineStep[];
}

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function money(value: unknown): Money | null {
  const m = obj(value);
  return typeof m.centAmount === 'number' && typeof m.currencyCode === 'string'
    ? ({
        centAmount: m.centAmount,
        currencyCode: m.currencyCode,
        fractionDigits: Number(m.fractionDigits ?? 2),
      } as Money)
    : null;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const first = Object.values(obj(value)).find((entry) => typeof entry === 'string');
  return (first as string | undefined) ?? '';
}

function addressOf(value: unknown): OrderAddressView | null {
  const a = obj(value);
  if (!a.country) return null;
  const join = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');
  return {
    lines: [
      join(a.firstName, a.lastName),
      str(a.company),
      join(a.streetName, a.streetNumber),
      str(a.additionalStreetInfo),
      join(a.postalCode, a.city),
      str(a.country),
    ].filter(Boolean),
  };
}

/** State → message key, spelt out so the keys reach the browser (client-keys.ts). */
const ORDER_STATE_KEYS: Record<string, string> = {
  Open: 'account-orders.order-state-open',
  Confirmed: 'account-orders.order-state-confirmed',
  Complete: 'account-orders.order-state-complete',
  Cancelled: 'account-orders.order-state-cancelled',
};
const PAYMENT_STATE_KEYS: Record<string, string> = {
  Paid: 'account-orders.payment-state-paid',
  CreditOwed: 'account-orders.payment-state-creditowed',
  Pending: 'account-orders.payment-state-pending',
  Failed: 'account-orders.payment-state-failed',
  BalanceDue: 'account-orders.payment-state-balancedue',
};
const SHIPMENT_STATE_KEYS: Record<string, string> = {
  Delayed: 'account-orders.shipment-state-delayed',
  Backorder: 'account-orders.shipment-state-backorder',
  Partial: 'account-orders.shipment-state-partial',
  Pending: 'account-orders.shipment-state-pending',
  Ready: 'account-orders.shipment-state-ready',
  Shipped: 'account-orders.shipment-state-shipped',
};

/** An unknown state (newer engine) shows as itself rather than as a missing key. */
export const STATE_KEY = {
  order: (state: string) => ORDER_STATE_KEYS[state] ?? state,
  payment: (state: string) => PAYMENT_STATE_KEYS[state] ?? state,
  shipment: (state: string) => SHIPMENT_STATE_KEYS[state] ?? state,
};

/** Answers of the tracking page and the newsletter page that the browser shows. */
export const ORDER_MESSAGES = {
  notFound: 'account-orders.not-found',
  linkInvalid: 'account-orders.link-invalid',
  unsubscribed: 'account-newsletter.unsubscribed',
  subscribePending: 'newsletter.success',
  subscribed: 'newsletter.subscribed',
  newsletterError: 'newsletter.error',
  newsletterInvalidEmail: 'newsletter.invalid-email',
} as const;

const EVENT_KEY: Record<string, string> = {
  'order.placed': 'account-orders.event-placed',
  'order.confirmed': 'account-orders.event-confirmed',
  'order.completed': 'account-orders.event-completed',
  'order.cancelled': 'account-orders.event-cancelled',
  'order.shipment-state-changed': 'account-orders.event-shipment',
  'order.payment-state-changed': 'account-orders.event-payment',
  'order.withdrawal-received': 'withdrawal.received-title',
};

export function orderSummary(order: unknown): OrderSummary {
  const o = obj(order);
  return {
    orderNumber: str(o.orderNumber),
    createdAt: str(o.createdAt),
    orderState: str(o.orderState),
    paymentState: str(o.paymentState),
    shipmentState: str(o.shipmentState),
    total: money(o.totalPrice),
  };
}

export function orderDetail(order: unknown, timeline: unknown): OrderDetailView {
  const o = obj(order);
  const taxed = obj(o.taxedPrice);
  const payment = obj((obj(o.paymentInfo).payments as unknown[] | undefined)?.[0]);
  const method = str(obj(payment.paymentMethodInfo).method);
  const lines = Array.isArray(o.lineItems) ? o.lineItems : [];
  const steps = Array.isArray(timeline) ? timeline : [];
  const fields = obj(obj(o.custom).fields);
  const total = money(o.totalPrice);
  // The cart's COD field holds amount and digits only (spec 000 §3): the currency is the order's.
  const codFee = obj(fields.calculatedCodFee);
  return {
    ...orderSummary(order),
    lines: lines.map((line) => {
      const l = obj(line);
      return {
        sku: str(obj(l.variant).sku),
        name: nameOf(l.name),
        quantity: Number(l.quantity ?? 0),
        total: money(l.totalPrice),
      };
    }),
    subtotal: money(o.itemsTotal),
    shipping: money(obj(o.shippingInfo).price),
    codFee: total ? money({ ...codFee, currencyCode: total.currencyCode }) : null,
    net: money(taxed.totalNet),
    taxPortions: (Array.isArray(taxed.taxPortions) ? taxed.taxPortions : []).flatMap((portion) => {
      const p = obj(portion);
      const amount = money(p.amount);
      return amount && typeof p.rate === 'number' ? [{ rate: p.rate, amount }] : [];
    }),
    reverseCharge: fields.netPrices === true || (typeof fields.taxNote === 'string' && fields.taxNote !== ''),
    paymentMethodKey: knownMethodNameKey(method),
    shippingAddress: addressOf(o.shippingAddress),
    billingAddress: addressOf(o.billingAddress),
    timeline: steps.flatMap((step) => {
      const s = obj(step);
      const key = EVENT_KEY[str(s.type)];
      if (!key) return [];
      const stateKey =
        s.type === 'order.shipment-state-changed' && s.shipmentState
          ? STATE_KEY.shipment(str(s.shipmentState))
          : s.type === 'order.payment-state-changed' && s.paymentState
            ? STATE_KEY.payment(str(s.paymentState))
            : null;
      return [{ key, stateKey, at: str(s.at) }];
    }),
  };
}
