/**
 * The billing VAT ID (000 §4, 001 §5 and §8): checked on blur and again through 'Validate my VAT
 * ID' when the check could not complete; a number being checked or already checked is not sent
 * again (de-duplicated), a new number is. Without JavaScript the button posts the form.
 */
import {
  normalizeVatId,
  recordedVatOutcome,
  showsValidateButton,
  type VatOutcomeState,
} from '@toolyard/domain';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { type CheckoutAnswer, VAT_FIELD, type VatState } from './address-form.ts';

function outcomeState(vat: VatState | null, pending: boolean, clicked: boolean): VatOutcomeState | null {
  if (pending) return clicked ? 'button-click' : 'triggered';
  if (!vat?.outcome) return null;
  if (vat.outcome === 'valid')
    return recordedVatOutcome('success', {
      taxRateChangeEnabled: vat.taxRateChange,
      netPriceActive: vat.netPrices,
    });
  return vat.timedOut ? 'timeout' : 'failed';
}

/** The texts of a result (001 §8). */
function VatMessages({ vat }: { vat: VatState }) {
  const t = useT();
  if (vat.outcome === 'valid') {
    return (
      <div className="checkout-vat__note checkout-vat__note--ok" role="status">
        <p>{t('vat.success')}</p>
        {vat.taxRateChange ? <p>{t(vat.netPrices ? 'vat.adjusted-to-net' : 'vat.no-rate')}</p> : null}
      </div>
    );
  }
  if (vat.problem === 'technical') {
    return (
      <div className="checkout-vat__note checkout-vat__note--warn" role="alert">
        <p>{t('vat.technical-issue')}</p>
        <p>{t('vat.confirm-below')}</p>
      </div>
    );
  }
  if (vat.timedOut) {
    return (
      <div className="checkout-vat__note checkout-vat__note--warn" role="alert">
        <p>{t('vat.timeout')}</p>
        <p>{t('vat.confirm-below')}</p>
      </div>
    );
  }
  return (
    <div className="checkout-vat__note checkout-vat__note--warn" role="alert">
      <p>{t('vat.not-validated')}</p>
      <p>{t(vat.outcome === 'invalid' ? 'vat.format-hint' : 'vat.correct-or-continue')}</p>
      {vat.outcome === 'invalid' ? <p>{t('vat.correct-or-continue')}</p> : null}
    </div>
  );
}

/** 'VAT ID Validation Issues' (001 §8), opened from a result that is not valid. */
function VatModal({ invalid, onClose }: { invalid: boolean; onClose: () => void }) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog checkout-vat__modal"
      aria-labelledby="vat-modal-title"
      onClose={onClose}
    >
      <h2 id="vat-modal-title">{t('vat.modal-title')}</h2>
      <p>{t('vat.modal-intro')}</p>
      <ul>
        <li>{t('vat.reason-invalid')}</li>
        <li>{t('vat.reason-private')}</li>
        <li>{t('vat.reason-system')}</li>
      </ul>
      <p>{t('vat.reclaim')}</p>
      {invalid ? (
        <p>
          <a href={`${prefix}/customer-service`}>{t('vat.need-support')}</a>
        </p>
      ) : null}
      {/* Closed as Escape closes it: the browser then gives the focus back to the opener. */}
      <button type="button" className="button button--primary" onClick={() => ref.current?.close()}>
        {t('vat.continue-purchase')}
      </button>
    </dialog>
  );
}

export function VatField(props: {
  country: string;
  placeholder: string;
  defaultValue: string;
  error?: string;
  initial: VatState | null;
  enabled: boolean;
}) {
  const t = useT();
  const fetcher = useFetcher<CheckoutAnswer>();
  const input = useRef<HTMLInputElement>(null);
  const clicked = useRef(false);
  const [asked, setAsked] = useState<string | null>(props.initial?.vatId ?? null);
  const [modal, setModal] = useState(false);
  const [typed, setTyped] = useState(props.defaultValue);
  const pending = fetcher.state !== 'idle';
  const answered = fetcher.data?.vat ?? props.initial;
  // A result belongs to its number: clearing or changing the number clears the result (000 §4).
  const vat =
    answered && typed.trim().length >= 2 && normalizeVatId(props.country, typed) === answered.vatId
      ? answered
      : null;

  function check(byButton: boolean) {
    const value = input.current?.value.trim() ?? '';
    if (!props.enabled || value.length < 2) return;
    const number = normalizeVatId(props.country, value);
    // De-duplicated: the same number is not sent while its check runs or after it answered, unless
    // the customer asks again with the button (an inconclusive check may pass the second time).
    if (number === asked && (pending || !byButton)) return;
    clicked.current = byButton;
    setAsked(number);
    const form = input.current?.form;
    const company = form ? new FormData(form).get('billing-company') : null;
    fetcher.submit(
      { intent: 'vat', [VAT_FIELD]: value, 'billing-company': typeof company === 'string' ? company : '' },
      { method: 'post' },
    );
  }

  const state = outcomeState(vat, pending, clicked.current);
  const described = [props.error ? 'vat-error' : null, vat ? 'vat-result' : null].filter(Boolean).join(' ');
  return (
    <div className="checkout-vat" data-vat-outcome={state ?? undefined}>
      <div className={props.error ? 'account-field account-field--error' : 'account-field'}>
        <label htmlFor={VAT_FIELD}>
          {t('vat.label')} <span className="account-field__optional">{t('form.optional')}</span>
        </label>
        <input
          ref={input}
          id={VAT_FIELD}
          name={VAT_FIELD}
          type="text"
          autoComplete="off"
          placeholder={t('vat.placeholder', { example: props.placeholder })}
          defaultValue={props.defaultValue}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onBlur={() => check(false)}
        />
        {props.error ? (
          <p id="vat-error" className="account-field__error">
            {t(props.error)}
          </p>
        ) : null}
      </div>
      <div id="vat-result" aria-live="polite">
        {pending ? <p className="checkout-vat__note">{t('checkout-steps.vat-checking')}</p> : null}
        {!pending && vat?.outcome ? <VatMessages vat={vat} /> : null}
      </div>
      {props.enabled && (!vat?.outcome || showsValidateButton(vat.outcome)) ? (
        <button
          type="submit"
          name="intent"
          value="vat"
          className="button button--secondary checkout-vat__button"
          onClick={(event) => {
            event.preventDefault();
            check(true);
          }}
          disabled={pending}
        >
          {t('vat.validate-button')}
        </button>
      ) : null}
      {!pending && vat?.outcome && vat.outcome !== 'valid' ? (
        <button type="button" className="checkout-link-button" onClick={() => setModal(true)}>
          {t('vat.modal-title')}
        </button>
      ) : null}
      {modal ? <VatModal invalid={vat?.outcome === 'invalid'} onClose={() => setModal(false)} /> : null}
    </div>
  );
}
