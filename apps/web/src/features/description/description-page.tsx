/** /description: the brand's about page. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { usePermission } from '../../shared/permission-store.ts';

export const DescriptionPage = () => {
  const { t } = useTranslation();
  const { brand } = usePermission();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_description', { name: brand.name })}
        features={[t('feat_description_1'), t('feat_description_2'), t('feat_description_3')]}
        image="/img/home/desc-1.svg"
      />
    </div>
  );
};
