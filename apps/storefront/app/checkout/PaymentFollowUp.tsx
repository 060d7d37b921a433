/**
 * The pending payment page follows its payment up (decision 267). The AUTHORISATION webhook
 * usually places the order within seconds of the shopper's return, so the page asks the status
 * route after 2 s, then at growing intervals for two minutes:
 * - its order is placed → the thank-you page, as after a normal return;
 * - "settle" (the authorisation is here without an order yet, or the provider never answered the
 *   return) → the return is loaded again, which places or answers the order, or goes back to
 *   payment with the failure, exactly as a reload would;
 * - after two minutes it stops and says the confirmation mail will follow.
 * The status line is a polite live region. Without JavaScript nothing asks: "Check again" reloads
 * the return, which is the same question. Asking only reads, so nothing is paid or placed twice.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { useT } from '../i18n/index.ts';
import { FIRST_POLL_MS, nextPollDelay, PAYMENT_STATUS_PATH, parsePaymentStatus } from './payment-status.ts';

type Phase = 'idle' | 'checking' | 'stopped';

export function PaymentFollowUp({ sessionId, prefix }: { sessionId: string; prefix: string }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The latest of each, without restarting the polling whenever React Router hands out new ones.
  const actions = useRef({ navigate, revalidate: revalidator.revalidate });
  actions.current = { navigate, revalidate: revalidator.revalidate };
  // Rendered on the server as idle: a page without JavaScript promises no updates.
  const [phase, setPhase] = useState<Phase>('idle');

  // `location.key`: "Check again" after the page stopped starts the follow-up afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key restarts on purpose
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    const url = `${prefix}${PAYMENT_STATUS_PATH}?sessionId=${encodeURIComponent(sessionId)}`;

    async function ask(waited: number) {
      let answer: ReturnType<typeof parsePaymentStatus> = null;
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
        // A session the shop does not know will not become known by asking again.
        if (response.status === 404 || response.status === 400) {
          if (!cancelled) setPhase('stopped');
          return;
        }
        if (response.ok) answer = parsePaymentStatus(await response.json());
      } catch {
        // Offline for a moment, or the server restarting: ask again later.
      }
      if (cancelled) return;
      if (answer?.status === 'ordered' && answer.orderNumber) {
        void actions.current.navigate(
          `${prefix}/checkout/thank-you?order=${encodeURIComponent(answer.orderNumber)}`,
          { replace: true },
        );
        return;
      }
      // Placed for someone else's session, or to be settled: the return page knows what to show.
      if (answer && answer.status !== 'pending') void actions.current.revalidate();
      const next = nextPollDelay(waited, Date.now() - started);
      if (next === null) setPhase('stopped');
      else timer = setTimeout(() => void ask(next), next);
    }

    setPhase('checking');
    timer = setTimeout(() => void ask(FIRST_POLL_MS), FIRST_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, prefix, location.key]);

  return (
    <>
      <p className="payment-follow-up" role="status" aria-live="polite">
        {phase === 'checking'
          ? t('checkout.return-checking')
          : phase === 'stopped'
            ? t('checkout.return-stopped')
            : ''}
      </p>
      <p>
        {/* The return URL again: it re-runs the return and shows the order once it is placed. */}
        <Link className="button button--primary" to={`${location.pathname}${location.search}`} replace>
          {t('checkout.return-check-again')}
        </Link>{' '}
        <Link className="button button--secondary" to={`${prefix}/checkout/payment`}>
          {t('payment.back-to-payment')}
        </Link>
      </p>
    </>
  );
}
