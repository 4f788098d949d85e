/** /agent: the agent login page (marketing text, agent login, change password) arrives with agents. */
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../shared/coming-soon.tsx';

export const AgentLoginPage = () => {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:py-12">
      <ComingSoon
        title={t('page_agent')}
        features={[t('feat_agent_1'), t('feat_agent_2'), t('feat_agent_3'), t('feat_agent_4')]}
        image="/img/home/desc-3.svg"
      />
    </div>
  );
};
