import { index, type RouteConfig, route } from '@react-router/dev/routes';
import { ACCOUNT_PAGES, CHECKOUT_STEPS, PASSWORD_RESET_PAGES } from './store/paths.ts';

/**
 * Every route of spec 000 §2.1, with and without a language prefix (`:lang?`, validated against the
 * store's languages by the prefix-checker middleware and again in the loaders). Home, categories,
 * products and content pages share the catch-all, which also reads a leading language segment.
 */
const page = (path: string, id: string) => route(`:lang?/${path}`, 'routes/page.tsx', { id });
/** Account pages with their own module (routes/<id>.tsx, or `module` when pages share one). */
const account = (path: string, id: string, module = id) =>
  route(`:lang?/${path}`, `routes/${module}.tsx`, { id });
/** `/my-account/<page>` → its module; the others still share the generic page. */
const OWN_ACCOUNT_PAGES: Readonly<Record<string, string>> = {
  'my-profile': 'my-profile',
  'shipping-details': 'address-book',
  'billing-details': 'address-book',
  'order-history': 'order-history',
  'my-newsletter': 'my-newsletter',
  'loyalty-card': 'loyalty-card',
  'my-reviews': 'my-reviews',
};

/**
 * Checkout steps with a module (decision 160); create account and password reset reuse the account
 * pages' modules (their actions honour `?redirect=`), the others still share the generic page.
 */
const OWN_CHECKOUT_STEPS: Readonly<Record<string, string>> = {
  login: 'checkout-login',
  addresses: 'checkout-addresses',
  'create-account': 'create-account',
  'password-reset': 'password-reset',
  cart: 'checkout-cart',
  payment: 'checkout-payment',
  'thank-you': 'checkout-thank-you',
};

export default [
  route(':lang?/search', 'routes/search.tsx', { id: 'search' }),
  // The product page's rails as data, loaded by the page when they near the viewport (decision 221).
  route(':lang?/product-rails/:slug', 'routes/product-rails.tsx', { id: 'product-rails' }),
  account('login', 'login'),
  page('checkout', 'checkout'),
  ...CHECKOUT_STEPS.map((step) =>
    OWN_CHECKOUT_STEPS[step]
      ? account(`checkout/${step}`, `checkout-${step}`, OWN_CHECKOUT_STEPS[step])
      : page(`checkout/${step}`, `checkout-${step}`),
  ),
  // Where the payment provider sends the shopper back (decision 152).
  route(':lang?/checkout/payment/return', 'routes/checkout-payment-return.tsx', {
    id: 'checkout-payment-return',
  }),
  // What the return's pending page asks until the order is there (decision 267).
  route(':lang?/checkout/payment/status', 'routes/checkout-payment-status.tsx', {
    id: 'checkout-payment-status',
  }),
  account('my-account', 'my-account'),
  ...ACCOUNT_PAGES.map((name) =>
    OWN_ACCOUNT_PAGES[name]
      ? account(`my-account/${name}`, name, OWN_ACCOUNT_PAGES[name])
      : page(`my-account/${name}`, name),
  ),
  account('order-tracking', 'order-tracking'),
  // The withdrawal function (decision 265): the two-step statement and its receipt.
  account('withdrawal', 'withdrawal'),
  account('withdrawal/received', 'withdrawal-received'),
  account('my-account/my-data', 'my-data'),
  route(':lang?/my-account/my-data/download', 'routes/my-data-download.tsx', { id: 'my-data-download' }),
  account('log-out', 'log-out'),
  route('auth/:provider', 'routes/auth-start.tsx', { id: 'auth-start' }),
  route('auth/:provider/callback', 'routes/auth-callback.tsx', { id: 'auth-callback' }),
  account('create-account', 'create-account'),
  account('create-account/confirm-email', 'confirm-email'),
  account('password-reset', 'password-reset'),
  ...PASSWORD_RESET_PAGES.map((name) => account(`password-reset/${name}`, `password-reset-${name}`)),
  route(':lang?/adyen-payment-error', 'routes/payment-error.tsx', { id: 'payment-error' }),
  route(':lang?/best-prices-guaranteed', 'routes/best-prices.tsx', { id: 'best-prices' }),
  route(':lang?/newsletter', 'routes/newsletter.tsx', { id: 'newsletter' }),
  route(':lang?/customer-service', 'routes/customer-service.tsx', { id: 'customer-service' }),
  route('shell-test/error', 'routes/test-error.tsx', { id: 'test-error' }),
  route('dev/mailbox', 'routes/dev-mailbox.tsx', { id: 'dev-mailbox' }),
  index('routes/catch-all.tsx', { id: 'home' }),
  route('*', 'routes/catch-all.tsx', { id: 'catch-all' }),
] satisfies RouteConfig;
