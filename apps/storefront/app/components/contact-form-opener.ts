/**
 * Opening the contact modal from anywhere (docs/decisions/135): the header's and footer's buttons
 * and the product page's links send a window event the header listens to; a `contact-form` query
 * flag (spec 000 §2.3) opens it on arrival and is then removed from the URL.
 */
import type { RequestPrefillKind } from '@toolyard/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { prefillKindOf } from './request-form-model.ts';

export interface ContactFormOpening {
  prefill: RequestPrefillKind | null;
  productNumber: string | null;
}

const OPEN_EVENT = 'toolyard:contact-form';
export const CONTACT_FORM_FLAG = 'contact-form';

export function openContactForm(opening: ContactFormOpening = { prefill: null, productNumber: null }): void {
  window.dispatchEvent(new CustomEvent<ContactFormOpening>(OPEN_EVENT, { detail: opening }));
}

/** The modal's state for its one host (the header). */
export function useContactForm() {
  const [opening, setOpening] = useState<ContactFormOpening | null>(null);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const onOpen = (event: Event) => setOpening((event as CustomEvent<ContactFormOpening>).detail);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(CONTACT_FORM_FLAG)) return;
    const prefill = prefillKindOf(params.get(CONTACT_FORM_FLAG));
    const product = params.get('product');
    setOpening({ prefill, productNumber: prefill ? product : null });
    params.delete(CONTACT_FORM_FLAG);
    if (prefill) params.delete('product');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  const close = useCallback(() => setOpening(null), []);
  return { opening, open: setOpening, close };
}
