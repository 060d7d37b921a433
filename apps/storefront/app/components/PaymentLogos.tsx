/**
 * Payment method marks as small inline SVG badges (no image requests), for the methods the store
 * really offers (domain PAYMENT_METHODS_BY_COUNTRY): Klarna only where Klarna is offered, iDEAL in
 * the Netherlands, TWINT in Switzerland… Bank transfer and cash on delivery are the shop's own
 * methods, not brands, and have no mark. The colours are the brands' own.
 */
interface Mark {
  name: string;
  color: string;
  text: string;
}

const MARKS: Readonly<Record<string, readonly Mark[]>> = {
  scheme: [
    { name: 'Visa', color: '#1a1f71', text: 'VISA' },
    { name: 'Mastercard', color: '#242424', text: 'mastercard' },
  ],
  paypal: [{ name: 'PayPal', color: '#003087', text: 'PayPal' }],
  applepay: [{ name: 'Apple Pay', color: '#000000', text: 'Apple Pay' }],
  googlepay: [{ name: 'Google Pay', color: '#3c4043', text: 'G Pay' }],
  klarna: [{ name: 'Klarna', color: '#17120f', text: 'Klarna.' }],
  klarna_account: [{ name: 'Klarna', color: '#17120f', text: 'Klarna.' }],
  klarna_b2b: [{ name: 'Klarna', color: '#17120f', text: 'Klarna.' }],
  ratepay: [{ name: 'Ratepay', color: '#1d1d1b', text: 'ratepay' }],
  ideal: [{ name: 'iDEAL', color: '#a3005f', text: 'iDEAL' }],
  twint: [{ name: 'TWINT', color: '#000000', text: 'TWINT' }],
  mobilepay: [{ name: 'MobilePay', color: '#3c4bd1', text: 'MobilePay' }],
  multibanco: [{ name: 'Multibanco', color: '#1d4f91', text: 'MB' }],
  onlineBanking_PL: [{ name: 'Przelewy24', color: '#d13239', text: 'P24' }],
};

/** The marks of these methods, each brand once, in the methods' order. */
export function paymentMarks(methods: readonly string[]): Mark[] {
  const seen = new Set<string>();
  return methods
    .flatMap((method) => MARKS[method] ?? [])
    .filter((mark) => !seen.has(mark.name) && seen.add(mark.name));
}

export function PaymentLogos({ methods }: { methods: readonly string[] }) {
  return (
    <ul className="payment-logos">
      {paymentMarks(methods).map((mark) => (
        <li key={mark.name}>
          <svg width="64" height="36" viewBox="0 0 64 36" role="img" aria-label={mark.name}>
            <rect width="64" height="36" rx="5" fill="#fff" />
            <text
              x="32"
              y="23"
              textAnchor="middle"
              fill={mark.color}
              fontSize={mark.text.length > 7 ? 10 : 13}
              fontWeight="700"
              fontFamily="Arial, sans-serif"
            >
              {mark.text}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
