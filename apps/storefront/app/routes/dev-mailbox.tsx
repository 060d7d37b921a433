/**
 * Development mailbox (/dev/mailbox/): the mails the embedded SMTP server received while no
 * SMTP_URL is set — newsletter confirmations, password resets — newest first, with their links.
 * Only in development and tests; production answers 404 (docs/decisions/093).
 */
import { data } from 'react-router';
import type { MailboxMail } from '../shell/context.ts';
import type { Route } from './+types/dev-mailbox.ts';

const MAILS_SHOWN = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const mailbox = context.shell.mailbox;
  if (!mailbox) throw data(null, { status: 404 });
  const mails: MailboxMail[] = await mailbox.latest(MAILS_SHOWN);
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      receivedAt: mail.receivedAt.toISOString(),
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: [...new Set((mail.text ?? '').match(/https?:\/\/\S+/g) ?? [])],
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Mailbox (development)' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  return (
    <section className="container dev-mailbox" aria-labelledby="dev-mailbox-title">
      <h1 id="dev-mailbox-title">Mailbox (development)</h1>
      <p>Mails sent while no SMTP_URL is set. Newest first; the last {MAILS_SHOWN} are shown.</p>
      {mails.length === 0 ? <p>No mails yet.</p> : null}
      <ol className="dev-mailbox__list">
        {mails.map((mail) => (
          <li key={mail.id} className="dev-mailbox__mail" data-mail-id={mail.id}>
            <article aria-label={mail.subject}>
              <h2 className="dev-mailbox__subject">{mail.subject}</h2>
              <dl>
                <dt>To</dt>
                <dd className="dev-mailbox__to">{mail.to.join(', ')}</dd>
                <dt>From</dt>
                <dd>{mail.from ?? '—'}</dd>
                <dt>Received</dt>
                <dd>
                  <time dateTime={mail.receivedAt}>{mail.receivedAt}</time>
                </dd>
              </dl>
              {mail.links.length > 0 ? (
                <ul className="dev-mailbox__links">
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a href={link}>{link}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
              <pre className="dev-mailbox__text">{mail.text ?? ''}</pre>
              {mail.html ? (
                <details>
                  <summary>HTML</summary>
                  <iframe title={`HTML of ${mail.subject}`} sandbox="" srcDoc={mail.html} />
                </details>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
