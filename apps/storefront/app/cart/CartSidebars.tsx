/**
 * The sidebars after an add to cart (spec 000 §2.5, §4): extra guarantee, complementary products
 * and the cart, as a react-aria drawer (focus kept inside, Escape and a click outside close it).
 * Declining or adding the guarantee moves on to the complementary products, else to the cart.
 */
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import { ProductImage } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import {
  cartClient,
  closeSidebar,
  openSidebar,
  type SidebarState,
  showToast,
  useCartState,
} from './cart-client.ts';
import { cartPageView } from './cart-view.ts';

function GuaranteePanel({ sidebar, next }: { sidebar: SidebarState; next: () => void }) {
  const { t, formatMoney } = useI18n();
  const [busy, setBusy] = useState(false);
  const add = async (sku: string) => {
    setBusy(true);
    const result = await cartClient().add(sku, 1, sidebar.sku);
    setBusy(false);
    if (!result.ok) showToast('cart.add-error');
    next();
  };
  return (
    <div className="cart-sidebar__body">
      {sidebar.offers.extraGuarantees.map((offer) => (
        <div key={offer.sku} className="cart-sidebar__offer">
          {/* The plans differ in length: the name ("Extra guarantee 3 years") says which one this is. */}
          <p className="cart-sidebar__offer-name">{offer.name}</p>
          <p>{t('cart-page.guarantee-text', { product: sidebar.name, price: formatMoney(offer.price) })}</p>
          <Button className="button button--accent" isDisabled={busy} onPress={() => add(offer.sku)}>
            {t('cart-page.add-guarantee')}
          </Button>
        </div>
      ))}
      <Button className="button" onPress={next}>
        {t('cart-page.no-thanks')}
      </Button>
    </div>
  );
}

function ComplementaryPanel({ sidebar }: { sidebar: SidebarState }) {
  const { t, formatMoney } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const add = async (sku: string) => {
    const result = await cartClient().add(sku, 1);
    if (result.ok) setAdded((previous) => new Set(previous).add(sku));
    else showToast('cart.add-error');
  };
  return (
    <div className="cart-sidebar__body">
      <ul className="cart-sidebar__products">
        {sidebar.offers.complementary.map((product) => (
          <li key={product.sku} className="cart-sidebar__product">
            <ProductImage src={product.image} size={64} />
            <div>
              <Link to={`${prefix}/${product.slug}`} className="cart-sidebar__product-name">
                {product.name}
              </Link>
              {product.price ? <p className="cart-sidebar__price">{formatMoney(product.price)}</p> : null}
            </div>
            <Button
              className="button button--accent"
              isDisabled={!product.inStock || added.has(product.sku)}
              onPress={() => add(product.sku)}
            >
              {added.has(product.sku) ? t('cart.added') : t('cart-page.add')}
            </Button>
          </li>
        ))}
      </ul>
      <CartFooter />
    </div>
  );
}

function CartFooter() {
  const { t } = useI18n();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <div className="cart-sidebar__foot">
      <Link to={`${prefix}/checkout/cart`} className="button button--accent">
        {t('cart-page.go-to-cart')}
      </Link>
      <Button className="button" onPress={closeSidebar}>
        {t('cart.continue-shopping')}
      </Button>
    </div>
  );
}

function CartPanel() {
  const { t, formatMoney } = useI18n();
  const cart = cartPageView(useCartState().cart);
  if (!cart || cart.lines.length === 0) {
    return <p className="cart-sidebar__body">{t('cart.empty')}</p>;
  }
  return (
    <div className="cart-sidebar__body">
      <ul className="cart-sidebar__lines">
        {cart.lines.map((line) => (
          <li key={line.id} className="cart-sidebar__line">
            <span className="cart-sidebar__line-name">{line.name}</span>
            <span>× {line.quantity}</span>
            <span>{formatMoney(line.total)}</span>
          </li>
        ))}
      </ul>
      <p className="cart-sidebar__total">
        <span>{t('cart.total')}</span> <strong>{formatMoney(cart.totalGross)}</strong>
      </p>
      <CartFooter />
    </div>
  );
}

const TITLES = {
  'extra-guarantee': 'cart.extra-guarantee',
  complementary: 'cart.complementary',
  cart: 'cart-page.added-title',
} as const;

export default function CartSidebars({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useI18n();
  const next = () =>
    openSidebar({ ...sidebar, kind: sidebar.offers.complementary.length > 0 ? 'complementary' : 'cart' });
  return (
    <ModalOverlay
      className="cart-sidebar-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) closeSidebar();
      }}
    >
      <Modal className="cart-sidebar">
        <Dialog className="cart-sidebar__dialog" data-sidebar={sidebar.kind}>
          <div className="cart-sidebar__head">
            <Heading slot="title" className="cart-sidebar__title">
              {/* Opened from the header (no product just added): the cart's own name. */}
              {sidebar.kind === 'cart' && !sidebar.sku ? t('header.cart') : t(TITLES[sidebar.kind])}
            </Heading>
            <Button className="cart-sidebar__close" aria-label={t('cart-page.close')} onPress={closeSidebar}>
              ×
            </Button>
          </div>
          {sidebar.kind === 'extra-guarantee' ? <GuaranteePanel sidebar={sidebar} next={next} /> : null}
          {sidebar.kind === 'complementary' ? <ComplementaryPanel sidebar={sidebar} /> : null}
          {sidebar.kind === 'cart' ? <CartPanel /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
