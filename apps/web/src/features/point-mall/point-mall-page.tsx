/**
 * /pointMall, the points centre (issue 17, ADR 065; spec §2 "points centre: points details, redeem
 * history, gift redemption, points-for-cash exchange, conversion table, rules"): the member's points,
 * the mall's goods to redeem, points for cash, how points are earned with the conversion table, and
 * the records. A visitor (or a trial account) sees the shop window — the goods, their points and
 * stock, and how points work — and is asked to sign in (or for a real account) to redeem; the
 * member's own points calls are made only for a member.
 */
import type { TMallItem, TPointConfig } from '@luckwell/contracts/member/points';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Button, buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { SafeImage } from '@luckwell/ui/safe-image';
import { Spinner } from '@luckwell/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { useImageUrl } from '../../shared/image-url.ts';
import { useOverlayStore } from '../../shared/overlay-store.ts';
import { useSessionStore } from '../../shared/session-store.ts';
import { ExchangeForm } from './exchange-form.tsx';
import { MallArt } from './mall-art.tsx';
import {
  formatPoints,
  hundredths,
  useMallItems,
  usePaymentPasswordSet,
  usePointBalance,
  usePointConfig,
} from './points-api.ts';
import { PointsRecords } from './points-records.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';

const HERO =
  'radial-gradient(circle at 88% 20%, color-mix(in oklab, var(--color-primary) 38%, transparent), transparent 50%), radial-gradient(circle at 0% 100%, rgba(229, 42, 54, 0.28), transparent 55%), linear-gradient(135deg, #2a1a4a 0%, #121a3d 55%, #0a1024 100%)';

/** Gold coins with a star, behind the hero's words. */
const CoinsArt = () => (
  <svg
    viewBox="0 0 220 160"
    aria-hidden="true"
    className="pointer-events-none absolute -right-6 -bottom-4 h-44 w-auto opacity-60 sm:h-56 sm:opacity-90"
  >
    <defs>
      <linearGradient id="pm-coin" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#fff0b8" />
        <stop offset="0.45" stopColor="#f2c14e" />
        <stop offset="1" stopColor="#b7801f" />
      </linearGradient>
    </defs>
    {[
      [70, 120, 34],
      [132, 96, 42],
      [180, 136, 26],
      [40, 60, 18],
    ].map(([cx, cy, r]) => (
      <g key={`${cx}-${cy}`}>
        <circle cx={cx} cy={cy} r={r} fill="url(#pm-coin)" />
        <circle
          cx={cx}
          cy={cy}
          r={(r ?? 0) * 0.7}
          fill="none"
          stroke="#9a6a17"
          strokeOpacity="0.55"
          strokeWidth="2"
        />
        <path
          transform={`translate(${cx} ${cy}) scale(${(r ?? 0) / 34})`}
          d="M0 -15l4.4 9 9.9 1.4-7.2 7 1.7 9.8L0 7.6l-8.8 4.6 1.7-9.8-7.2-7 9.9-1.4Z"
          fill="#9a6a17"
          fillOpacity="0.75"
        />
      </g>
    ))}
  </svg>
);

const SignInCard = ({ trial }: { trial: boolean }) => {
  const { t } = useTranslation();
  const overlays = () => useOverlayStore.getState();
  return (
    <div
      className="relative grid gap-3 rounded-2xl border border-white/15 bg-[#0b1026]/85 p-4 shadow-xl shadow-black/40 backdrop-blur-md sm:p-5"
      data-testid="points-sign-in"
    >
      <p className="font-semibold text-ink">{t(trial ? 'pm_trial_title' : 'pm_visitor_title')}</p>
      <p className="text-sm text-ink/75">{t(trial ? 'pm_trial_body' : 'pm_visitor_body')}</p>
      {trial ? (
        <Button onClick={() => overlays().openRealAccount()}>{t('pm_trial_action')}</Button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => overlays().openAuth('login')}>{t('pm_sign_in')}</Button>
          <Button variant="secondary" onClick={() => overlays().openAuth('register')}>
            {t('pm_register')}
          </Button>
        </div>
      )}
    </div>
  );
};

const BalanceCard = () => {
  const { t } = useTranslation();
  const balance = usePointBalance();
  const data = balance.data;
  return (
    <div
      className="relative grid min-w-64 gap-3 rounded-2xl border border-amber-300/25 bg-[#0b1026]/85 p-4 shadow-xl shadow-black/40 backdrop-blur-md sm:p-5"
      data-testid="points-balance"
      aria-busy={balance.isPending}
    >
      <div>
        <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">{t('pm_balance')}</p>
        <p className="text-4xl font-black text-gold tabular-nums">
          {data ? formatPoints(data.balance) : balance.isError ? '—' : '…'}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 border-t border-white/10 pt-3 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('pm_held')}</dt>
          <dd className="font-semibold text-ink tabular-nums">{data ? formatPoints(data.held) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('pm_earned')}</dt>
          <dd className="font-semibold text-ink tabular-nums">
            {data ? formatPoints(data.earnedTotal) : '—'}
          </dd>
        </div>
      </dl>
    </div>
  );
};

