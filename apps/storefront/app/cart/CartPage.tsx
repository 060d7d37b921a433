/**
 * The cart page's body (spec 000 §2.1 cart, §4, 001 §5, §9; decision 157): lines with the
 * domain's quantity rules, remove, discount codes, volume-discount progress, shipping ('Free' at
 * zero), totals with tax portions and the COD fee when chosen, and the way on to checkout. Server
 * rendered; changes go through the cart client and show the client's newer copy at once.
 */
import { CHECKOUT_STEPS, clampQuantity, quantityStepper } from '@toolyard/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { shippingText } from '../checkout/shipping-text.ts';
import { ProductImage } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { useTrackView } from '../tracking/track.ts';
import { CartRecommendations } from './CartRecommendations.tsx';
import { cartClient, useCartState } from './cart-client.ts';
import type { ApiError } from './cart-queue.ts';
import { type CartLineView, type CartPageView, cartPageView, newestCart } from './cart-view.ts';
import type { VolumeProgress } from './volume-progress.ts';

export interface CartPageProps {
  cart: CartPageView | null;
  volume: VolumeProgress[];
  signedIn: boolean;
}

/** Until hydration nothing would react to a click or keep a typed value: the controls wait for it. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function QuantityField({ line }: { line: CartLineView }) {
  const { t } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(String(line.quantity));
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => setDraft(String(line.quantity)), [line.quantity]);
  const stepper = quantityStepper(Number(draft) || line.quantity, line.limits);
  const apply = (value: unknown) => {
    const next = clampQuantity(value, line.limits);
    setDraft(String(next.quantity));
    setWarning(next.warning ? t('cart.max-quantity') : null);
    if (next.quantity !== line.quantity) void cartClient().changeQuantity(line.id, next.quantity);
  };
  const current = Number(draft) || line.quantity;
  return (
    <div className="cart-line__qty">
      <label htmlFor={id} className="visually-hidden">
        {t('cart.quantity')}
      </label>
      <div className="cart-qty__controls">
        <button
          type="button"
          className="cart-qty__step"
          aria-label={t('pdp.decrease')}
          aria-controls={id}
          disabled={!hydrated || !stepper.canDecrement}
          onClick={() => apply(current - 1)}
        >
          −
        </button>
        <input
          id={id}
          className="cart-qty__input"
          type="number"
          inputMode="numeric"
          min={1}
          value={draft}
          disabled={!hydrated}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => apply(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(draft);
          }}
        />
        <button
          type="button"
          className="cart-qty__step"
          aria-label={t('pdp.increase')}
          aria-controls={id}
          disabled={!hydrated || !stepper.canIncrement}
          onClick={() => apply(current + 1)}
        >
          +
        </button>
      </div>
      {warning ? (
        <p className="cart-line__warning" role="status">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

function CartLine({ line }: { line: CartLineView }) {
  const { t, formatMoney } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const hydrated = useHydrated();
  return (
    <li className="cart-line" data-sku={line.sku}>
      <div className="cart-line__image">
        <ProductImage src={line.image} size={80} />
      </div>
      <div className="cart-line__main">
        {line.isGuarantee || !line.slug ? (
          <p className="cart-line__name">{line.name}</p>
        ) : (
          <Link to={`${prefix}/${line.slug}`} className="cart-line__name">
            {line.name}
          </Link>
        )}
        <p className="cart-line__unit">{formatMoney(line.unitPrice)}</p>
        {line.sellable ? null : <p className="cart-line__warning">{t('cart-page.unavailable')}</p>}
      </div>
      {line.isGuarantee ? (
        <p className="cart-line__qty cart-line__qty--fixed">× {line.quantity}</p>
      ) : (
        <QuantityField line={line} />
      )}
      <p className="cart-line__total">{formatMoney(line.total)}</p>
      <button
        type="button"
        className="cart-line__remove"
        disabled={!hydrated}
        onClick={() => void cartClient().remove(line.id)}
      >
        {t('cart.remove')}
        <span className="visually-hidden"> {line.name}</span>
      </button>
    </li>
  );
}

const COUPON_ERRORS: Record<string, string> = {
  discount_code_not_found: 'cart-page.coupon-invalid',
  discount_code_max_applications_reached: 'cart-page.coupon-used-up',
  too_many_requests: 'account-security.too-many-requests',
};

function Coupons({ cart }: { cart: CartPageView }) {
  const { t, formatMoney } = useI18n();
  const state = useCartState();
  const hydrated = useHydrated();
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ key: string; code: string; error: boolean } | null>(null);
  const busy = !hydrated || state.loading.applyCoupon || state.loading.removeCoupon;
  const failed = (error: ApiError, tried: string) =>
    setMessage({ key: COUPON_ERRORS[error.code] ?? 'cart-page.update-error', code: tried, error: true });
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const tried = code.trim();
    if (!tried) return;
    const result = await cartClient().applyCoupon(tried);
    if (!result.ok) return failed(result.error, tried);
    setCode('');
    const added = cartPageView(result.cart)?.coupons.find(
      (entry) => entry.code.toLowerCase() === tried.toLowerCase(),
    );
    const key = added && !added.applies ? 'cart-page.coupon-not-matching' : 'cart-page.coupon-applied';
    setMessage({ key, code: added?.code ?? tried, error: key !== 'cart-page.coupon-applied' });
  };
  const remove = async (removed: string) => {
    const result = await cartClient().removeCoupon(removed);
    if (!result.ok) return failed(result.error, removed);
    setMessage({ key: 'cart-page.coupon-removed', code: removed, error: false });
  };
  return (
    <section className="cart-coupons" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-summary__heading">
        {t('cart.coupon')}
      </h2>
      <form className="cart-coupons__form" onSubmit={apply}>
        <label htmlFor={id} className="visually-hidden">
          {t('cart.coupon')}
        </label>
        <input
          id={id}
          className="cart-coupons__input"
          value={code}
          maxLength={50}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('cart.apply-coupon')}
        </button>
      </form>
      <p
        className={`cart-coupons__message${message?.error ? ' cart-coupons__message--error' : ''}`}
        role="status"
      >
        {message ? t(message.key, { code: message.code }) : ''}
      </p>
      {cart.coupons.length > 0 ? (
        <ul className="cart-coupons__list">
          {cart.coupons.map((coupon) => (
            <li key={coupon.id}>
              <span className="cart-coupons__code">{coupon.code}</span>
              {coupon.amount ? <span>−{formatMoney(coupon.amount)}</span> : null}
              <button
                type="button"
                className="cart-line__remove"
                disabled={busy}
                onClick={() => remove(coupon.code)}
              >
                {t('cart.remove-coupon')}
                <span className="visually-hidden"> {coupon.code}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Summary({ cart, signedIn }: { cart: CartPageView; signedIn: boolean }) {
  const { t, formatMoney } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const row = (label: string, value: string, className = '') => (
    <div className={`cart-summary__row ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="cart-summary" aria-label={t('cart-page.summary')}>
      <dl>
        {cart.volumeDiscount
          ? row(t('cart-page.volume-discount'), `−${formatMoney(cart.volumeDiscount)}`)
          : null}
        {cart.couponDiscount ? row(t('cart.coupon'), `−${formatMoney(cart.couponDiscount)}`) : null}
        {row(t('cart.subtotal'), formatMoney(cart.subtotal))}
        {cart.shipping
          ? row(
              t('cart.shipping'),
              shippingText(cart.shipping.price, { t, formatMoney }, cart.shipping.isFree),
              'cart-summary__row--shipping',
            )
          : null}
        {cart.codFee ? row(t('cart-page.cod-fee'), formatMoney(cart.codFee)) : null}
        {row(t('cart-page.total-net'), formatMoney(cart.totalNet))}
        {cart.taxPortions.map((portion) => (
          <div key={portion.ratePercent} className="cart-summary__row">
            <dt>{t('cart.vat-amount', { rate: portion.ratePercent })}</dt>
            <dd>{formatMoney(portion.amount)}</dd>
          </div>
        ))}
        {row(t('cart.total'), formatMoney(cart.totalGross), 'cart-summary__row--total')}
      </dl>
      {cart.orderable ? (
        <Link
          to={`${prefix}/checkout/${signedIn ? 'addresses' : 'login'}`}
          className="button button--accent cart-summary__checkout"
        >
          {t('cart.to-checkout')}
        </Link>
      ) : null}
    </section>
  );
}

function Volume({ volume }: { volume: VolumeProgress[] }) {
  const { t } = useI18n();
  if (volume.length === 0) return null;
  return (
    <ul className="cart-volume">
      {volume.map((entry) => (
        <li key={entry.group} className="cart-volume__entry">
          <progress
            max={entry.next?.volume ?? entry.count}
            value={entry.count}
            aria-label={t('cart-page.volume-discount')}
          />
          <span>
            {entry.next
              ? t('cart-page.volume-next', { missing: entry.next.missing, percent: entry.next.percent })
              : t('cart-page.volume-reached', { percent: entry.currentPercent })}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CartPage({ cart: pageCart, volume, signedIn }: CartPageProps) {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const state = useCartState();
  // After a change here the client's copy is newer than the page's until the page data follows.
  const cart = newestCart(pageCart, state.cart ? cartPageView(state.cart) : null);
  // 000 §4: checkout steps are tracked only for a cart that exists.
  useTrackView(
    'checkout',
    cart && cart.lines.length > 0 ? { cart_id: cart.id, step: CHECKOUT_STEPS.cart } : null,
  );
  const lineError = state.errors.update ?? state.errors.remove;
  return (
    <div className="container cart-page">
      <h1 className="page-title">{t('cart.title')}</h1>
      {!cart || cart.lines.length === 0 ? (
        <div className="cart-page__empty">
          <p>{t('cart.empty')}</p>
          <Link to={prefix || '/'} className="button">
            {t('cart.continue-shopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-page__grid">
          <div>
            {lineError ? (
              <p className="cart-page__error" role="alert">
                {t('cart-page.update-error')}
              </p>
            ) : null}
            <ul className="cart-lines" aria-busy={state.loading.update || state.loading.remove}>
              {cart.lines.map((line) => (
                <CartLine key={line.id} line={line} />
              ))}
            </ul>
            <Volume volume={volume} />
            <CartRecommendations
              skus={cart.lines.filter((line) => !line.isGuarantee).map((line) => line.sku)}
            />
          </div>
          <div>
            <Coupons cart={cart} />
            <Summary cart={cart} signedIn={signedIn} />
          </div>
        </div>
      )}
    </div>
  );
}
