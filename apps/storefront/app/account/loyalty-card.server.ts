/**
 * The loyalty card (decision 147): the customer id written as 39 decimal digits, so the number is
 * unique without being stored and the shop's support or pickup counter can scan it back to the
 * customer; drawn server-side as a Code 128 barcode (bwip-js, SVG, no client JavaScript).
 */
import { toSVG } from 'bwip-js/node';

const DIGITS = 39; // 2^128 has 39 decimal digits

export function cardNumberOf(customerId: string): string {
  const hex = customerId.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('loyalty card: not a customer id');
  return BigInt(`0x${hex}`).toString().padStart(DIGITS, '0');
}

/** The customer id back from a scanned card number (support, pickup). */
export function customerIdOfCard(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\s/g, '');
  if (!/^\d{39}$/.test(digits)) return null;
  const value = BigInt(digits);
  if (value >= 2n ** 128n) return null;
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Groups of four for reading aloud, as printed under the barcode. */
export function formatCardNumber(cardNumber: string): string {
  return cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function cardBarcodeSvg(cardNumber: string): string {
  return toSVG({ bcid: 'code128', text: cardNumber, scale: 2, height: 14, includetext: false });
}
