import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from '../enums.ts';
import {
  applyOrderTransition,
  nextOrderStates,
  ORDER_STATE_TRANSITIONS,
  type OrderStates,
  PAYMENT_STATE_TRANSITIONS,
  SHIPMENT_STATE_TRANSITIONS,
} from './order-states.ts';

const placed: OrderStates = { orderState: 'Open', shipmentState: 'Pending', paymentState: 'BalanceDue' };
const confirmed: OrderStates = { ...placed, orderState: 'Confirmed' };

describe('order state table', () => {
  it('covers every state of the spec and only those', () => {
    expect(Object.keys(ORDER_STATE_TRANSITIONS).sort()).toEqual([...ORDER_STATES].sort());
    expect(Object.keys(SHIPMENT_STATE_TRANSITIONS).sort()).toEqual([...SHIPMENT_STATES].sort());
    expect(Object.keys(PAYMENT_STATE_TRANSITIONS).sort()).toEqual([...PAYMENT_STATES].sort());
    for (const targets of Object.values(SHIPMENT_STATE_TRANSITIONS)) {
      for (const to of targets) expect(SHIPMENT_STATES).toContain(to);
    }
  });

  it('goes Open → Confirmed → Complete once shipped and paid', () => {
    const step1 = applyOrderTransition(placed, { field: 'orderState', to: 'Confirmed' });
    expect(step1).toEqual({ ok: true, value: confirmed });
    const shippedAndPaid: OrderStates = {
      orderState: 'Confirmed',
      shipmentState: 'Shipped',
      paymentState: 'Paid',
    };
    expect(applyOrderTransition(shippedAndPaid, { field: 'orderState', to: 'Complete' })).toEqual({
      ok: true,
      value: { ...shippedAndPaid, orderState: 'Complete' },
    });
  });

  it('refuses Complete before the goods are shipped and paid, naming both', () => {
    const result = applyOrderTransition(confirmed, { field: 'orderState', to: 'Complete' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'IllegalStateTransition',
        field: 'orderState',
        from: 'Confirmed',
        to: 'Complete',
        message:
          'Order state cannot change from Confirmed to Complete: an order is complete only when shipped and paid (shipment Pending, payment BalanceDue).',
      },
    });
  });

  it('refuses skipping Confirmed and leaving a final state', () => {
    expect(applyOrderTransition(placed, { field: 'orderState', to: 'Complete' })).toMatchObject({
      ok: false,
      error: {
        message:
          'Order state cannot change from Open to Complete: from Open it can only become Confirmed, Cancelled.',
      },
    });
    const cancelled: OrderStates = { ...placed, orderState: 'Cancelled' };
    expect(applyOrderTransition(cancelled, { field: 'orderState', to: 'Open' })).toMatchObject({
      ok: false,
      error: { message: 'Order state cannot change from Cancelled to Open: Cancelled is final.' },
    });
    expect(applyOrderTransition(confirmed, { field: 'orderState', to: 'Confirmed' })).toMatchObject({
      ok: false,
      error: { message: 'Order state cannot change from Confirmed to Confirmed: it is already Confirmed.' },
    });
  });

  it('cancels before dispatch; a paid order then owes the money back', () => {
    expect(applyOrderTransition(placed, { field: 'orderState', to: 'Cancelled' })).toEqual({
      ok: true,
      value: { ...placed, orderState: 'Cancelled' },
    });
    const paidAndReady: OrderStates = {
      orderState: 'Confirmed',
      shipmentState: 'Ready',
      paymentState: 'Paid',
    };
    expect(applyOrderTransition(paidAndReady, { field: 'orderState', to: 'Cancelled' })).toEqual({
      ok: true,
      value: { orderState: 'Cancelled', shipmentState: 'Ready', paymentState: 'CreditOwed' },
    });
  });

  it('does not cancel goods that already left', () => {
    for (const shipmentState of ['Shipped', 'Partial'] as const) {
      const result = applyOrderTransition(
        { ...confirmed, shipmentState },
        { field: 'orderState', to: 'Cancelled' },
      );
      expect(result).toMatchObject({
        ok: false,
        error: { field: 'orderState', from: 'Confirmed', to: 'Cancelled' },
      });
      if (!result.ok) expect(result.error.message).toContain('returned, not cancelled');
    }
  });
});

