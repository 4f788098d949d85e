/**
 * /member (default page) and /member?page=securityCenter: "My account" (issue 15, ADR 047). At the
 * top the previous successful sign-in (N.J.A.C. 13:69O), then the profile card, the personal details,
 * the security items, the sign-in history and the live sessions.
 */
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../shared/format-when.ts';
import { useMemberInfo } from '../../shared/member-info.ts';
import { Panel } from '../../shared/panel.tsx';
import { useAccountSecurity } from './account-api.ts';
import { PanelState } from './account-parts.tsx';
import { PersonalDetailsPanel } from './personal-details-panel.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SecurityItems } from './security-items.tsx';
import { LoginHistory, MemberSessions } from './sign-in-activity.tsx';

const PreviousSignIn = () => {
  const { t, i18n } = useTranslation();
  const security = useAccountSecurity();
  if (!security.data) return null;
  const previous = security.data.previousSignIn;
  return (
    <p
      className="flex items-center gap-2 rounded-xl border border-line bg-black/30 px-4 py-2.5 text-sm text-muted"
      data-testid="previous-sign-in"
    >
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-gold" />
      {previous
        ? t('acc_previous_sign_in', { when: formatWhen(previous.at, i18n.language), ip: previous.ip })
        : t('acc_first_sign_in')}
    </p>
  );
};

export const SecurityCenterPage = () => {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const security = useAccountSecurity();

  return (
    <div className="grid gap-4 sm:gap-5" data-testid="security-center">
      <header>
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_securityCenter')}</h1>
        <p className="mt-1 text-sm text-muted">{t('acc_subtitle')}</p>
      </header>
      <PreviousSignIn />
      {member.data ? (
        <ProfileCard member={member.data} />
      ) : (
        <Panel title={t('acc_profile')}>
          <PanelState query={member} loadingLabel={t('acc_loading')} errorTitle={t('acc_profile_error')} />
        </Panel>
      )}
      <PersonalDetailsPanel />
      <Panel title={t('acc_security_title')}>
        {security.data ? (
          <SecurityItems security={security.data} />
        ) : (
          <PanelState query={security} loadingLabel={t('acc_loading')} errorTitle={t('acc_security_error')} />
        )}
      </Panel>
      <LoginHistory />
      <MemberSessions />
    </div>
  );
};
