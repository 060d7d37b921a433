/** Payment method marks as small inline SVG badges (no image requests). */
const METHODS: { name: string; color: string; text: string }[] = [
  { name: 'Visa', color: '#1a1f71', text: 'VISA' },
  { name: 'Mastercard', color: '#242424', text: 'mastercard' },
  { name: 'PayPal', color: '#003087', text: 'PayPal' },
  { name: 'Apple Pay', color: '#000000', text: 'Apple Pay' },
  { name: 'Google Pay', color: '#3c4043', text: 'G Pay' },
  { name: 'Klarna', color: '#17120f', text: 'Klarna.' },
];

export function PaymentLogos() {
  return (
    <ul className="payment-logos">
      {METHODS.map((method) => (
        <li key={method.name}>
          <svg width="64" height="36" viewBox="0 0 64 36" role="img" aria-label={method.name}>
            <rect width="64" height="36" rx="5" fill="#fff" />
            <text
              x="32"
              y="23"
              textAnchor="middle"
              fill={method.color}
              fontSize={method.text.length > 7 ? 10 : 13}
              fontWeight="700"
              fontFamily="Arial, sans-serif"
            >
              {method.text}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
