/** /member: the member centre (securityCenter by default) arrives with the accounts release. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export const MemberCenterPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_member')}
        features={[t('feat_member_1'), t('feat_member_2'), t('feat_member_3'), t('feat_member_4')]}
        image="/img/home/help-deposit.svg"
      />
    </div>
  );
};
