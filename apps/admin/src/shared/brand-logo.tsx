/**
 * The Luckwell wordmark, served by the API server from the player site's public folder. If it
 * cannot load (e.g. the console is previewed without the server) a drawn mark stands in, so the
 * header never shows a broken image.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const LOGO_URL = '/img/brand/luckwell-logo.svg';

export const BrandLogo = ({ className = 'h-10' }: { className?: string }) => {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span role="img" aria-label={t('app.name')} className={`inline-flex items-center gap-2 ${className}`}>
        <span
          aria-hidden="true"
          className="bg-gold aspect-square h-full rounded-full shadow shadow-primary/30"
        />
        <span aria-hidden="true" className="text-gold text-xl font-bold tracking-[0.12em]">
          LUCKWELL
        </span>
      </span>
    );
  }
  return (
    <img
      src={LOGO_URL}
      alt={t('app.name')}
      width={360}
      height={96}
      className={`w-auto ${className}`}
      onError={() => setFailed(true)}
    />
  );
};
