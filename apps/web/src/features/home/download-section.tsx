/** App download with QR codes (spec §2, §9 QR size 180): iOS from MOBILECONFIG, Android from Android. */
import { buttonClass } from '@luckwell/ui/button';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission, useResource } from '../../shared/permission-store.ts';
import { QrCode } from '../../shared/qr-code.tsx';

export const DownloadSection = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const ios = useResource('MOBILECONFIG');
  const android = useResource('Android');
  const apps = [
    ios && { key: 'ios', label: t('down_ios'), url: ios.url },
    android && { key: 'android', label: t('down_android'), url: android.url },
  ].filter((app): app is { key: string; label: string; url: string } => Boolean(app));

  return (
    <section aria-labelledby="download-title" className="mx-auto max-w-[1280px] px-4">
      <div className="relative overflow-hidden rounded-3xl border border-primary/25 bg-[linear-gradient(120deg,var(--brand-surface)_0%,color-mix(in_oklab,var(--brand-surface)_70%,var(--brand-primary))_140%)] shadow-2xl shadow-black/50">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-20 size-80 rounded-full bg-primary/15 blur-3xl"
        />
        <div className="relative grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[auto_1fr]">
          <SafeImage
            src={imageUrl('/img/home/app-phone.svg')}
            alt=""
            width={260}
            height={420}
            loading="lazy"
            decoding="async"
            className="mx-auto hidden h-72 w-auto md:block lg:h-80"
          />
          <div>
            <h2 id="download-title" className="text-2xl font-bold text-ink sm:text-3xl">
              {t('home_download_title', { name: brand.name })}
            </h2>
            <p className="mt-3 max-w-xl text-sm leading-relaxed text-muted sm:text-base">
              {t('home_download_text')}
            </p>
            {apps.length > 0 ? (
              <ul className="mt-6 grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:gap-6">
                {apps.map((app) => (
                  <li key={app.key} className="flex min-w-0 flex-col items-center gap-2">
                    <QrCode
                      value={app.url}
                      size={180}
                      fluid
                      label={t('down_qr_label', { platform: app.label })}
                    />
                    <a
                      href={app.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-semibold text-primary hover:underline"
                    >
                      {app.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-6 text-sm text-muted">{t('down_not_configured')}</p>
            )}
            <div className="mt-6 flex justify-center sm:justify-start">
              <Link to="/down" className={buttonClass({ variant: 'secondary' })}>
                {t('home_download_guide')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
};
