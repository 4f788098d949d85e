/**
 * The floating right bar (spec §2): customer service (440x750 popup window), the Telegram QR code
 * (100 px, only when a Telegram resource is configured) and back to top. A compact stack at the
 * bottom right on phones.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openCustomerService, opensHere } from '../../shared/customer-service.ts';
import { HeadsetMicIcon } from '../../shared/icons.tsx';
import { usePermission, useResource } from '../../shared/permission-store.ts';
import { QrCode } from '../../shared/qr-code.tsx';
import { SocialIcon } from './social-icon.tsx';

const itemClass =
  'group relative flex size-11 flex-col items-center justify-center gap-0.5 rounded-full text-[10px] font-semibold text-ink transition hover:text-primary lg:size-auto lg:w-16 lg:rounded-xl lg:py-2.5';

export const RightBar = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const telegram = useResource('TELEGRAM');
  // Not on the page customer service opens (its own popup): the button would only reload it.
  const location = useLocation();
  const onCustomerServicePage = opensHere(brand.customerServiceUrl, location);
  const [showTop, setShowTop] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  /** The QR code (and its library) loads only once the player shows interest. */
  const [qrArmed, setQrArmed] = useState(false);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <aside
      aria-label={t('rb_label')}
      className="fixed right-3 bottom-4 z-40 flex flex-col items-center gap-2 lg:top-1/2 lg:right-4 lg:bottom-auto lg:-translate-y-1/2 lg:gap-1 lg:rounded-2xl lg:border lg:border-line lg:bg-surface/90 lg:p-1.5 lg:shadow-2xl lg:shadow-black/50 lg:backdrop-blur"
    >
      {!onCustomerServicePage && (
        <button
          type="button"
          onClick={() => void openCustomerService(brand.customerServiceUrl)}
          className={`${itemClass} bg-gold text-on-primary shadow-lg shadow-black/50 hover:text-on-primary lg:bg-none lg:text-ink lg:shadow-none lg:hover:text-primary`}
          aria-label={t('cs_button')}
        >
          <HeadsetMicIcon className="size-5 lg:size-6" />
          <span className="hidden lg:block">{t('rb_service')}</span>
        </button>
      )}

      {telegram && (
        <div className="group/tg relative">
          <button
            type="button"
            aria-expanded={qrOpen}
            aria-controls="telegram-qr"
            aria-label={t('rb_telegram')}
            onClick={() => setQrOpen((open) => !open)}
            onPointerEnter={() => setQrArmed(true)}
            onFocus={() => setQrArmed(true)}
            className={`${itemClass} border border-line bg-surface/95 shadow-lg shadow-black/50 lg:border-0 lg:bg-transparent lg:shadow-none`}
          >
            <SocialIcon type="TELEGRAM" className="size-6 rounded-full" />
            <span className="hidden lg:block">{t('rb_telegram')}</span>
          </button>
          <div
            id="telegram-qr"
            className={`absolute right-full bottom-0 mr-3 w-44 rounded-2xl border border-line bg-surface p-3 text-center shadow-2xl shadow-black/60 lg:top-1/2 lg:bottom-auto lg:-translate-y-1/2 ${
              qrOpen ? 'block' : 'hidden group-focus-within/tg:block lg:group-hover/tg:block'
            }`}
          >
            {(qrArmed || qrOpen) && <QrCode value={telegram.url} size={100} label={t('rb_telegram_qr')} />}
            <p className="mt-2 text-xs leading-snug text-muted">{t('rb_telegram_scan')}</p>
            <a
              href={telegram.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-block text-xs font-semibold text-primary hover:underline"
            >
              {telegram.name || t('rb_telegram')}
            </a>
          </div>
        </div>
      )}

      <button
        type="button"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={t('rb_top')}
        className={`${itemClass} border border-line bg-surface/95 shadow-lg shadow-black/50 transition-opacity lg:border-0 lg:bg-transparent lg:shadow-none ${
          showTop ? 'opacity-100' : 'pointer-events-none opacity-0 lg:pointer-events-auto lg:opacity-100'
        }`}
      >
        <svg viewBox="0 0 24 24" className="size-5 lg:size-6" aria-hidden="true">
          <path
            d="M12 19V5m-6 6 6-6 6 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="hidden lg:block">{t('rb_top')}</span>
      </button>
    </aside>
  );
};
