/** /sponsor: the brand's sponsorships page. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { usePermission } from '../../shared/permission-store.ts';

export const SponsorPage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_sponsor')}
        features={[t('feat_sponsor_1', { name: brand.name }), t('feat_sponsor_2'), t('feat_sponsor_3')]}
        image="/img/banners/model-1.svg"
      />
    </div>
  );
};
