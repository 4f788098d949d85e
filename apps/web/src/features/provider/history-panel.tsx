/**
 * Game recall in the game client: the player's last 10 rounds of this game with every step, the
 * stake, the win and the balance before and after, each with a link to the verifier once its
 * server seed is revealed.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { Loader } from '@luckwell/ui/loader';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUND_VIEWS } from './engine-clients.ts';
import { minisStepText } from './minis/step-text.ts';
import { moneyText, multiplierText } from './money-text.ts';
import { providerApi, verifyPath } from './provider-api.ts';

export const HISTORY_KEY = 'providerHistory';

/** One step in words: dice shows the roll against the target; other engines their record as JSON. */
const stepText = (engine: string, record: unknown) => {
  if (engine === 'dice' && record && typeof record === 'object') {
    const r = record as { roll: number; target: number; direction: string };
    return `${(r.roll / 100).toFixed(2)} ${r.direction === 'under' ? '<' : '>'} ${(r.target / 100).toFixed(2)}`;
  }
  return minisStepText(engine, record) ?? JSON.stringify(record);
};

/** Engines whose rounds are settled on real-world results, not a seed: no nonce, nothing to verify. */
const NOT_SEEDED = new Set(['sportsbook']);

export const RoundCard = ({ round, currency }: { round: TProviderRound; currency: string }) => {
  const { t } = useTranslation();
  const won = round.payout !== '0.00';
  const View = ROUND_VIEWS[round.engine];
  return (
    <li data-testid="history-round" className="rounded-xl border border-line bg-black/20 p-3 text-xs">
      <div className="flex items-center justify-between gap-2">
        <span className="text-muted">{new Date(round.createdAt).toLocaleString()}</span>
        <span className={`font-bold ${won ? 'text-emerald-300' : 'text-muted'}`}>
          {multiplierText(round.multiplier)}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1">
        <dt className="text-muted">{t('hist_stake')}</dt>
        <dd className="text-right tabular-nums">{moneyText(round.stake, currency)}</dd>
        <dt className="text-muted">{t('hist_win')}</dt>
        <dd className={`text-right tabular-nums ${won ? 'text-emerald-300' : ''}`}>
          {moneyText(round.payout, currency)}
        </dd>
        <dt className="text-muted">{t('hist_before')}</dt>
        <dd className="text-right tabular-nums">
          {round.balanceBefore ? moneyText(round.balanceBefore, currency) : '—'}
        </dd>
        <dt className="text-muted">{t('hist_after')}</dt>
        <dd className="text-right tabular-nums">
          {round.balanceAfter ? moneyText(round.balanceAfter, currency) : '—'}
        </dd>
      </dl>
      <div className="mt-2 text-muted">{t('hist_steps')}</div>
      {View ? (
        <div className="mt-1">
          <Suspense fallback={<Loader label={t('hist_loading')} />}>
            <View round={round} currency={currency} />
          </Suspense>
        </div>
      ) : (
        <ol className="mt-1 flex flex-col gap-0.5 font-mono">
          {round.steps.map((step) => (
            <li key={step.seq} data-testid="history-step">
              {step.seq + 1}. {stepText(round.engine, step.record)}
            </li>
          ))}
        </ol>
      )}
      {NOT_SEEDED.has(round.engine) ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="text-muted">
            {t(`hist_status_${round.status}`, { defaultValue: round.status })}
          </span>
          <span className="text-right text-[11px] text-muted">{t('hist_not_seeded')}</span>
        </div>
      ) : (
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="text-muted">
            {round.status === 'settled'
              ? t('hist_nonce', { nonce: round.nonce ?? 0 })
              : t(`hist_status_${round.status}`, { defaultValue: round.status })}
          </span>
          {round.serverSeed ? (
            <a
              href={verifyPath(round)}
              target="_blank"
              rel="noopener"
              className="rounded-full border border-primary/60 px-3 py-1 font-semibold text-primary hover:bg-primary/10"
            >
              {t('hist_verify')}
            </a>
          ) : (
            <span className="text-right text-[11px] text-muted">{t('hist_verify_after_rotate')}</span>
          )}
        </div>
      )}
    </li>
  );
};

export const HistoryPanel = ({ currency }: { currency: string }) => {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: [HISTORY_KEY], queryFn: providerApi.history });
  return (
    <section className="flex flex-col gap-3" data-testid="history-panel">
      <h2 className="text-sm font-bold text-gold">{t('provider_history')}</h2>
      {history.isPending && <Loader label={t('hist_loading')} />}
      {history.isError && (
        <p role="alert" className="text-xs text-red-300">
          {t(errorMessageKey(history.error))}
        </p>
      )}
      {history.data?.rounds.length === 0 && <p className="text-xs text-muted">{t('hist_empty')}</p>}
      {history.data && history.data.rounds.length > 0 && (
        <ul className="flex max-h-[70dvh] flex-col gap-2 overflow-y-auto pr-1">
          {history.data.rounds.map((round) => (
            <RoundCard key={round.roundId} round={round} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
};
