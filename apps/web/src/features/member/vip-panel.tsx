/**
 * The rewards centre's VIP tab (issue 17, ADR 066; GET /wps/member/vip): the member's rank with its
 * crest, how far the next rank is on the two thresholds (valid bet and deposits over the last 30
 * days), whether the window keeps the rank at the next monthly review, every rank with its bonuses,
 * and the VIP bonuses paid.
 */
import { type TVip, ZVipResponse } from '@luckwell/contracts/member/vip';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { buttonClass } from '@luckwell/ui/button';
import { EmptyState } from '@luckwell/ui/empty-state';
import { Spinner } from '@luckwell/ui/spinner';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../shared/api-client.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { useSessionStore } from '../../shared/session-store.ts';

const schema = async () => ZVipResponse;
export const VIP_KEY = 'vip';

/** A rank's colours, from plain to diamond (ranks above the sixth reuse the last). */
const CREST_TONES = [
  ['#64748b', '#94a3b8'],
  ['#9a5b2e', '#d08a4f'],
  ['#8a96a8', '#dfe6ee'],
  ['#b7891f', '#f7d774'],
  ['#5f7f8f', '#bfe3ef'],
  ['#3b6fd8', '#a6e4ff'],
] as const;

/** A shield with the level on it, in the rank's colours. */
export const VipCrest = ({ level, size = 64 }: { level: number; size?: number }) => {
  const [dark, light] = CREST_TONES[Math.min(level, CREST_TONES.length - 1)] ?? CREST_TONES[0];
  const id = `vip-crest-${level}`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" className="shrink-0">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <path
        d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12Z"
        fill={`url(#${id})`}
        stroke="rgba(255,255,255,.55)"
        strokeWidth="2"
      />
      <path d="M32 9 50 16v14c0 11-7 20-18 25C21 50 14 41 14 30V16Z" fill="rgba(0,0,0,.18)" />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize="20"
        fontWeight="800"
        fill="#fff"
        style={{ paintOrder: 'stroke' }}
        stroke="rgba(0,0,0,.35)"
        strokeWidth="2"
      >
        {level}
      </text>
    </svg>
  );
};

/** How much of `need` `have` covers, 0–100. */
const percentOf = (have: string, left: string) => {
  const done = Number(have);
  const need = done + Number(left);
  return need <= 0 ? 100 : Math.min(100, Math.round((done / need) * 100));
};

const Progress = ({
  label,
  have,
  left,
  money,
}: {
  label: string;
  have: string;
  left: string;
  money: (a: string) => string;
}) => {
  const { t } = useTranslation();
  const percent = percentOf(have, left);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-muted">{label}</span>
        <span className="font-semibold text-ink tabular-nums">
          {Number(left) > 0 ? t('vip_left', { amount: money(left) }) : t('vip_reached')}
        </span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-black/40"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-gold"
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="text-xs text-muted tabular-nums">{t('vip_so_far', { amount: money(have) })}</span>
    </div>
  );
};

