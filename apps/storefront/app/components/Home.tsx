import { useT } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { Icon, type IconName } from './icons.tsx';
import { useShellData } from './ShellI18n.tsx';

const USPS: { key: string; icon: IconName }[] = [
  { key: 'shell.usp-delivery', icon: 'truck' },
  { key: 'shell.usp-returns', icon: 'return' },
  { key: 'shell.usp-price', icon: 'price' },
  { key: 'shell.usp-support', icon: 'support' },
];

/** Hero artwork: a drill silhouette drawn inline so the largest paint needs no image request. */
function HeroArt() {
  return (
    <svg
      className="hero__art"
      width="360"
      height="260"
      viewBox="0 0 360 260"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="hero__art-disc" cx="230" cy="130" r="120" />
      <rect className="hero__art-body" x="120" y="78" width="170" height="74" rx="18" />
      <rect className="hero__art-dark" x="286" y="98" width="34" height="34" rx="6" />
      <rect className="hero__art-bit" x="320" y="108" width="38" height="14" rx="4" />
      <path className="hero__art-dark" d="M170 150h62l-14 86h-44z" />
      <rect className="hero__art-body" x="160" y="228" width="84" height="22" rx="6" />
      <circle className="hero__art-dark" cx="150" cy="115" r="10" />
    </svg>
  );
}

export function Home() {
  const t = useT();
  const root = useShellData();
  const prefix = root?.prefix ?? '';
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1 id="hero-title">{t('shell.hero-title')}</h1>
            <p>{t('shell.hero-text')}</p>
            <p className="hero__actions">
              <AppLink to={`${prefix}/search?tags=bestseller`} className="button button--accent">
                {t('shell.hero-cta')}
              </AppLink>
              <AppLink to={`${prefix}/search?tags=new`} className="button button--ghost">
                {t('shell.hero-secondary')}
              </AppLink>
            </p>
          </div>
          <HeroArt />
        </div>
      </section>
      <section className="usps" aria-label={t('blocks.usp-title')}>
        <ul className="container usps__list">
          {USPS.map(({ key, icon }) => (
            <li key={key}>
              <Icon name={icon} />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <section className="container departments" aria-labelledby="departments-title">
        <h2 id="departments-title">{t('blocks.shop-by-department')}</h2>
        <ul className="departments__grid">
          {(root?.categories ?? []).map((category, index) => (
            <li key={category.slug}>
              <AppLink
                to={
                  root?.categoriesFromCatalog
                    ? `${prefix}/${category.slug}/`
                    : `${prefix}/search?q=${encodeURIComponent(category.name)}`
                }
                className={`department department--${index % 4}`}
              >
                <span>{category.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
