/**
 * The personal centre's rewardCenter page (issue 17, ADR 062, ADR 064, ADR 066): red envelopes, the
 * prize wheel, rebates and VIP (when the brand has ranks), one tab each. The tab is in the address
 * (`/member?page=rewardCenter&tab=envelopes|wheel|rebates|vip`) so a link can open it; without one
 * the page opens on the red envelopes when a drop is open to grab, else on the wheel.
 */
import { Spinner } from '@luckwell/ui/spinner';
import { Tabs } from '@luckwell/ui/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMemberInfo } from '../../shared/member-info.ts';
import { badgeText } from '../../shared/unread-count.ts';
import { PrizeWheelPanel } from './prize-wheel-panel.tsx';
import { RebatesPanel } from './rebates-panel.tsx';
import { RedEnvelopesPanel } from './red-envelopes-panel.tsx';
import { useRedEnvelopes, useWheel } from './rewards-api.ts';
import { VipPanel } from './vip-panel.tsx';

export const REWARD_TABS = ['envelopes', 'wheel', 'rebates', 'vip'] as const;
export type RewardTab = (typeof REWARD_TABS)[number];

const isRewardTab = (value: string | null): value is RewardTab =>
  (REWARD_TABS as readonly string[]).includes(value ?? '');

/** A tab's name (shorter on phones) and count: drawn as a badge in its corner, said with the name. */
const TabLabel = ({
  long,
  short,
  count = 0,
  countLabel = '',
}: {
  long: string;
  short: string;
  count?: number;
  countLabel?: string;
}) => (
  <span className="relative inline-block whitespace-nowrap">
    <span className="sm:hidden">{short}</span>
    <span className="hidden sm:inline">{long}</span>
    {count > 0 && (
      <>
        <span
          aria-hidden="true"
          className="absolute -top-2 -right-4 inline-grid h-4 min-w-4 place-items-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-bold text-white sm:static sm:ml-1.5 sm:h-5 sm:min-w-5 sm:px-1.5 sm:text-[11px]"
        >
          {badgeText(count)}
        </span>
        <span className="sr-only">, {countLabel}</span>
      </>
    )}
  </span>
);

export const RewardCenterPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const envelopes = useRedEnvelopes();
  const wheel = useWheel();
  const openDrops = envelopes.data?.list.filter((drop) => drop.state === 'open').length ?? 0;
  const tickets = wheel.data?.enabled ? wheel.data.tickets : 0;
  const hasVip = useMemberInfo().data?.hasVip ?? false;

  const asked = params.get('tab');
  // No tab asked for: the envelopes when one is open to grab, else the wheel (known once they load).
  const tab: RewardTab | null = isRewardTab(asked)
    ? asked
    : envelopes.isPending
      ? null
      : openDrops > 0 || envelopes.isError
        ? 'envelopes'
        : 'wheel';

  const choose = (next: RewardTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const panel = () => {
    switch (tab) {
      case 'envelopes':
        return <RedEnvelopesPanel />;
      case 'wheel':
        return <PrizeWheelPanel />;
      case 'rebates':
        return <RebatesPanel />;
      case 'vip':
        return <VipPanel />;
      default:
        return (
          <div className="grid min-h-64 place-items-center">
            <Spinner label={t('rc_loading')} size="lg" />
          </div>
        );
    }
  };

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30 sm:p-6"
      data-testid="reward-center"
    >
      <header className="mb-5">
        <h1 className="text-xl font-bold text-ink sm:text-2xl">{t('mc_page_rewardCenter')}</h1>
        <p className="mt-1 text-sm text-muted">{t('rc_intro')}</p>
      </header>
      <Tabs
        label={t('rc_tabs_label')}
        value={tab ?? 'envelopes'}
        onChange={choose}
        items={[
          {
            value: 'envelopes',
            label: (
              <TabLabel
                long={t('rc_tab_envelopes')}
                short={t('rc_tab_envelopes_short')}
                count={openDrops}
                countLabel={t('rc_tab_envelopes_count', { count: openDrops })}
              />
            ),
          },
          {
            value: 'wheel',
            label: (
              <TabLabel
                long={t('rc_tab_wheel')}
                short={t('rc_tab_wheel_short')}
                count={tickets}
                countLabel={t('rc_tab_wheel_count', { count: tickets })}
              />
            ),
          },
          {
            value: 'rebates',
            label: <span className="whitespace-nowrap">{t('rc_tab_rebates')}</span>,
          },
          ...(hasVip || tab === 'vip'
            ? [{ value: 'vip' as const, label: <span className="whitespace-nowrap">{t('rc_tab_vip')}</span> }]
            : []),
        ]}
      >
        {panel()}
      </Tabs>
    </section>
  );
};
