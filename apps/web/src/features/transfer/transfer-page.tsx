/**
 * The transfer screens (issue 4): /member?page=transferUpline (spec §2 member centre `transferUpline`)
 * sends to the member's own upline and, for agents, also has a "to downline" tab
 * (`&to=downline`); the agent site shows the downline screen alone (`DownlineTransferPage`).
 * A member without an upline, without a payment password or with an empty team sees a designed
 * empty state instead of a form that could only fail.
 */
import type { TTransferOverview } from '@luckwell/contracts/cashier/transfer';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Loader } from '@luckwell/ui/loader';
import { Tabs } from '@luckwell/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../shared/format-money.ts';
import { useMemberInfo } from '../../shared/member-info.ts';
import { minor, useDownline, useTransferOverview } from './transfer-api.ts';
import { TransferForm } from './transfer-form.tsx';

type Direction = 'upline' | 'downline';

const fromMinor = (units: bigint) => {
  const safe = units < 0n ? 0n : units;
  return `${safe / 100n}.${String(safe % 100n).padStart(2, '0')}`;
};

const Card = ({ children }: { children: ReactNode }) => (
  <section className="rounded-2xl border border-line bg-surface/80 p-4 shadow-xl shadow-black/20 sm:p-6">
    {children}
  </section>
);

const Summary = ({ overview, symbol }: { overview: TTransferOverview; symbol: string }) => {
  const { t } = useTranslation();
  const money = (value: string) => formatMoney(value, symbol);
  const left = fromMinor(minor(overview.dailyLimit) - minor(overview.sentToday));
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="rounded-2xl border border-line bg-surface/80 px-4 py-3.5">
          <p className="text-xs font-semibold text-muted">{t('tf_balance')}</p>
          <p className="text-2xl font-extrabold text-gold tabular-nums" data-testid="transfer-balance">
            {money(overview.balance)}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-surface/80 px-4 py-3.5">
          <p className="text-xs font-semibold text-muted">{t('tf_remaining_today')}</p>
          <p className="text-xl font-extrabold text-ink tabular-nums">{money(left)}</p>
        </div>
      </div>
      <p className="text-xs text-muted">
        {t('tf_limits', {
          min: money(overview.minAmount),
          max: money(overview.maxAmount),
          limit: money(overview.dailyLimit),
        })}
      </p>
    </div>
  );
};

const NeedPassword = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('tf_need_password_title')}
      description={t('tf_need_password_text')}
      action={
        <Link to="/member?page=withdraw" className={buttonClass({})}>
          {t('tf_need_password_action')}
        </Link>
      }
    />
  );
};

const UplinePanel = ({
  overview,
  symbol,
  onDownline,
}: {
  overview: TTransferOverview;
  symbol: string;
  onDownline?: (() => void) | undefined;
}) => {
  const { t } = useTranslation();
  if (!overview.upline) {
    return (
      <EmptyState
        title={t('tf_no_upline_title')}
        description={t('tf_no_upline_text')}
        action={
          onDownline ? (
            <button type="button" onClick={onDownline} className={buttonClass({ variant: 'secondary' })}>
              {t('tf_no_upline_agent')}
            </button>
          ) : undefined
        }
      />
    );
  }
  if (!overview.paymentPasswordSet) return <NeedPassword />;
  return (
    <Card>
      <div className="mb-5 flex items-center gap-3 rounded-xl border border-line bg-gradient-to-br from-white/[0.06] to-transparent p-3.5">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-gold text-base font-extrabold text-on-primary uppercase"
        >
          {overview.upline.nickname.slice(0, 1) || overview.upline.account.slice(0, 1)}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted">{t('tf_upline_label')}</p>
          <p className="truncate text-base font-bold text-ink" data-testid="transfer-upline-account">
            {overview.upline.account}
          </p>
          <p className="truncate text-xs text-muted">{overview.upline.nickname}</p>
        </div>
      </div>
      <TransferForm overview={overview} symbol={symbol} direction="upline" />
    </Card>
  );
};

const DownlinePanel = ({ overview, symbol }: { overview: TTransferOverview; symbol: string }) => {
  const { t } = useTranslation();
  const team = useDownline('', true);
  if (!overview.paymentPasswordSet) return <NeedPassword />;
  if (team.isPending) return <Loader label="…" className="min-h-40" />;
  if (team.data && team.data.list.length === 0) {
    return <EmptyState title={t('tf_team_empty_title')} description={t('tf_team_empty_text')} />;
  }
  return (
    <Card>
      <TransferForm overview={overview} symbol={symbol} direction="downline" />
    </Card>
  );
};

/** Loading, failure and the heading around either screen. */
const Frame = ({ children }: { children: (overview: TTransferOverview, symbol: string) => ReactNode }) => {
  const { t } = useTranslation();
  const overview = useTransferOverview();
  const symbol = useMemberInfo().data?.currencySymbol ?? '';
  if (overview.isPending) return <Loader label={t('app_loading')} className="min-h-80" />;
  if (overview.isError) {
    return (
      <EmptyState
        tone="error"
        title={t('tf_load_error')}
        action={
          <button
            type="button"
            onClick={() => void overview.refetch()}
            className={buttonClass({ variant: 'secondary' })}
          >
            {t('tf_retry')}
          </button>
        }
      />
    );
  }
  return (
    <div className="flex w-full min-w-0 flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{t('tf_title')}</h1>
        <p className="text-sm text-muted">
          {t(overview.data.isAgent ? 'tf_subtitle' : 'tf_subtitle_member')}
        </p>
      </header>
      <Summary overview={overview.data} symbol={symbol} />
      {children(overview.data, symbol)}
    </div>
  );
};

/** /member?page=transferUpline: to the upline; agents also to their downline (`&to=downline`). */
export const TransferUplinePage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked: Direction = params.get('to') === 'downline' ? 'downline' : 'upline';
  const choose = (next: Direction) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'downline') copy.set('to', 'downline');
        else copy.delete('to');
        return copy;
      },
      { replace: true },
    );
  return (
    <Frame>
      {(overview, symbol) => {
        if (!overview.isAgent) return <UplinePanel overview={overview} symbol={symbol} />;
        return (
          <Tabs
            label={t('tf_tabs_label')}
            value={asked}
            onChange={choose}
            items={[
              { value: 'upline', label: t('tf_tab_upline') },
              { value: 'downline', label: t('tf_tab_downline') },
            ]}
          >
            {asked === 'upline' ? (
              <UplinePanel overview={overview} symbol={symbol} onDownline={() => choose('downline')} />
            ) : (
              <DownlinePanel overview={overview} symbol={symbol} />
            )}
          </Tabs>
        );
      }}
    </Frame>
  );
};

/** The agent site's downline transfer (agent centre, /agentHome?page=transferDownline). */
export const DownlineTransferPage = () => (
  <Frame>{(overview, symbol) => <DownlinePanel overview={overview} symbol={symbol} />}</Frame>
);
