/** Spec §2 "System pages": the region-blocked page (status 2), showing the caller's IP. */
import type { TPermission } from '@luckwell/contracts/system/permission';
import { useTranslation } from 'react-i18next';
import { toImageUrl } from '../../shared/image-url.ts';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { LanguageSelector } from '../i18n/language-selector.tsx';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { SystemPageShell } from './system-page-shell.tsx';

export const RegionBlockedPage = ({ permission }: { permission: TPermission }) => {
  const { t } = useTranslation();
  const base = usePermissionStore((state) => state.imageBase);
  const { brand, location } = permission;
  return (
    <SystemPageShell
      logo={{ src: toImageUrl(base, brand.logoUrl), alt: brand.name }}
      image={toImageUrl(base, '/img/system/region.svg')}
      title={t('region_title')}
      topRight={<LanguageSelector />}
    >
      <p>{t('region_info', { name: brand.name })}</p>
      <p className="inline-flex flex-wrap items-center justify-center gap-2 rounded-2xl border border-line bg-black/25 px-4 py-3">
        <span>{t('region_ip_label')}</span>
        <strong className="font-mono text-base text-primary" data-testid="region-ip">
          {location.ip}
        </strong>
        {location.country && <span className="text-xs">({location.country})</span>}
      </p>
      <p>{t('region_contact')}</p>
      <div className="pt-2">
        <CustomerServiceButton url={brand.customerServiceUrl} />
      </div>
    </SystemPageShell>
  );
};
