/** The checkout's step line (000 §4 "Checkout steps": cart 1, shipping 2, billing 3, payment 4, thank you 5). */
import { useT } from '../i18n/index.ts';

const STEPS = [
  'checkout.step-cart',
  'checkout.step-shipping',
  'checkout.step-billing',
  'checkout.step-payment',
];

export function CheckoutSteps({ current }: { current: number }) {
  const t = useT();
  return (
    <ol className="checkout-steps" aria-label={t('checkout-steps.steps-label')}>
      {STEPS.map((key, index) => (
        <li
          key={key}
          className={
            index + 1 === current
              ? 'checkout-steps__step checkout-steps__step--current'
              : 'checkout-steps__step'
          }
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          {t(key)}
        </li>
      ))}
    </ol>
  );
}