const Standing = ({ vip, money }: { vip: TVip; money: (amount: string) => string }) => {
  const { t, i18n } = useTranslation();
  const review = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${vip.reviewOn}T00:00:00`));
  const held = vip.levels.find((level) => level.level === vip.level);
  return (
    <section
      className="grid gap-5 rounded-2xl border border-gold/30 bg-gradient-to-br from-gold/10 via-surface to-primary/10 p-4 sm:grid-cols-[auto_1fr] sm:p-5"
      data-testid="vip-standing"
    >
      <div className="flex items-center gap-4 sm:flex-col sm:justify-center sm:text-center">
        <VipCrest level={vip.level} size={72} />
        <div>
          <p className="text-xs tracking-wide text-muted uppercase">{t('vip_your_rank')}</p>
          <p className="text-xl font-extrabold text-ink" data-testid="vip-rank">
            {t('vip_label', { level: vip.level, name: vip.name })}
          </p>
          {held && Number(held.rebateExtra) > 0 && (
            <p className="text-xs text-gold">{t('vip_rebate_extra', { rate: held.rebateExtra })}</p>
          )}
        </div>
      </div>
      <div className="grid gap-4">
        {vip.next ? (
          <>
            <p className="text-sm text-ink">
              {t('vip_next', { name: vip.next.name, level: vip.next.level, days: vip.windowDays })}
            </p>
            <Progress
              label={t('vip_valid_bet')}
              have={vip.validBet}
              left={vip.next.validBetLeft}
              money={money}
            />
            <Progress
              label={t('vip_deposits')}
              have={vip.deposits}
              left={vip.next.depositLeft}
              money={money}
            />
          </>
        ) : (
          <p className="text-sm font-semibold text-gold">{t('vip_top')}</p>
        )}
        {vip.level > 0 && (
          <p
            className={`rounded-xl px-3 py-2 text-xs ${vip.keeps ? 'bg-emerald-500/10 text-emerald-300' : 'bg-amber-500/10 text-amber-200'}`}
            data-testid="vip-review"
          >
            {vip.keeps
              ? t('vip_keeps', { date: review, name: vip.name })
              : t('vip_may_drop', { date: review, name: vip.name })}
          </p>
        )}
      </div>
    </section>
  );
};

const Ranks = ({ vip, money }: { vip: TVip; money: (amount: string) => string }) => {
  const { t } = useTranslation();
  // Whole amounts without their cents: the table has seven columns to fit.
  const dash = (amount: string) => (Number(amount) > 0 ? money(amount).replace(/\.00$/, '') : '—');
  const extra = (rate: string) => (Number(rate) > 0 ? `+${rate}%` : '—');
  type Level = TVip['levels'][number];
  const columns: { key: string; label: string; tone: string; value: (level: Level) => string }[] = [
    { key: 'bet', label: t('vip_valid_bet'), tone: 'text-ink', value: (level) => dash(level.minValidBet) },
    { key: 'deposit', label: t('vip_deposits'), tone: 'text-ink', value: (level) => dash(level.minDeposit) },
    {
      key: 'up',
      label: t('vip_col_level_up'),
      tone: 'text-gold',
      value: (level) => dash(level.levelUpBonus),
    },
    {
      key: 'month',
      label: t('vip_col_monthly'),
      tone: 'text-gold',
      value: (level) => dash(level.monthlyBonus),
    },
    {
      key: 'birthday',
      label: t('vip_col_birthday'),
      tone: 'text-gold',
      value: (level) => dash(level.birthdayBonus),
    },
    {
      key: 'rebate',
      label: t('vip_col_rebate'),
      tone: 'text-ink',
      value: (level) => extra(level.rebateExtra),
    },
  ];
  const you = (
    <span className="rounded-full bg-gold/20 px-2 py-0.5 text-[10px] text-gold">{t('vip_you')}</span>
  );
  return (
    <section aria-labelledby="vip-ranks">
      <h2 id="vip-ranks" className="mb-1 text-sm font-semibold text-ink">
        {t('vip_ranks_title')}
      </h2>
      <p className="mb-3 text-xs text-muted">{t('vip_ranks_note', { days: vip.windowDays })}</p>
      {/* Phones: a card per rank. */}
      <ul className="grid gap-2 sm:hidden">
        {vip.levels.map((level) => {
          const mine = level.level === vip.level;
          return (
            <li
              key={level.level}
              className={`rounded-xl border p-3 ${mine ? 'border-gold/50 bg-gold/10' : 'border-line bg-black/20'}`}
              aria-current={mine ? 'true' : undefined}
            >
              <p className="mb-2 flex items-center gap-2 font-semibold text-ink">
                <VipCrest level={level.level} size={24} />
                {level.name}
                {mine && you}
              </p>
              <dl className="grid grid-cols-3 gap-x-3 gap-y-2 text-xs">
                {columns.map((column) => (
                  <div key={column.key} className="grid min-w-0 content-start gap-0.5">
                    <dt className="text-muted">{column.label}</dt>
                    <dd className={`font-semibold tabular-nums ${column.tone}`}>{column.value(level)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-line sm:block">
        <table className="w-full text-left text-xs">
          <thead className="bg-black/30 text-muted">
            <tr>
              <th scope="col" className="px-2 py-2 font-medium">
                {t('vip_col_rank')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vip.levels.map((level) => {
              const mine = level.level === vip.level;
              return (
                <tr
                  key={level.level}
                  className={`border-t border-line/60 tabular-nums ${mine ? 'bg-gold/10' : ''}`}
                  aria-current={mine ? 'true' : undefined}
                >
                  <th scope="row" className="px-2 py-2 text-sm font-semibold text-ink">
                    <span className="flex items-center gap-2 whitespace-nowrap">
                      <VipCrest level={level.level} size={24} />
                      {level.name}
                      {mine && you}
                    </span>
                  </th>
                  {columns.map((column) => (
                    <td key={column.key} className={`px-2 py-2 text-right whitespace-nowrap ${column.tone}`}>
                      {column.value(level)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-muted">{t('vip_rules')}</p>
    </section>
  );
};

const Rewards = ({ vip, money }: { vip: TVip; money: (amount: string) => string }) => {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'vi-VN', { dateStyle: 'medium' });
  const nameOf = (level: number) => vip.levels.find((entry) => entry.level === level)?.name ?? String(level);
  return (
    <section aria-labelledby="vip-rewards">
      <h2 id="vip-rewards" className="mb-2 text-sm font-semibold text-ink">
        {t('vip_rewards_title')}
      </h2>
      {vip.rewards.length === 0 ? (
        <EmptyState title={t('vip_rewards_empty_title')} description={t('vip_rewards_empty_body')} />
      ) : (
        <ul className="grid gap-2" data-testid="vip-rewards">
          {vip.rewards.map((reward) => (
            <li
              key={`${reward.kind}-${reward.period}`}
              className="flex items-center justify-between gap-3 rounded-xl border border-line bg-black/20 p-3 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-ink">
                  {t(`vip_reward_${reward.kind}`, { name: nameOf(reward.level) })}
                </span>
                <span className="text-xs text-muted">{when.format(new Date(reward.paidAt))}</span>
              </span>
              <span className="font-bold text-gold tabular-nums">+{money(reward.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

export const VipPanel = () => {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const language = i18n.language === 'en' ? 'en' : 'vi';
  const vip = useQuery({
    queryKey: [VIP_KEY, token, language],
    queryFn: ({ signal }) => apiGet('/wps/member/vip', schema, { signal, query: { language } }),
    enabled: token !== null,
    staleTime: 30_000,
  });
  const data = vip.data;
  const money = (amount: string) => formatMoney(amount, data?.currencySymbol ?? '');

  const body = () => {
    if (vip.isPending) {
      return (
        <div className="grid min-h-64 place-items-center rounded-2xl border border-line bg-surface/60">
          <Spinner label={t('vip_loading')} size="lg" />
        </div>
      );
    }
    if (vip.isError || !data) {
      return (
        <EmptyState
          tone="error"
          title={t('vip_error_title')}
          description={t(errorMessageKey(vip.error))}
          action={
            <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void vip.refetch()}>
              {t('common_retry')}
            </button>
          }
        />
      );
    }
    if (!data.enabled) {
      return <EmptyState title={t('vip_off_title')} description={t('vip_off_body')} />;
    }
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
        <Standing vip={data} money={money} />
        <Ranks vip={data} money={money} />
        <Rewards vip={data} money={money} />
      </div>
    );
  };

  return (
    <div className="grid gap-4" data-testid="vip-panel">
      <p className="text-sm text-muted">{t('vip_subtitle')}</p>
      {body()}
    </div>
  );
};
