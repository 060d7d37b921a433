/**
 * Bulgaria joined the euro on 2026-01-01 at the irrevocably fixed rate 1 EUR = 1.95583 BGN
 * (Council acts of 8 July 2025: Decision (EU) 2025/1407 and the regulations amending
 * Regulations (EC) No 974/98 and No 2866/98). Prices are shown in
 * euro only since 2026-08-09, after the dual-display period. Conversions round to the nearest
 * cent with halves rounded up, as Regulation (EC) No 1103/97 Art. 5 and the Bulgarian Euro
 * Introduction Act require. See docs/decisions/010-domain-2026-changes.md.
 */
import { type Money, money } from './money.ts';
import { divideRounded, toSafeInteger } from './rounding.ts';

/** 1.95583 BGN per EUR, kept as an integer ratio (195583 / 100000) to stay exact. */
export const BGN_PER_EUR = '1.95583';
const RATE_NUMERATOR = 195_583n;
const RATE_DENOMINATOR = 100_000n;

export const BULGARIA_EURO_ADOPTION_DATE = '2026-01-01';
export const BULGARIA_EURO_ONLY_DISPLAY_DATE = '2026-08-09';

/** BGN stotinki → euro cents, e.g. 11500 (115 лв.) → 5880 (€58.80). */
export function convertBgnCentsToEurCents(bgnCents: number): number {
  const eurCents = divideRounded(BigInt(bgnCents) * RATE_DENOMINATOR, RATE_NUMERATOR, 'half-up');
  return toSafeInteger(eurCents);
}

export function convertBgnToEur(amount: Money): Money {
  if (amount.currencyCode !== 'BGN') throw new TypeError(`Expected BGN, got ${amount.currencyCode}`);
  return money('EUR', convertBgnCentsToEurCents(amount.centAmount));
}
