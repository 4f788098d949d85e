/** /seamless: the in-site game window arrives with game launch. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export const SeamlessPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_seamless')}
        features={[t('feat_seamless_1'), t('feat_seamless_2'), t('feat_seamless_3')]}
      />
    </div>
  );
};
