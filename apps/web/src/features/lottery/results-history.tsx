/**
 * The latest drawn issues (newest first) with their tiers, each opening to the full board; an
 * in-house issue can be verified in the browser (`verify-draw.ts`): its revealed seed against the
 * hash shown before sales, and the draw replayed against the published result.
 */
import type { TLotteryDraw, TLotteryFamily } from '@luckwell/contracts/provider/lottery';
import type { LotteryFamily } from '@luckwell/games/lottery/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawLabel } from './lottery-games.ts';
import { ResultView } from './result-view.tsx';
import { canVerify, type DrawCheck, verifyDraw } from './verify-draw.ts';

const Mark = ({ ok }: { ok: boolean }) => (
  <span
    aria-hidden="true"
    className={`grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${ok ? 'bg-emerald-500 text-white' : 'bg-red-500 text-white'}`}
  >
    {ok ? '✓' : '✕'}
  </span>
);

export const Verifier = ({ family, draw }: { family: TLotteryFamily; draw: TLotteryDraw }) => {
  const { t } = useTranslation();
  const [check, setCheck] = useState<DrawCheck | 'running' | 'failed' | null>(null);
  const run = () => {
    setCheck('running');
    verifyDraw(family as LotteryFamily, draw).then(setCheck, () => setCheck('failed'));
  };
  return (
    <div className="grid gap-2 rounded-xl border border-line bg-black/30 p-3 text-xs">
      <dl className="grid gap-1">
        <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-muted">{t('lottery_seed_hash')}</dt>
          <dd className="font-mono break-all text-ink/90">{draw.seedHash}</dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-muted">{t('lottery_server_seed')}</dt>
          <dd className="font-mono break-all text-ink/90">{draw.serverSeed}</dd>
        </div>
        <div className="grid gap-0.5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-muted">{t('lottery_client_seed')}</dt>
          <dd className="font-mono break-all text-ink/90">{draw.clientSeed} · nonce 0</dd>
        </div>
      </dl>
      {check === null || check === 'running' ? (
        <button
          type="button"
          onClick={run}
          disabled={check === 'running'}
          className="justify-self-start rounded-full border border-primary/60 px-4 py-1.5 text-xs font-semibold text-primary hover:bg-primary/10 disabled:opacity-50"
        >
          {check === 'running' ? t('lottery_verifying') : t('lottery_verify_run')}
        </button>
      ) : check === 'failed' ? (
        <p role="alert" className="text-red-300">
          {t('lottery_verify_failed')}
        </p>
      ) : (
        <ul className="grid gap-1.5" data-testid="verify-outcome" aria-live="polite">
          <li className="flex items-center gap-2">
            <Mark ok={check.hashMatches} />
            {check.hashMatches ? t('lottery_verify_hash_ok') : t('lottery_verify_hash_bad')}
          </li>
          <li className="flex items-center gap-2">
            <Mark ok={check.resultMatches} />
            {check.resultMatches ? t('lottery_verify_result_ok') : t('lottery_verify_result_bad')}
          </li>
        </ul>
      )}
    </div>
  );
};

export const ResultsHistory = ({
  family,
  recent,
  fresh,
}: {
  family: TLotteryFamily;
  recent: readonly TLotteryDraw[];
  /** The issue that has just been drawn, marked new. */
  fresh: string | null;
}) => {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'vi-VN', {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30"
      aria-labelledby="lottery-history-title"
      data-testid="results-history"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lottery-history-title" className="text-base font-bold text-ink">
          {t('lottery_history')}
        </h2>
        {recent[0]?.seedHash && (
          <Link
            to={`/lotteryFairness?game=${encodeURIComponent(recent[0].game)}`}
            className="text-xs font-semibold text-primary hover:underline"
          >
            {t('lottery_fairness_link')}
          </Link>
        )}
      </div>
      {recent.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {t('lottery_no_results_yet')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {recent.map((draw) => {
            const expanded = open === draw.issue;
            return (
              <li
                key={draw.issue}
                className={`rounded-xl border ${draw.issue === fresh ? 'border-primary/70 bg-primary/5' : 'border-line bg-black/20'}`}
              >
                <button
                  type="button"
                  aria-expanded={expanded}
                  onClick={() => setOpen(expanded ? null : draw.issue)}
                  className="flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 px-3 py-2 text-left"
                >
                  <span className="min-w-0 flex-1 basis-40">
                    <span className="block text-sm font-semibold text-ink">
                      {drawLabel(t, draw)}
                      {draw.issue === fresh && (
                        <span className="ml-2 rounded-full bg-accent px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
                          {t('lottery_new')}
                        </span>
                      )}
                    </span>
                    <span className="block text-[11px] text-muted">{when(draw.drawAt)}</span>
                  </span>
                  {draw.result && (
                    <span className="min-w-0">
                      <ResultView family={family} tiers={draw.result} compact />
                    </span>
                  )}
                  <svg
                    viewBox="0 0 24 24"
                    className={`size-4 shrink-0 text-muted transition ${expanded ? 'rotate-180' : ''}`}
                    aria-hidden="true"
                  >
                    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                {expanded && draw.result && (
                  <div className="grid grid-cols-[minmax(0,1fr)] gap-3 border-t border-line/60 px-3 pt-3 pb-3">
                    <ResultView family={family} tiers={draw.result} />
                    {canVerify(draw) ? (
                      <Verifier family={family} draw={draw} />
                    ) : (
                      <p className="text-xs text-muted">{t('lottery_operator_draw')}</p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
