/** /agentHome: the agent centre (agentTeamOverview by default) arrives with agents. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export const AgentHomePage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_agentHome')}
        features={[
          t('feat_agentHome_1'),
          t('feat_agentHome_2'),
          t('feat_agentHome_3'),
          t('feat_agentHome_4'),
        ]}
      />
    </div>
  );
};
