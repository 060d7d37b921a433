/** The cart's totals on the address step: NET under reverse charge (decision 161), else gross with VAT. */
import { formatMoney } from '../i18n/format.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';

type Money = { centAmount: number; currencyCode: string; fractionDigits: number };

export function CheckoutSummary({
  summary,
}: {
  summary: { total: Money; net: Money; tax: Money; netPrices: boolean };
}) {
  const t = useT();
  const locale = useRootData()?.locale ?? 'en';
  const money = (value: Money) => formatMoney(value as Parameters<typeof formatMoney>[0], locale);
  return (
    <section
      className="checkout-summary"
      aria-labelledby="checkout-summary-title"
      data-net-prices={summary.netPrices}
    >
      <h2 id="checkout-summary-title">{t('checkout.order-summary')}</h2>
      <dl>
        <dt>{t('checkout-steps.summary-net')}</dt>
        <dd>{money(summary.net)}</dd>
        <dt>{t('checkout-steps.summary-vat')}</dt>
        <dd data-testid="checkout-vat-total">{money(summary.tax)}</dd>
        <dt>{t('checkout-steps.summary-total')}</dt>
        <dd data-testid="checkout-total">{money(summary.total)}</dd>
      </dl>
      {summary.netPrices ? (
        <p className="checkout-summary__note">{t('checkout-steps.reverse-charge-note')}</p>
      ) : null}
    </section>
  );
}
