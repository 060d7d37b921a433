/**
 * The shell's part of the cart client (spec 000 §2.5, §4, 001 §8; decision 156): the sidebar that
 * opens after an add to cart — its react-aria code loads only when one first opens — and the
 * add-failure toast (3 s, dismissible). Any sidebar closes when the path changes.
 */
import { TOAST_DURATION_MS } from '@toolyard/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { closeSidebar, dismissToast, onOwnCartChange, setCartStore, useShellCart } from './cart-shell.ts';

const CartSidebars = lazy(() => import('./CartSidebars.tsx'));

function Toast({ id, text, dismissLabel }: { id: number; text: string; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <div className="cart-toast" role="alert">
      <p className="cart-toast__text">{text}</p>
      <button
        type="button"
        className="cart-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => dismissToast(id)}
      >
        ×
      </button>
    </div>
  );
}

export function CartSidebarHost() {
  const t = useT();
  const country = useRootData()?.country;
  if (country) setCartStore(country);
  const { sidebar, toast } = useShellCart();
  const { pathname } = useLocation();
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  // The page's data (header badge, the cart page) follows every change made here.
  useEffect(() => onOwnCartChange(() => void revalidateRef.current()), []);
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeSidebar();
  }, [pathname]);
  return (
    <>
      {toast ? (
        <Toast key={toast.id} id={toast.id} text={t(toast.key)} dismissLabel={t('cart-page.dismiss')} />
      ) : null}
      {sidebar ? (
        <Suspense fallback={null}>
          <CartSidebars sidebar={sidebar} />
        </Suspense>
      ) : null}
    </>
  );
}