describe('shipment state table', () => {
  it('goes Pending → Ready → Shipped on a confirmed order, through Delayed, Backorder and Partial', () => {
    const path = ['Backorder', 'Delayed', 'Ready', 'Partial', 'Shipped'] as const;
    let states = confirmed;
    for (const to of path) {
      const result = applyOrderTransition(states, { field: 'shipmentState', to });
      expect(result.ok, `${states.shipmentState} → ${to}`).toBe(true);
      if (result.ok) states = result.value;
    }
    expect(states).toEqual({ ...confirmed, shipmentState: 'Shipped' });
  });

  it('ships nothing for an open or cancelled order, and nothing after Shipped', () => {
    expect(applyOrderTransition(placed, { field: 'shipmentState', to: 'Ready' })).toMatchObject({
      ok: false,
      error: {
        message:
          'Shipment state cannot change from Pending to Ready: the order is Open; only a Confirmed order ships.',
      },
    });
    expect(
      applyOrderTransition({ ...placed, orderState: 'Cancelled' }, { field: 'shipmentState', to: 'Ready' })
        .ok,
    ).toBe(false);
    expect(
      applyOrderTransition(
        { ...confirmed, shipmentState: 'Shipped' },
        { field: 'shipmentState', to: 'Delayed' },
      ),
    ).toMatchObject({ ok: false, error: { message: expect.stringContaining('Shipped is final') } });
  });
});

describe('payment state table', () => {
  it('moves with the money on any order: bank transfer paid, cash refused, refund owed', () => {
    expect(applyOrderTransition(placed, { field: 'paymentState', to: 'Paid' })).toEqual({
      ok: true,
      value: { ...placed, paymentState: 'Paid' },
    });
    const cod: OrderStates = { ...confirmed, paymentState: 'Pending' };
    expect(applyOrderTransition(cod, { field: 'paymentState', to: 'Failed' }).ok).toBe(true);
    const cancelled: OrderStates = { ...placed, orderState: 'Cancelled', paymentState: 'Paid' };
    expect(applyOrderTransition(cancelled, { field: 'paymentState', to: 'CreditOwed' }).ok).toBe(true);
    expect(
      applyOrderTransition({ ...placed, paymentState: 'Paid' }, { field: 'paymentState', to: 'Failed' }),
    ).toMatchObject({
      ok: false,
      error: {
        message: 'Payment state cannot change from Paid to Failed: from Paid it can only become CreditOwed.',
      },
    });
  });
});

describe('any change', () => {
  const states = fc.record({
    orderState: fc.constantFrom(...ORDER_STATES),
    shipmentState: fc.constantFrom(...SHIPMENT_STATES),
    paymentState: fc.constantFrom(...PAYMENT_STATES),
  });
  const change = fc.oneof(
    fc.record({ field: fc.constant('orderState' as const), to: fc.constantFrom(...ORDER_STATES) }),
    fc.record({ field: fc.constant('shipmentState' as const), to: fc.constantFrom(...SHIPMENT_STATES) }),
    fc.record({ field: fc.constant('paymentState' as const), to: fc.constantFrom(...PAYMENT_STATES) }),
  );

  it('is allowed only along the table, and then sets exactly the asked state', () => {
    fc.assert(
      fc.property(states, change, (current, asked) => {
        const result = applyOrderTransition(current, asked);
        const table = {
          orderState: ORDER_STATE_TRANSITIONS,
          shipmentState: SHIPMENT_STATE_TRANSITIONS,
          paymentState: PAYMENT_STATE_TRANSITIONS,
        }[asked.field] as Record<string, readonly string[]>;
        if (!table[current[asked.field]]!.includes(asked.to)) return !result.ok;
        if (!result.ok) return result.error.message.length > 0 && result.error.to === asked.to;
        return result.value[asked.field] === asked.to;
      }),
    );
  });

  it('lists as next states exactly the changes that would be accepted', () => {
    fc.assert(
      fc.property(states, change, (current, asked) => {
        const accepted = applyOrderTransition(current, asked).ok;
        return nextOrderStates(current, asked.field).includes(asked.to) === accepted;
      }),
    );
  });
});
