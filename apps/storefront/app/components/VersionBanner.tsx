import { useT } from '../i18n/index.ts';

/** Shown with ?version=true (spec 000 §2.2). */
export function VersionBanner({ version }: { version: string }) {
  const t = useT();
  return (
    <p className="version-banner" role="status">
      {t('common.version-banner', { version })}
    </p>
  );
}
