/**
 * /member: the personal centre (spec §2 "Personal center pages"), one page at a time chosen by
 * `?page=` (securityCenter by default, spec §4 "Centre state"). The menu lists every page of the
 * specification; pages that exist are passed in by the app (features do not import each other),
 * the rest show the honest "coming soon" panel.
 */
import { Loader } from '@luckwell/ui/loader';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ComingSoon } from '../../shared/coming-soon.tsx';
import { badgeText, useUnreadCount } from '../../shared/unread-count.ts';
import { useMissionsBadge } from './missions-api.ts';
import { useRewardsBadge } from './rewards-api.ts';

export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

const isMemberPage = (value: string | null): value is MemberPage =>
  (MEMBER_PAGES as readonly string[]).includes(value ?? '');

type MemberCenterPageProps = { pages?: Partial<Record<MemberPage, ComponentType>> };

/**
 * Pages of this feature itself, loaded lazily from here rather than passed in by the app, so their
 * import does not sit in the home page's first-load chunk (ADR 049); the app's pages take precedence.
 */
const OWN_PAGES: Partial<Record<MemberPage, ComponentType>> = {
  personalProfit: lazy(() =>
    import('./profit-and-loss-page.tsx').then((m) => ({ default: m.ProfitAndLossPage })),
  ),
  bonusDetails: lazy(() => import('./bonus-details-page.tsx').then((m) => ({ default: m.BonusDetailsPage }))),
  rewardCenter: lazy(() => import('./reward-center-page.tsx').then((m) => ({ default: m.RewardCenterPage }))),
  referral: lazy(() => import('./referral-page.tsx').then((m) => ({ default: m.ReferralPage }))),
  missionLeaderboard: lazy(() => import('./missions-page.tsx').then((m) => ({ default: m.MissionsPage }))),
};

export const MemberCenterPage = ({ pages = {} }: MemberCenterPageProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('page');
  const current = isMemberPage(asked) ? asked : DEFAULT_MEMBER_PAGE;
  const Page = pages[current] ?? OWN_PAGES[current];
  const unread = useUnreadCount();
  const rewards = useRewardsBadge();
  const missions = useMissionsBadge();
  /** Badge counts the menu shows (spec §2: missionLeaderboard, messageV2, rewardCenter). */
  const badges: Partial<Record<MemberPage, number>> = {
    messageV2: unread,
    rewardCenter: rewards,
    missionLeaderboard: missions,
  };

  return (
    <div className="mx-auto grid max-w-[1280px] gap-4 px-3 py-5 sm:px-4 sm:py-8 lg:grid-cols-[15rem_1fr] lg:gap-6 lg:pr-24 min-[1480px]:pr-4">
      <nav aria-label={t('mc_menu_label')} className="min-w-0">
        <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 lg:mx-0 lg:grid lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-line lg:bg-surface/80 lg:p-2">
          {MEMBER_PAGES.map((page) => (
            <li key={page} className="shrink-0">
              <Link
                to={`/member?page=${page}`}
                aria-current={page === current ? 'page' : undefined}
                // "Platform information, 3": the badge is drawn, its count is said with the name.
                aria-label={
                  (badges[page] ?? 0) > 0
                    ? `${t(`mc_page_${page}`)}, ${badgeText(badges[page] ?? 0)}`
                    : undefined
                }
                className={`block rounded-full border px-3.5 py-2 text-sm font-semibold whitespace-nowrap transition lg:rounded-xl lg:border-0 ${
                  page === current
                    ? 'border-primary bg-primary/15 text-primary'
                    : 'border-line bg-black/20 text-muted hover:text-ink lg:bg-transparent lg:hover:bg-white/5'
                }`}
              >
                {t(`mc_page_${page}`)}
                {(badges[page] ?? 0) > 0 && (
                  <span
                    aria-hidden="true"
                    className="relative ml-2 inline-grid h-5 min-w-5 place-items-center rounded-full bg-red-500 px-1.5 align-middle text-[11px] leading-none font-bold text-white"
                    data-testid={`badge-${page}`}
                  >
                    {badgeText(badges[page] ?? 0)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        {Page ? (
          <Suspense fallback={<Loader label={t('app_loading')} className="min-h-[40vh]" />}>
            <Page />
          </Suspense>
        ) : (
          <ComingSoon
            title={t(`mc_page_${current}`)}
            features={[t('feat_member_1'), t('feat_member_2'), t('feat_member_3'), t('feat_member_4')]}
            image="/img/home/help-deposit.svg"
          />
        )}
      </div>
    </div>
  );
};
