/** Business limits of spec 001 §9 that are plain numbers. Money-valued tables live with their rules. */

/** Max quantity of one product in a cart. */
export const MAX_QUANTITY_PER_PRODUCT = 1000;

/** Cash on delivery and bank transfer: at most this many items. */
export const MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT = 20;

export const RELATED_PRODUCTS_LIMIT = 8;
export const COMPLEMENTARY_PRODUCTS_LIMIT = 4;

export const COMPARISON = {
  /** Candidates fetched before ranking. */
  fetchLimit: 30,
  /** Products shown after ranking. */
  displayLimit: 5,
  /** Attributes compared per product. */
  attributeLimit: 5,
  /** Shown where a product lacks an attribute. */
  missingValue: '-',
} as const;

/** Rating shown when a product has no reviews yet. */
export const DEFAULT_RATING = 4.5;

export const REVIEWS = {
  pageSize: 10,
  /** Highest star rating. */
  ratingTop: 5,
} as const;

/** Header search: "See all results" appears with this many hits or more. */
export const SEE_ALL_RESULTS_MIN_HITS = 5;

/** Footer copyright starts in this year ("© 2007–now"). */
export const FOOTER_START_YEAR = 2007;

export function copyrightYears(currentYear: number): string {
  return currentYear > FOOTER_START_YEAR ? `${FOOTER_START_YEAR}–${currentYear}` : String(FOOTER_START_YEAR);
}

/** Promotion slot name used for the home page slider. */
export const HOME_PROMOTION_SLOT = 'HP Slider';

/** Checkout steps as sent to tracking; tracking is sent only for a known step. */
export const CHECKOUT_STEPS = { cart: 1, shipping: 2, billing: 3, payment: 4, thankYou: 5 } as const;
export type CheckoutStep = keyof typeof CHECKOUT_STEPS;

export function checkoutStepNumber(step: string): number | null {
  return Object.hasOwn(CHECKOUT_STEPS, step) ? CHECKOUT_STEPS[step as CheckoutStep] : null;
}
