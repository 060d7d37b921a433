/** The pending page's follow-up (decision 267): how often it asks, and what it takes as an answer. */
import { describe, expect, it } from 'vitest';
import { FIRST_POLL_MS, nextPollDelay, POLL_FOR_MS, parsePaymentStatus } from './payment-status.ts';

describe('the pending page asks', () => {
  it('after 2 s, then less and less often (at most every 10 s), and stops after two minutes', () => {
    const waits = [FIRST_POLL_MS];
    let elapsed = FIRST_POLL_MS;
    for (
      let next = nextPollDelay(FIRST_POLL_MS, elapsed);
      next !== null;
      next = nextPollDelay(next, elapsed)
    ) {
      waits.push(next);
      elapsed += next;
    }
    expect(waits.slice(0, 4)).toEqual([2_000, 3_000, 4_500, 6_750]);
    expect(Math.max(...waits)).toBe(10_000);
    expect(elapsed).toBeLessThanOrEqual(POLL_FOR_MS);
    expect(elapsed).toBeGreaterThan(POLL_FOR_MS - 10_000);
    expect(waits.length).toBeLessThan(20);
  });

  it('takes only the status route’s answers', () => {
    expect(parsePaymentStatus({ status: 'ordered', orderNumber: 'DE-1' })).toEqual({
      status: 'ordered',
      orderNumber: 'DE-1',
    });
    expect(parsePaymentStatus({ status: 'ordered', orderNumber: 7 })).toEqual({ status: 'ordered' });
    expect(parsePaymentStatus({ status: 'settle' })).toEqual({ status: 'settle' });
    expect(parsePaymentStatus({ status: 'pending' })).toEqual({ status: 'pending' });
    for (const junk of [null, 'ordered', { status: 'paid' }, { status: 'unknown' }, []]) {
      expect(parsePaymentStatus(junk)).toBeNull();
    }
  });
});
