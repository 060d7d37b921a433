/**
 * Quantity selector, add-to-cart button and the floating add-to-cart bar (spec 000 §2.5, §4, §5).
 * The rules are the domain's: clampQuantity/quantityStepper for the selector, availableToAdd for
 * what may still go into the cart (stock and the 1000 cap, minus what is already in it).
 */
import { availableToAdd, clampQuantity, isVirtualSku, type Money, quantityStepper } from '@toolyard/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { addAndOffer } from '../cart/cart-client.ts';
import { useI18n } from '../i18n/index.ts';
import { useVisitor } from '../shell/visitor.tsx';
import { inCartOf, quantityInCart } from './add-to-cart.ts';

interface BuyBoxProps {
  sku: string;
  name: string;
  price: Money | null;
  stock: number;
  max: number;
  /** Sellable here with a price (the server's part of the availability rule). */
  sellable: boolean;
}

type Notice = { kind: 'added'; text: string } | null;

export function BuyBox({ sku, name, price, stock, max, sellable }: BuyBoxProps) {
  const { t, formatMoney } = useI18n();
  const visitor = useVisitor();
  const [inCart, setInCart] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState('1');
  const [warning, setWarning] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [floating, setFloating] = useState(false);
  // Until hydration nothing would react to a click or keep a typed value: the controls wait for it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const mainButton = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const messageId = useId();

  const virtual = isVirtualSku(sku);
  // What may still be added: the add-to-cart rule of spec 000 §5, shared with the engine.
  const left = virtual ? max - inCart : availableToAdd({ stock, inCart });
  const limits = { stock: virtual ? max - inCart : stock - inCart, max: max - inCart };
  const canAdd = sellable && (left > 0 || virtual);
  const usable = canAdd && hydrated;
  const stepper = quantityStepper(quantity, limits);

  // Only a visitor with a cart can have this product in it; others start no session here.
  const hasCart = (visitor?.cartCount ?? 0) > 0;
  useEffect(() => {
    if (!hasCart) return;
    let live = true;
    inCartOf(sku).then((count) => {
      if (live) setInCart(count);
    });
    return () => {
      live = false;
    };
  }, [sku, hasCart]);

  // The floating bar shows once the main button has scrolled out of view above the viewport.
  useEffect(() => {
    const target = mainButton.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setFloating(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  // A jump back up (Home key, scroll to top) can pass the button without the observer firing:
  // while the bar shows, a scroll that brings the button back below the viewport's top hides it.
  useEffect(() => {
    const target = mainButton.current;
    if (!floating || !target) return;
    const onScroll = () => {
      if (target.getBoundingClientRect().top >= 0) setFloating(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [floating]);

  const apply = (value: unknown) => {
    const next = clampQuantity(value, limits);
    setQuantity(next.quantity);
    setDraft(String(next.quantity));
    setWarning(next.warning ? t('cart.max-quantity') : null);
  };

  const add = async () => {
    if (!canAdd || busy) return;
    // A typed value not yet confirmed (no blur, no Enter) is clamped first, with its warning.
    const wanted = clampQuantity(draft, limits).quantity;
    if (wanted !== quantity) apply(draft);
    setBusy(true);
    setNotice(null);
    // Queued and batched by the cart client; it opens the after-add sidebar or the failure toast
    // and refreshes the page data (header badge) itself.
    const result = await addAndOffer(sku, name, wanted);
    setBusy(false);
    if (result.ok) {
      setInCart(quantityInCart(result.cart, sku));
      setQuantity(1);
      setDraft('1');
      const capped = result.warnings.some((entry) => entry.sku === sku);
      setWarning(capped ? t('cart.max-quantity') : null);
      setNotice({ kind: 'added', text: t('cart.added') });
    }
  };

  const button = (extraClass: string) => (
    <button
      type="button"
      className={`button button--accent pdp-buy__add ${extraClass}`}
      onClick={add}
      // Busy is not disabled: a disabled button drops the keyboard focus, and the sidebar that
      // opens after the add would have nothing to give it back to (`add` ignores clicks meanwhile).
      disabled={!usable}
      aria-disabled={busy || undefined}
      aria-describedby={canAdd ? undefined : messageId}
    >
      {t('product.add-to-cart')}
    </button>
  );

  return (
    <div className="pdp-buy">
      <div className="pdp-qty">
        <label htmlFor={inputId}>{t('cart.quantity')}</label>
        <div className="pdp-qty__controls">
          <button
            type="button"
            className="pdp-qty__step"
            onClick={() => apply(quantity - 1)}
            disabled={!stepper.canDecrement || !usable}
            aria-label={t('pdp.decrease')}
            aria-controls={inputId}
          >
            −
          </button>
          <input
            id={inputId}
            className="pdp-qty__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, Math.min(limits.stock, limits.max))}
            value={draft}
            disabled={!usable}
            aria-describedby={messageId}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => apply(draft)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(draft);
            }}
          />
          <button
            type="button"
            className="pdp-qty__step"
            onClick={() => apply(quantity + 1)}
            disabled={!stepper.canIncrement || !usable}
            aria-label={t('pdp.increase')}
            aria-controls={inputId}
          >
            +
          </button>
        </div>
      </div>
      <p id={messageId} className="pdp-qty__message" role="status">
        {warning ?? (canAdd ? '' : t('pdp.not-available'))}
      </p>
      <div ref={mainButton} className="pdp-buy__main">
        {button('')}
      </div>
      <p className={`pdp-buy__notice pdp-buy__notice--${notice?.kind ?? 'none'}`} role="status">
        {notice?.text ?? ''}
      </p>
      {floating ? (
        <aside className="pdp-floating" aria-label={t('pdp.quick-add')}>
          <div className="container pdp-floating__inner">
            <p className="pdp-floating__name">{name}</p>
            {price ? <p className="pdp-floating__price">{formatMoney(price)}</p> : null}
            {button('pdp-floating__add')}
          </div>
        </aside>
      ) : null}
    </div>
  );
}
