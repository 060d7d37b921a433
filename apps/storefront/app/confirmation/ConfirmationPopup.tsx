/**
 * The confirmation popup (spec 000 §2.3 "a confirmation-popup flag", §4 "Confirmation popup shows if
 * a check on mount says so"; docs/decisions/174): on arrival, the `confirmation-popup` query flag
 * names what was confirmed; a known value opens a modal with its message and the flag is removed
 * from the URL (like the contact-form flag), so reloading or sharing the page does not show it
 * again. Unknown values are dropped silently.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../components/icons.tsx';
import { useT } from '../i18n/index.ts';
import { CONFIRMATION_FLAG, type ConfirmationKind, confirmationKindOf } from './confirmation-flag.ts';

export function ConfirmationPopup() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ConfirmationKind | null>(null);
  const ref = useRef<HTMLDialogElement>(null);

  // The check on mount (and on each navigation): read the flag, then take it out of the URL.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(CONFIRMATION_FLAG)) return;
    setKind(confirmationKindOf(params.get(CONFIRMATION_FLAG)));
    params.delete(CONFIRMATION_FLAG);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    const dialog = ref.current;
    if (kind && dialog && !dialog.open) dialog.showModal();
  }, [kind]);

  if (!kind) return null;
  const close = () => setKind(null);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirmation-title"
      onClose={close}
      data-testid="confirmation-popup"
    >
      <div className="dialog__head">
        <h2 id="confirmation-title">{t(`info-pages.confirmation.${kind}-title`)}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('common.close')}>
          <Icon name="close" />
        </button>
      </div>
      <p>{t(`info-pages.confirmation.${kind}-text`)}</p>
      <button type="button" className="button button--primary" onClick={close}>
        {t('info-pages.confirmation.ok')}
      </button>
    </dialog>
  );
}
