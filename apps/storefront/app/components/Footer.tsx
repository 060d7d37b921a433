import { Suspense } from 'react';
import { Await } from 'react-router';
import { openConsentSettings } from '../consent/browser.ts';
import { useT } from '../i18n/index.ts';
import { useLinkClicks } from '../shell/link-clicks.ts';
import type { RootData } from '../shell/root-data.ts';
import { openContactForm } from './contact-form-opener.ts';
import type { FooterColumn } from './footer-links.ts';
import { languageHome } from './LanguageSwitcher.tsx';
import { NewsletterForm } from './NewsletterForm.tsx';
import { PaymentLogos } from './PaymentLogos.tsx';

const SOCIAL = [
  { name: 'Facebook', url: 'https://www.facebook.com/toolyard' },
  { name: 'Instagram', url: 'https://www.instagram.com/toolyard' },
  { name: 'YouTube', url: 'https://www.youtube.com/@toolyard' },
  { name: 'LinkedIn', url: 'https://www.linkedin.com/company/toolyard' },
];

export function Footer({ root, newsletter }: { root: RootData; newsletter: boolean }) {
  const t = useT();
  return (
    <>
      {newsletter ? (
        <div className="container footer-newsletter">
          <NewsletterForm action={`${root.prefix}/newsletter`} source="footer" />
        </div>
      ) : null}
      <footer className="footer">
        <div className="container footer__columns">
          {/* Deferred by the root loader: streamed in below the fold (decision 181). */}
          <Suspense fallback={null}>
            <Await resolve={root.footer} errorElement={null}>
              {(columns: FooterColumn[]) => <FooterColumns columns={columns} prefix={root.prefix} />}
            </Await>
          </Suspense>
        </div>
        <div className="container footer__meta">
          <section>
            <h2>{t('footer.customer-service')}</h2>
            <button type="button" className="button" onClick={() => openContactForm()}>
              {t('customer-service.open')}
            </button>
            {/* The withdrawal function on every page, streamed with the page (decision 265). */}
            <p className="footer__withdrawal">
              <a href={`${root.prefix}/withdrawal`}>{t('withdrawal.link')}</a>
            </p>
          </section>
          <section>
            <h2>{t('footer.payment-methods')}</h2>
            <PaymentLogos methods={root.paymentMethods} />
          </section>
          <section>
            <h2>{t('footer.follow-us')}</h2>
            <ul className="footer__social">
              {SOCIAL.map((social) => (
                <li key={social.name}>
                  <a href={social.url} target="_blank" rel="noopener nofollow">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {root.languages.length > 1 ? (
            <section>
              <h2>{t('header.language')}</h2>
              <ul className="footer__languages">
                {root.languages.map((language) => (
                  <li key={language}>
                    <a
                      href={languageHome(root, language)}
                      aria-current={language === root.language ? 'true' : undefined}
                      lang={language}
                    >
                      {t(`languages.${language}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <p className="container footer__copyright">
          {t('footer.copyright', { year: root.year })}{' '}
          <button type="button" className="footer__consent" onClick={openConsentSettings}>
            {t('consent.footer-link')}
          </button>
        </p>
      </footer>
    </>
  );
}

function FooterColumns({ columns, prefix }: { columns: FooterColumn[]; prefix: string }) {
  const t = useT();
  const onClick = useLinkClicks();
  return (
    <>
      {columns.map((column) => (
        <section key={column.titleKey} className="footer__column">
          <h2>{t(column.titleKey)}</h2>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too) */}
          <ul onClick={onClick}>
            {column.links.map((link) => {
              const name = link.name ?? t(link.nameKey ?? '');
              return (
                <li key={name}>
                  {link.route ? (
                    <a href={`${prefix}${link.route}`}>{name}</a>
                  ) : (
                    <a href={link.url} target="_blank" rel="noopener nofollow">
                      {name}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
