/** The chat window's header: the brand, "Customer service", whether the desk is open and its hours. */
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '../../shared/image-url.ts';
import { usePermission } from '../../shared/permission-store.ts';

export const ChatHeader = ({
  online,
  hours,
  operatorName,
}: {
  online: boolean;
  hours: string | null;
  /** The operator answering, once one has claimed the conversation. */
  operatorName: string | null;
}) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  const imageUrl = useImageUrl();
  return (
    <header className="border-b border-line bg-surface/95 px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3 shadow-lg shadow-black/30 backdrop-blur">
      <div className="flex items-center gap-3">
        <img
          src={imageUrl(brand.logoUrl)}
          alt={brand.name}
          width={120}
          height={32}
          className="h-8 w-auto max-w-28 shrink-0 object-contain object-left"
        />
        <span aria-hidden="true" className="h-8 w-px shrink-0 bg-line" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base leading-tight font-bold text-ink">{t('sup_title')}</h1>
          <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-muted">
            <span
              aria-hidden="true"
              className={`size-2 shrink-0 rounded-full ${
                online ? 'bg-emerald-400 shadow-[0_0_0_3px] shadow-emerald-400/25' : 'bg-muted/60'
              }`}
            />
            <span className={`shrink-0 font-medium ${online ? 'text-emerald-300' : ''}`}>
              {online ? t('sup_online') : t('sup_offline')}
            </span>
          </p>
          {hours && (
            <p className="mt-0.5 truncate text-[11px] text-muted" title={hours}>
              <span className="sr-only">{t('sup_hours_label')}: </span>
              {hours}
            </p>
          )}
        </div>
      </div>
      {operatorName && (
        <p className="mt-2 truncate text-xs font-medium text-primary">
          {t('sup_with_operator', { name: operatorName })}
        </p>
      )}
    </header>
  );
};
