/** Shipping as every page writes it: "Free" when it costs nothing (001 §9), else the amount. */
import type { Money } from '@toolyard/domain';

export interface ShippingTextI18n {
  t: (key: string) => string;
  formatMoney: (money: Money) => string;
}

/** `free`: when the engine says so (the cart's shipping info); else a zero amount is free. */
export function shippingText(price: Money, i18n: ShippingTextI18n, free = price.centAmount === 0): string {
  return free ? i18n.t('common.free') : i18n.formatMoney(price);
}
