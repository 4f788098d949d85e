/**
 * /agentHome: the agent centre (spec §2). Its header carries the time zone, a clock that ticks every
 * second with the GMT offset, the agent's nickname and sign-out (spec §4: loader, logout, back to
 * /agent). The centre's pages (agentTeamOverview by default) arrive with the agent network.
 */
import { buttonClass } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogoLink } from '../../shared/brand-logo-link.tsx';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { useSessionStore } from '../../shared/session-store.ts';
import { signOut } from '../../shared/sign-in.ts';

/** "GMT+7", "GMT-3:30" for a Date's local offset. */
export const gmtOffset = (date: Date) => {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
};

const useClock = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

export const AgentHomePage = () => {
  const { t, i18n } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useClock();
  const [leaving, setLeaving] = useState(false);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = now.toLocaleTimeString(i18n.language === 'vi' ? 'vi-VN' : 'en-GB', { hour12: false });

  const onSignOut = async () => {
    setLeaving(true);
    await signOut(queryClient);
    navigate('/agent', { replace: true });
  };

  if (leaving) return <Loader label={t('app_loading')} className="min-h-dvh" />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line/60 bg-page/90">
        <div className="mx-auto flex min-h-14 max-w-[1280px] flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:min-h-16">
          <BrandLogoLink to="/" />
          <p
            className="order-last w-full text-xs text-muted sm:order-none sm:w-auto"
            data-testid="agent-clock"
          >
            <span className="mr-2">{t('agent_time_zone', { zone })}</span>
            <span className="font-semibold text-ink tabular-nums">{time}</span>{' '}
            <span>({gmtOffset(now)})</span>
          </p>
          <span
            className="max-w-[10rem] truncate text-sm font-semibold text-ink"
            data-testid="agent-nickname"
          >
            {member?.nickname ?? ''}
          </span>
          <button
            type="button"
            onClick={() => void onSignOut()}
            className={buttonClass({ size: 'sm', variant: 'secondary' })}
          >
            {t('member_sign_out')}
          </button>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-8 sm:py-12">
        <ComingSoon
          title={t('page_agentHome')}
          features={[
            t('feat_agentHome_1'),
            t('feat_agentHome_2'),
            t('feat_agentHome_3'),
            t('feat_agentHome_4'),
          ]}
        />
      </main>
    </div>
  );
};
