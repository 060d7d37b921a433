/**
 * Order lifecycle (spec 000 §3, 001 §3 list the states; the moves between them are
 * docs/decisions/070): which state an order, its shipment and its payment may move to, and the
 * cross-checks between the three (an order is complete only when shipped and paid, goods that left
 * cannot be cancelled, a cancelled order ships nothing).
 */
import type { OrderState, PaymentState, ShipmentState } from '../enums.ts';

export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  Open: ['Confirmed', 'Cancelled'],
  Confirmed: ['Complete', 'Cancelled'],
  Complete: [],
  Cancelled: [],
};

export const SHIPMENT_STATE_TRANSITIONS: Readonly<Record<ShipmentState, readonly ShipmentState[]>> = {
  Pending: ['Ready', 'Delayed', 'Backorder', 'Partial'],
  Ready: ['Shipped', 'Partial', 'Delayed'],
  Delayed: ['Pending', 'Ready', 'Backorder', 'Partial', 'Shipped'],
  Backorder: ['Pending', 'Ready', 'Delayed', 'Partial'],
  Partial: ['Shipped', 'Delayed', 'Backorder'],
  Shipped: [],
};

/**
 * Payment states follow the money, so they may still move on a cancelled or complete order
 * (a late bank transfer, a refund after a return).
 */
export const PAYMENT_STATE_TRANSITIONS: Readonly<Record<PaymentState, readonly PaymentState[]>> = {
  Pending: ['Paid', 'Failed', 'BalanceDue'],
  BalanceDue: ['Paid', 'Failed', 'CreditOwed'],
  Failed: ['Pending', 'BalanceDue', 'Paid'],
  Paid: ['CreditOwed'],
  CreditOwed: ['Paid'],
};

export interface OrderStates {
  orderState: OrderState;
  shipmentState: ShipmentState;
  paymentState: PaymentState;
}

export type OrderStateChange =
  | { field: 'orderState'; to: OrderState }
  | { field: 'shipmentState'; to: ShipmentState }
  | { field: 'paymentState'; to: PaymentState };

export type OrderStateField = OrderStateChange['field'];

export interface IllegalOrderTransition {
  code: 'IllegalStateTransition';
  message: string;
  field: OrderStateField;
  from: string;
  to: string;
}

export type OrderTransitionResult =
  | { ok: true; value: OrderStates }
  | { ok: false; error: IllegalOrderTransition };

const LABEL: Record<OrderStateField, string> = {
  orderState: 'Order',
  shipmentState: 'Shipment',
  paymentState: 'Payment',
};

const TABLES: Record<OrderStateField, Readonly<Record<string, readonly string[]>>> = {
  orderState: ORDER_STATE_TRANSITIONS,
  shipmentState: SHIPMENT_STATE_TRANSITIONS,
  paymentState: PAYMENT_STATE_TRANSITIONS,
};

/** Goods that have (partly) left the warehouse: the order can only be returned, not cancelled. */
const DISPATCHED: readonly ShipmentState[] = ['Shipped', 'Partial'];

/** Whether the table alone allows the move (no cross-checks). */
export function isAllowedOrderTransition(change: OrderStateChange, from: string): boolean {
  return TABLES[change.field][from]?.includes(change.to) ?? false;
}

/** The states an order's field may move to from its current states, cross-checks included. */
export function nextOrderStates(current: OrderStates, field: OrderStateField): string[] {
  return (TABLES[field][current[field]] ?? []).filter(
    (to) => applyOrderTransition(current, { field, to } as OrderStateChange).ok,
  );
}

/**
 * Applies one change to an order's states, or says in plain words why it is not allowed.
 * Cancelling a paid order also makes its payment CreditOwed (the money goes back).
 */
export function applyOrderTransition(current: OrderStates, change: OrderStateChange): OrderTransitionResult {
  const from = current[change.field];
  const refuse = (reason: string): OrderTransitionResult => ({
    ok: false,
    error: {
      code: 'IllegalStateTransition',
      message: `${LABEL[change.field]} state cannot change from ${from} to ${change.to}: ${reason}`,
      field: change.field,
      from,
      to: change.to,
    },
  });

  if (from === change.to) return refuse(`it is already ${from}.`);
  if (!isAllowedOrderTransition(change, from)) {
    const allowed = TABLES[change.field][from] ?? [];
    return refuse(
      allowed.length === 0 ? `${from} is final.` : `from ${from} it can only become ${allowed.join(', ')}.`,
    );
  }

  switch (change.field) {
    case 'orderState': {
      if (
        change.to === 'Complete' &&
        (current.shipmentState !== 'Shipped' || current.paymentState !== 'Paid')
      ) {
        return refuse(
          `an order is complete only when shipped and paid (shipment ${current.shipmentState}, payment ${current.paymentState}).`,
        );
      }
      if (change.to === 'Cancelled' && DISPATCHED.includes(current.shipmentState)) {
        return refuse(
          `the shipment is ${current.shipmentState}; goods that left are returned, not cancelled.`,
        );
      }
      const paymentState: PaymentState =
        change.to === 'Cancelled' && current.paymentState === 'Paid' ? 'CreditOwed' : current.paymentState;
      return { ok: true, value: { ...current, orderState: change.to, paymentState } };
    }
    case 'shipmentState':
      if (current.orderState !== 'Confirmed') {
        return refuse(`the order is ${current.orderState}; only a Confirmed order ships.`);
      }
      return { ok: true, value: { ...current, shipmentState: change.to } };
    case 'paymentState':
      return { ok: true, value: { ...current, paymentState: change.to } };
  }
}
