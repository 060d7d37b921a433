/**
 * Newsletter sign-up (footer form for guests, CMS Newsletter block). The footer posts with a fetcher
 * and shows the answer in place; without JavaScript (and from the CMS block) the post renders this
 * route's page with the same message. Double opt-in: a new address gets a confirmation link
 * (…/exConsents/confirm?hash=…), handled by the is-ex-consent-request middleware.
 */
import { data, Link } from 'react-router';
import { useT } from '../i18n/index.ts';
import { pageMeta, rootDataOf, rootMessage } from '../shell/page-meta.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/newsletter.ts';

export interface NewsletterAnswer {
  ok: boolean;
  /**
   * Message key: newsletter.success | newsletter.subscribed | newsletter.invalid-email |
   * newsletter.error | account-security.too-many-requests
   */
  message: string;
}

const SOURCES = ['footer', 'cms-block'] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const requested = String(form.get('source') ?? '');
  const source = SOURCES.find((known) => known === requested) ?? 'footer';
  const newsletter = context.shell.newsletter;
  const answer = (ok: boolean, message: string, status = 200, headers: Record<string, string> = {}) =>
    data<NewsletterAnswer>({ ok, message }, { status, headers });
  if (!newsletter) return answer(false, 'newsletter.error', 503);
  try {
    const outcome = await newsletter.subscribe({ email, source });
    if (typeof outcome === 'object') {
      const retryAfter = String(outcome.retryAfterSeconds);
      return answer(false, 'account-security.too-many-requests', 429, { 'retry-after': retryAfter });
    }
    if (outcome === 'invalid-email') return answer(false, 'newsletter.invalid-email', 400);
    return answer(true, outcome === 'confirmed' ? 'newsletter.subscribed' : 'newsletter.success');
  } catch (error) {
    console.error('newsletter sign-up failed', error);
    return answer(false, 'newsletter.error', 500);
  }
}

/** Only the answer to a post is a page; GET /newsletter is redirected to /newsletter/ (404). */
export async function loader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  return pageMeta({
    root,
    path: location.pathname,
    search: '',
    title: rootMessage(root, 'newsletter.title'),
    description: null,
    robots: 'noindex, follow',
    alternates: false,
  });
};

export default function NewsletterResult({ actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const prefix = useRootData()?.prefix;
  return (
    <section className="container newsletter-result" aria-labelledby="newsletter-result-title">
      <h1 id="newsletter-result-title">{t('newsletter.title')}</h1>
      <p role={answer?.ok === false ? 'alert' : 'status'}>{answer ? t(answer.message) : null}</p>
      <p>
        <Link to={prefix || '/'} className="button button--primary">
          {t('errors.go-home')}
        </Link>
      </p>
    </section>
  );
}