const Hero = ({ member, trial }: { member: boolean; trial: boolean }) => {
  const { t } = useTranslation();
  return (
    <section
      className="relative overflow-hidden rounded-3xl border border-amber-300/20 p-5 shadow-2xl shadow-black/40 sm:p-8"
      style={{ backgroundImage: HERO }}
    >
      <CoinsArt />
      <div className="relative grid items-end gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <div className="max-w-2xl">
          <p className="text-xs font-bold tracking-[0.2em] text-primary uppercase">{t('pm_kicker')}</p>
          <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{t('pm_title')}</h1>
          <p className="mt-2 text-sm text-ink/75 sm:text-base">{t('pm_subtitle')}</p>
        </div>
        {member ? <BalanceCard /> : <SignInCard trial={trial} />}
      </div>
    </section>
  );
};

const Rules = ({ config, wide = false }: { config: TPointConfig | undefined; wide?: boolean }) => {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, config?.currencySymbol ?? '', { trimCents: true });
  const rules = config
    ? [
        t('pm_rule_earn', { amount: money(config.validBetPerPoint) }),
        t('pm_rule_expiry'),
        config.cashPerPoint === null
          ? t('pm_rule_goods')
          : t('pm_rule_exchange', {
              min: formatPoints(config.minExchange),
              rate: money(config.cashPerPoint),
            }),
        t('pm_rule_refund'),
      ]
    : [t('pm_how_1'), t('pm_rule_expiry'), t('pm_how_3'), t('pm_rule_refund')];
  return (
    <section aria-labelledby="points-rules" className="grid content-start gap-4" data-testid="points-rules">
      <h2 id="points-rules" className="text-lg font-bold text-ink">
        {t('pm_rules_title')}
      </h2>
      <ol className={`grid gap-2.5 ${wide ? 'sm:grid-cols-2' : ''}`}>
        {rules.map((rule, index) => (
          <li key={rule} className="flex gap-3 rounded-xl border border-line/70 bg-black/20 p-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-gold text-sm font-bold text-on-primary"
            >
              {index + 1}
            </span>
            <span className="text-sm leading-relaxed text-ink/85">{rule}</span>
          </li>
        ))}
      </ol>
      {config && config.table.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t('pm_table_title')}</h3>
          <div className="overflow-hidden rounded-xl border border-line">
            <table className="w-full text-sm" data-testid="points-table">
              <thead className="bg-black/30 text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">
                    {t('pm_table_points')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('pm_table_cash')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {config.table.map((row) => (
                  <tr key={row.points} className="border-t border-line/60">
                    <td className="px-3 py-2 font-semibold text-ink tabular-nums">
                      {formatPoints(row.points)}
                    </td>
                    <td className="px-3 py-2 text-right font-semibold text-gold tabular-nums">
                      {formatMoney(row.cash, config.currencySymbol)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
};

const GoodCard = ({
  item,
  symbol,
  balance,
  closed,
  onRedeem,
}: {
  item: TMallItem;
  symbol: string;
  balance: string | undefined;
  closed: boolean;
  onRedeem: () => void;
}) => {
  const { t } = useTranslation();
  const imageUrl = useImageUrl();
  const soldOut = item.available !== null && item.available <= 0;
  const short = balance !== undefined && hundredths(balance) < hundredths(item.points);
  return (
    <article
      className="flex h-full overflow-hidden rounded-2xl border border-line bg-surface/90 shadow-xl shadow-black/30 sm:flex-col"
      data-testid={`good-${item.id}`}
    >
      {item.imageUrl ? (
        <SafeImage
          src={imageUrl(item.imageUrl)}
          alt=""
          fallbackLabel={item.name}
          width={400}
          height={300}
          loading="lazy"
          className="w-32 shrink-0 object-cover sm:aspect-[4/3] sm:w-full"
        />
      ) : (
        <MallArt name={item.name} className="w-32 shrink-0 sm:aspect-[4/3] sm:w-full" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <h3 className="font-bold text-ink">{item.name}</h3>
        {item.kind === 'bonus' && (
          <p className="self-start rounded-full border border-primary/40 bg-primary/15 px-2 py-0.5 text-[11px] font-semibold text-primary">
            {item.wageringMultiplier
              ? t('pm_bonus_chip_wagering', { times: item.wageringMultiplier })
              : t('pm_bonus_chip_cash')}
          </p>
        )}
        {item.description && <p className="line-clamp-2 text-xs text-muted">{item.description}</p>}
        <p className="text-lg font-extrabold text-gold tabular-nums sm:text-xl">
          {t('pm_points', { points: formatPoints(item.points) })}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
          <span className="text-ink/75">
            {t(item.kind === 'bonus' ? 'pm_bonus_value' : 'pm_value', {
              amount: formatMoney(item.value, symbol, { trimCents: true }),
            })}
          </span>
          <span className={soldOut ? 'font-semibold text-red-300' : 'text-muted'}>
            {item.available === null
              ? t('pm_stock_unlimited')
              : soldOut
                ? t('pm_stock_out')
                : t('pm_stock_left', { count: item.available })}
          </span>
        </div>
        <div className="mt-auto pt-1 sm:pt-2">
          <Button
            block
            size="sm"
            variant={soldOut || short || closed ? 'secondary' : 'primary'}
            disabled={soldOut || short || closed}
            onClick={onRedeem}
          >
            {soldOut ? t('pm_stock_out') : short ? t('pm_short') : t('pm_redeem')}
          </Button>
        </div>
      </div>
    </article>
  );
};

const Goods = ({
  balance,
  closed,
  member,
}: {
  balance: string | undefined;
  closed: boolean;
  /** A real member redeems; a visitor is asked to sign in, a trial account for a real one. */
  member: boolean;
}) => {
  const { t } = useTranslation();
  const items = useMallItems();
  const isLogin = useSessionStore((state) => state.isLogin);
  const redeem = (item: TMallItem) => {
    if (member) return setChosen(item);
    const overlays = useOverlayStore.getState();
    if (isLogin) overlays.openRealAccount();
    else overlays.openAuth('login');
  };
  const passwordSet = usePaymentPasswordSet();
  const [chosen, setChosen] = useState<TMallItem | null>(null);
  const data = items.data;

  const body = () => {
    if (items.isPending) {
      return (
        <div className="grid min-h-48 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('pm_loading')} size="lg" />
        </div>
      );
    }
    if (items.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('pm_error_title')}
          description={t(errorMessageKey(items.error))}
          action={
            <button
              type="button"
              className={buttonClass({ size: 'sm' })}
              onClick={() => void items.refetch()}
            >
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (data.list.length === 0)
      return <EmptyState title={t('pm_empty_title')} description={t('pm_empty_body')} />;
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('pm_goods_title')}>
        {data.list.map((item) => (
          <li key={item.id}>
            <GoodCard
              item={item}
              symbol={data.currencySymbol}
              balance={balance}
              closed={closed}
              onRedeem={() => redeem(item)}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section aria-labelledby="mall-goods" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="mall-goods" className="text-xl font-bold text-ink">
          {t('pm_goods_title')}
        </h2>
        <p className="text-sm text-muted">{t('pm_goods_note')}</p>
      </div>
      {body()}
      {chosen && data && (
        <RedeemDialog
          item={chosen}
          symbol={data.currencySymbol}
          balance={balance}
          passwordSet={passwordSet}
          onClose={() => setChosen(null)}
        />
      )}
    </section>
  );
};

const Exchange = ({ config, balance }: { config: TPointConfig | undefined; balance: string | undefined }) => {
  const { t } = useTranslation();
  const passwordSet = usePaymentPasswordSet();
  return (
    <section
      aria-labelledby="points-exchange"
      className="grid content-start gap-3 rounded-2xl border border-line bg-surface/80 p-4 sm:p-6"
      data-testid="points-exchange"
    >
      <div>
        <h2 id="points-exchange" className="text-lg font-bold text-ink">
          {t('pm_ex_title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('pm_ex_intro')}</p>
      </div>
      {!config ? (
        <Spinner label={t('pm_loading')} />
      ) : !config.enabled ? (
        <p className="text-sm text-muted">{t('in_points_closed')}</p>
      ) : config.cashPerPoint === null ? (
        <p className="text-sm text-muted">{t('in_points_no_exchange')}</p>
      ) : (
        <ExchangeForm
          config={{ ...config, cashPerPoint: config.cashPerPoint }}
          balance={balance}
          passwordSet={passwordSet}
        />
      )}
    </section>
  );
};

export const PointMallPage = () => {
  const isLogin = useSessionStore((state) => state.isLogin);
  const member = useSessionStore((state) => state.member);
  const isTrial = useSessionStore((state) => state.isTrial);
  const real = isLogin && member !== null && !isTrial;
  const config = usePointConfig();
  const balance = usePointBalance();
  const points = balance.data?.balance;
  const closed = config.data?.enabled === false;
  const { t } = useTranslation();

  return (
    <div className="mx-auto max-w-[1280px] space-y-8 px-4 py-8 sm:space-y-10 sm:py-12 lg:pr-24 min-[1480px]:pr-4">
      <Hero member={real} trial={isLogin && isTrial} />
      {isLogin && member === null ? (
        <div className="grid min-h-48 place-items-center">
          <Spinner label={t('pm_loading')} size="lg" />
        </div>
      ) : real ? (
        <>
          {closed && (
            <p
              role="status"
              className="rounded-2xl border border-amber-300/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
            >
              {t('in_points_closed')}
            </p>
          )}
          <Goods balance={points} closed={closed} member />
          <div className="grid gap-6 lg:grid-cols-2">
            <Exchange config={config.data} balance={points} />
            <Rules config={config.data} />
          </div>
          <PointsRecords />
        </>
      ) : (
        <>
          <Goods balance={undefined} closed={closed} member={false} />
          <Rules config={config.data} wide />
        </>
      )}
    </div>
  );
};
