/**
 * The honest answer to a submit while sign-in and registration are not live yet: what will happen,
 * and a way to reach customer service meanwhile.
 */
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../shared/customer-service.ts';
import { usePermission } from '../../shared/permission-store.ts';

export const SoonNotice = ({ messageKey }: { messageKey: string }) => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-primary/40 bg-primary/10 p-4 text-sm">
      <svg
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-primary"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <div>
        <p className="font-semibold text-ink">{t('auth_soon_title')}</p>
        <p className="mt-1 leading-relaxed text-muted">{t(messageKey)}</p>
        <button
          type="button"
          onClick={() => openCustomerService(brand.customerServiceUrl)}
          className="mt-2 font-semibold text-primary hover:underline"
        >
          {t('auth_contact_cs')}
        </button>
      </div>
    </div>
  );
};
