import { useEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { ContactFormOpening } from './contact-form-opener.ts';
import { Icon } from './icons.tsx';
import { RequestForm } from './RequestForm.tsx';

/** The contact modal opened from header, footer, product links or the contact-form flag, with the request form. */
export function ContactDialog({
  onClose,
  opening,
}: {
  onClose: () => void;
  opening?: ContactFormOpening | null;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const prefix = useRootData()?.prefix ?? '';
  const prefill =
    opening?.prefill && opening.productNumber
      ? { kind: opening.prefill, productNumber: opening.productNumber }
      : null;
  const phone = t.has('shell.care-phone') ? t('shell.care-phone') : '';
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="contact-title" onClose={onClose}>
      <div className="dialog__head">
        <h2 id="contact-title">{t('customer-service.title')}</h2>
        {/* Closed as Escape closes it: the browser then gives the focus back to the opener. */}
        <button
          type="button"
          className="icon-button"
          onClick={() => ref.current?.close()}
          aria-label={t('common.close')}
        >
          <Icon name="close" />
        </button>
      </div>
      <p>{t('shell.contact-text')}</p>
      {phone ? (
        <p>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a> · {t('shell.care-hours')}
        </p>
      ) : null}
      <RequestForm prefix={prefix} prefill={prefill} />
    </dialog>
  );
}
