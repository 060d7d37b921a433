/**
 * "Sign in with Google / Facebook" on /login and /create-account, only for configured providers
 * (decision 145). Plain links: the start route answers with a redirect to the provider.
 */
import { useLocation } from 'react-router';
import { useT } from '../i18n/index.ts';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook' };
const BUTTON_KEYS: Record<string, string> = {
  google: 'account-social.sign-in-with-google',
  facebook: 'account-social.sign-in-with-facebook',
};

export function SocialButtons({ providers }: { providers: readonly string[] }) {
  const t = useT();
  const params = new URLSearchParams(useLocation().search);
  const failed = params.get('social-error');
  const redirect = params.get('redirect');
  const query = redirect ? `?${new URLSearchParams({ redirect })}` : '';
  if (providers.length === 0) return null;
  const failedName = failed ? (PROVIDER_NAMES[failed] ?? null) : null;
  return (
    <div className="social-sign-in">
      {failedName ? (
        <p className="account-message account-message--error" role="alert">
          {params.get('reason') === 'unverified-email'
            ? t('account-social.unverified-email', { provider: failedName })
            : t('account-social.failed', { provider: failedName })}
        </p>
      ) : null}
      {providers.map((provider) => (
        <a
          key={provider}
          href={`/auth/${provider}/${query}`}
          className={`button button--secondary social-sign-in__button social-sign-in__button--${provider}`}
        >
          {t(BUTTON_KEYS[provider] ?? 'account-social.sign-in-with-google')}
        </a>
      ))}
      <p className="social-sign-in__or">{t('account-social.or')}</p>
    </div>
  );
}
