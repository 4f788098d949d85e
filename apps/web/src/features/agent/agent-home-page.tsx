/**
 * /agentHome: the agent centre (spec §2). Its header carries the time zone, a clock that ticks every
 * second with the GMT offset, the agent's nickname and sign-out (spec §4: loader, logout, back to
 * /agent). The centre's pages are chosen by `?page=` (agentTeamOverview by default, spec §4 "Centre
 * state"); pages that exist are passed in by the app (features do not import each other): the
 * announcements, the team pages, the reports and the registration centre (issue 16), and the
 * downline transfer. The contract pages (dividend, daily wages, hourly and real-time salary) show
 * only when the consolidated call turns their flag on (spec §2 "salary entries conditional on
 * flags").
 */
import {
  CONTRACT_FLAG,
  CONTRACT_KINDS,
  CONTRACT_PAGE,
  type TContractKind,
} from '@luckwell/contracts/agent/agent-contracts';
import { buttonClass } from '@luckwell/ui/button';
import { Loader } from '@luckwell/ui/loader';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandLogoLink } from '../../shared/brand-logo-link.tsx';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { usePermissionStore } from '../../shared/permission-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { signOut } from '../../shared/sign-in.ts';
import { useConsolidated } from './contract-api.ts';

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

/**
 * The agent centre's pages in menu order (spec §2): announcements, the team, its reports and the
 * agent's income, registration and contracts (issue 16), the downline transfer (issue 4).
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'registerCenter',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'transferDownline',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

/** The contract kind of each contract page (CONTRACT_PAGE the other way round). */
const KIND_OF_PAGE: Partial<Record<AgentPage, TContractKind>> = Object.fromEntries(
  CONTRACT_KINDS.map((kind) => [CONTRACT_PAGE[kind] satisfies AgentPage, kind]),
);

type AgentHomePageProps = { pages?: Partial<Record<AgentPage, ComponentType>> };

const MENU_LABEL: Record<AgentPage, string> = {
  agentAnnouncement: 'ann_menu',
  agentTeamOverview: 'tf_agent_overview',
  palStatementsAgentCopy: 'loss_menu',
  agentRevenueReport: 'inc_menu',
  agentDownlineTransactionDetailsCopy: 'atx_menu',
  registerCenter: 'rc_menu',
  downlineManagmentView: 'dl_menu',
  personalHistoryCopy: 'team_bets_menu',
  transferDownline: 'tf_agent_transfer',
  agentDividendRecordCopy2: 'ct_menu_dividend',
  agentDailyWages2: 'ct_menu_dailyWage',
  agentHourSalary: 'ct_menu_hourlySalary',
  agentRealtimeSalary: 'ct_menu_realtimeSalary',
};

export const AgentHomePage = ({ pages = {} }: AgentHomePageProps) => {
  const { t, i18n } = useTranslation();
  const member = useSessionStore((state) => state.member);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const now = useClock();
  const [leaving, setLeaving] = useState(false);
  const [params] = useSearchParams();
  const consolidated = useConsolidated();
  const agentPolicy = usePermissionStore((state) => state.permission?.whitelabelVal.AGENTPOLICY3 === true);
  const flags = consolidated.data;
  /** A contract page is there when its consolidated flag is on. */
  const offered = (page: AgentPage) => {
    if (!pages[page]) return false;
    const kind = KIND_OF_PAGE[page];
    return kind === undefined || flags?.[CONTRACT_FLAG[kind]] === true;
  };
  const asked = params.get('page') as AgentPage | null;
  // A contract page asked for by its address waits for the flags rather than falling back.
  const awaitingFlags =
    agentPolicy &&
    asked !== null &&
    KIND_OF_PAGE[asked] !== undefined &&
    pages[asked] !== undefined &&
    !flags &&
    !consolidated.isError;
  const current: AgentPage = asked && offered(asked) ? asked : 'agentTeamOverview';
  const Page = pages[current];
  const menu = AGENT_PAGES.filter((page) => page === 'agentTeamOverview' || offered(page));
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
      <main
        id="main"
        className="mx-auto grid w-full max-w-[1280px] flex-1 content-start gap-4 px-4 py-6 sm:py-10 lg:grid-cols-[15rem_1fr] lg:gap-6"
      >
        <nav aria-label={t('tf_agent_menu')} className="min-w-0">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-line lg:bg-surface/80 lg:p-2">
            {menu.map((page) => (
              <li key={page} className="shrink-0">
                <Link
                  to={page === 'agentTeamOverview' ? '/agentHome' : `/agentHome?page=${page}`}
                  aria-current={page === current ? 'page' : undefined}
                  className={`block rounded-full border px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition lg:rounded-xl lg:border-0 ${
                    page === current
                      ? 'border-primary bg-primary/15 text-primary'
                      : 'border-line bg-black/20 text-muted hover:text-ink lg:bg-transparent lg:hover:bg-white/5'
                  }`}
                >
                  {t(MENU_LABEL[page])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          {awaitingFlags ? (
            <Loader label={t('app_loading')} className="min-h-[40vh]" />
          ) : Page ? (
            <Suspense fallback={<Loader label={t('app_loading')} className="min-h-[40vh]" />}>
              <Page />
            </Suspense>
          ) : (
            <ComingSoon
              title={t('page_agentHome')}
              features={[
                t('feat_agentHome_1'),
                t('feat_agentHome_2'),
                t('feat_agentHome_3'),
                t('feat_agentHome_4'),
              ]}
            />
          )}
        </div>
      </main>
    </div>
  );
};
