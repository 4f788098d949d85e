/** /pointMall: the points mall arrives with promotions. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export const PointMallPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_pointMall')}
        features={[
          t('feat_pointMall_1'),
          t('feat_pointMall_2'),
          t('feat_pointMall_3'),
          t('feat_pointMall_4'),
        ]}
        image="/img/home/help-rewards.svg"
      />
    </div>
  );
};
