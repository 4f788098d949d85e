/** Spec §2 "System pages": the site-wide maintenance page (status 1). */
import type { TPermission } from '@luckwell/contracts/system/permission';
import { useTranslation } from 'react-i18next';
import { toImageUrl } from '../../shared/image-url.ts';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { LanguageSelector } from '../i18n/language-selector.tsx';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { SystemPageShell } from './system-page-shell.tsx';

const formatUntil = (until: string, language: string) => {
  const date = new Date(until);
  if (Number.isNaN(date.getTime())) return until;
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
};

export const MaintenancePage = ({ permission }: { permission: TPermission }) => {
  const { t, i18n } = useTranslation();
  const base = usePermissionStore((state) => state.imageBase);
  const { brand, maintenance } = permission;
  return (
    <SystemPageShell
      logo={{ src: toImageUrl(base, brand.logoUrl), alt: brand.name }}
      image={toImageUrl(base, '/img/system/maintenance.svg')}
      title={t('maint_title')}
      topRight={<LanguageSelector />}
    >
      <p>{t('maint_info', { name: brand.name })}</p>
      {maintenance.message && (
        <p className="rounded-2xl border border-primary/30 bg-primary/10 px-4 py-3 text-ink">
          {maintenance.message}
        </p>
      )}
      {maintenance.until && (
        <p className="font-semibold text-ink">
          {t('maint_until', { time: formatUntil(maintenance.until, i18n.language) })}
        </p>
      )}
      <div className="pt-2">
        <CustomerServiceButton url={brand.customerServiceUrl} />
      </div>
      <p className="text-xs">{t('support_hours', { hours: brand.supportHours })}</p>
    </SystemPageShell>
  );
};
