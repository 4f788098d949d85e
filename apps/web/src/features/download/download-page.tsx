/** App download (/down): QR codes and install guides for iOS (MOBILECONFIG) and Android. */
import { buttonClass } from '@luckwell/ui/button';
import { SafeImage } from '@luckwell/ui/safe-image';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission, useResource } from '../../shared/permission-store.ts';
import { QrCode } from '../../shared/qr-code.tsx';

type Platform = { key: 'ios' | 'android'; url: string | undefined };

export const DownloadPage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  const platforms: Platform[] = [
    { key: 'ios', url: useResource('MOBILECONFIG')?.url },
    { key: 'android', url: useResource('Android')?.url },
  ];

  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <section className="relative overflow-hidden rounded-3xl border border-primary/25 bg-[linear-gradient(120deg,var(--brand-surface)_0%,color-mix(in_oklab,var(--brand-surface)_70%,var(--brand-primary))_140%)] p-6 shadow-2xl shadow-black/50 sm:p-10">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-16 size-96 rounded-full bg-primary/15 blur-3xl"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[1fr_auto]">
          <div>
            <h1 className="text-3xl font-bold text-ink sm:text-4xl">
              {t('down_title', { name: brand.name })}
            </h1>
            <p className="mt-3 max-w-xl text-sm leading-relaxed text-muted sm:text-base">
              {t('down_subtitle')}
            </p>
            <ul className="mt-8 grid grid-cols-2 gap-4 sm:flex sm:flex-wrap sm:gap-6">
              {platforms.map((platform) => (
                <li key={platform.key} className="flex min-w-0 flex-col items-center gap-3">
                  {platform.url ? (
                    <>
                      <QrCode
                        fluid
                        value={platform.url}
                        size={180}
                        label={t('down_qr_label', { platform: t(`down_${platform.key}`) })}
                      />
                      <a
                        href={platform.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={buttonClass({ size: 'sm' })}
                      >
                        {t(`down_${platform.key}`)}
                      </a>
                    </>
                  ) : (
                    <div className="grid aspect-square w-full max-w-48 place-items-center rounded-xl border border-dashed border-line p-4 text-center text-xs text-muted">
                      {t('down_platform_missing', { platform: t(`down_${platform.key}`) })}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <SafeImage
            src={imageUrl('/img/home/app-phone.svg')}
            alt=""
            width={260}
            height={420}
            className="mx-auto hidden h-80 w-auto md:block"
          />
        </div>
      </section>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {platforms.map((platform) => (
          <section
            key={platform.key}
            aria-labelledby={`guide-${platform.key}`}
            className="rounded-2xl border border-line bg-surface/90 p-6"
          >
            <h2 id={`guide-${platform.key}`} className="text-lg font-bold text-ink">
              {t(`down_guide_${platform.key}`)}
            </h2>
            <ol className="mt-4 space-y-3">
              {[1, 2, 3, 4].map((step) => (
                <li key={step} className="flex gap-3 text-sm leading-relaxed text-muted">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-gold text-xs font-bold text-on-primary">
                    {step}
                  </span>
                  <span className="pt-0.5">{t(`down_${platform.key}_${step}`, { name: brand.name })}</span>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
};
