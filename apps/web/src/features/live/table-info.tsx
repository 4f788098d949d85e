/**
 * The table's side panels: its last results (newest first), its limits with the published house
 * edge of every bet, and its fairness — the committed hash of the current shoe or round and the
 * in-browser replay of any revealed one (the last by default) against the verifier routes.
 */
import type { TLiveKind, TLiveResult, TLiveTableState } from '@luckwell/contracts/provider/live';
import { ApiError } from '@luckwell/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format-money.ts';
import { liveApi } from './live-api.ts';
import type { VerifyReport } from './live-verify.ts';
import { spotLabel } from './spots.ts';
import { Die, Pocket } from './table-pieces.tsx';

const panel =
  'grid content-start gap-2 rounded-2xl border border-line bg-surface/90 p-3 shadow-xl shadow-black/30';
const heading = 'text-xs font-bold tracking-wider text-muted uppercase';

const WINNER_BG: Record<string, string> = {
  player: 'bg-blue-600',
  dragon: 'bg-sky-600',
  banker: 'bg-red-600',
  tiger: 'bg-orange-600',
  tie: 'bg-emerald-600',
};

/** One result as a small token. */
export const ResultToken = ({ result }: { result: TLiveResult }) => {
  const { t } = useTranslation();
  const o = result.outcome;
  switch (o.kind) {
    case 'baccarat':
    case 'dragon_tiger': {
      const letter =
        o.kind === 'baccarat'
          ? { player: t('live_road_p'), banker: t('live_road_b'), tie: t('live_road_t') }[o.winner]
          : { dragon: t('live_road_d'), tiger: t('live_road_tg'), tie: t('live_road_t') }[o.winner];
      return (
        <span
          role="img"
          aria-label={t('live_result_of', { number: result.number, result: t(`live_wins_${o.winner}`) })}
          className={`grid size-7 shrink-0 place-items-center rounded-full text-[11px] font-extrabold text-white ${WINNER_BG[o.winner]}`}
        >
          {letter}
        </span>
      );
    }
    case 'sic_bo':
      return (
        <span
          className="flex shrink-0 items-center gap-0.5 rounded-lg bg-black/30 px-1 py-0.5"
          title={`#${result.number}`}
        >
          {o.dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: three dice in their order.
            <Die key={i} value={d} className="size-4" />
          ))}
          <span className="ml-0.5 text-[11px] font-bold text-white tabular-nums">{o.total}</span>
        </span>
      );
    case 'roulette':
      return <Pocket number={o.number} size="sm" />;
  }
};

export const LastResults = ({ results }: { results: readonly TLiveResult[] }) => {
  const { t } = useTranslation();
  return (
    <section className={panel} aria-label={t('live_last_results')}>
      <h2 className={heading}>{t('live_last_results')}</h2>
      {results.length === 0 ? (
        <p className="rounded-xl bg-black/20 px-3 py-4 text-center text-sm text-muted">
          {t('live_no_results')}
        </p>
      ) : (
        <ol className="flex flex-wrap gap-1.5" data-testid="live-results" data-latest={results[0]?.number}>
          {results.slice(0, 24).map((result) => (
            <li key={result.number}>
              <ResultToken result={result} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};

const ROULETTE_EDGE_ORDER = [
  'straight',
  'split',
  'street',
  'corner',
  'first-four',
  'six-line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

const edgeName = (t: ReturnType<typeof useTranslation>['t'], kind: TLiveKind, key: string) =>
  kind === 'roulette' ? t(`live_bet_${key.replace(/-/g, '_')}`) : spotLabel(t, key);

export const LimitsPanel = ({ state, currency }: { state: TLiveTableState; currency: string }) => {
  const { t } = useTranslation();
  const { table } = state;
  const entries = Object.entries(table.houseEdges);
  if (table.kind === 'roulette')
    entries.sort(([a], [b]) => ROULETTE_EDGE_ORDER.indexOf(a) - ROULETTE_EDGE_ORDER.indexOf(b));
  return (
    <section className={panel} aria-label={t('live_limits_and_edges')}>
      <h2 className={heading}>{t('live_limits_and_edges')}</h2>
      <p className="text-sm text-ink" data-testid="live-limits">
        {t('live_limits', {
          min: `${formatMoney(table.limits.minStake, '')} ${currency}`.trim(),
          max: `${formatMoney(table.limits.maxStake, '')} ${currency}`.trim(),
        })}
      </p>
      <details className="group rounded-xl bg-black/20 px-3 py-2">
        <summary className="cursor-pointer text-xs font-semibold text-primary">
          {t('live_house_edges')}
        </summary>
        <table className="mt-2 w-full text-xs" data-testid="live-edges">
          <thead>
            <tr className="text-muted">
              <th className="py-1 text-left font-semibold">{t('live_edge_bet')}</th>
              <th className="py-1 text-right font-semibold">{t('live_edge')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([key, percent]) => (
              <tr key={key} className="border-t border-line/50">
                <td className="py-1 text-ink">{edgeName(t, table.kind, key)}</td>
                <td className="py-1 text-right font-mono text-gold tabular-nums">{percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-[11px] leading-relaxed text-muted">{t('live_edges_note')}</p>
      </details>
    </section>
  );
};

/** The largest number the verifier routes take (a 32-bit serial). */
const MAX_NUMBER = 2 ** 31 - 1;

/** The typed shoe or round number, or null when it is not a whole number from 1. */
const parseNumber = (text: string) => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= 1 && number <= MAX_NUMBER ? number : null;
};

/** A verified number's report; null while its seed is still secret (shoe being dealt, round not ended). */
type Checked = { number: number; report: VerifyReport | null };

export const FairnessPanel = ({ state }: { state: TLiveTableState }) => {
  const { t } = useTranslation();
  const { table, round, previousShoe, results } = state;
  const cardGame = table.kind === 'baccarat' || table.kind === 'dragon_tiger';
  const what = cardGame ? ('shoe' as const) : ('round' as const);
  /** The last revealed shoe or round: what the field offers until the player types another. */
  const latest = cardGame
    ? previousShoe?.serverSeed
      ? previousShoe.number
      : null
    : (results[0]?.number ?? null);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (latest === null ? '' : String(latest));
  const chosen = parseNumber(text);
  const fieldId = useId();
  const check = useMutation({
    mutationFn: async (number: number): Promise<Checked> => {
      const verify = await import('./live-verify.ts');
      if (what === 'shoe') {
        const shoe = await liveApi.shoe(table.code, number);
        return { number, report: shoe.shoe.serverSeed ? await verify.verifyShoe(shoe) : null };
      }
      const answer = await liveApi.round(table.code, number);
      const revealed = answer.round.serverSeed !== null && answer.round.outcome !== null;
      return { number, report: revealed ? await verify.verifyRound(answer) : null };
    },
  });
  const failure = (error: unknown, number: number | undefined) =>
    error instanceof ApiError && error.code === 'LIVE_ROUND_NOT_FOUND' && number !== undefined
      ? t(`live_verify_${what}_missing`, { number })
      : errorText(t, error);
  const report = check.data?.report ?? null;
  const fine = (report?.hashMatches && report.matches) === true;
  return (
    <section className={panel} aria-label={t('live_fairness')}>
      <h2 className={`${heading} flex items-center gap-1.5 text-emerald-300`}>
        <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
          <path
            d="M12 3l7 3v6c0 4.5-3 7.7-7 9-4-1.3-7-4.5-7-9V6z M9 12l2 2 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {t('live_fairness')}
      </h2>
      <p className="text-xs text-muted">
        {cardGame
          ? t('live_shoe_hash', { number: round.shoeNumber ?? '—' })
          : t('live_round_hash', { number: round.number })}
      </p>
      <p
        className="rounded-lg bg-black/30 px-2 py-1.5 font-mono text-[11px] break-all text-ink/80"
        data-testid="live-seed-hash"
      >
        {state.shoe?.seedHash ?? round.seedHash}
      </p>
      {latest === null ? (
        <p className="text-xs text-muted">{t(`live_verify_${what}_later`)}</p>
      ) : (
        <form
          className="grid gap-1"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== null && !check.isPending) check.mutate(chosen);
          }}
        >
          <label htmlFor={fieldId} className="text-[11px] font-semibold text-muted">
            {t(`live_verify_${what}_number`)}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={fieldId}
              data-testid="live-verify-number"
              inputMode="numeric"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setTyped(event.target.value);
                check.reset();
              }}
              aria-invalid={chosen === null ? true : undefined}
              aria-describedby={chosen === null ? `${fieldId}-error` : undefined}
              className="w-24 rounded-lg border border-line bg-black/30 px-2 py-1 font-mono text-xs text-ink tabular-nums outline-none focus:border-emerald-400/70 aria-invalid:border-red-400/70"
            />
            <button
              type="submit"
              disabled={chosen === null || check.isPending}
              className="rounded-full border border-emerald-400/50 px-3 py-1.5 text-xs font-semibold text-emerald-200 transition hover:bg-emerald-500/10 disabled:opacity-60"
            >
              {check.isPending
                ? t('live_verifying')
                : chosen === null
                  ? t('live_verify_any')
                  : t(`live_verify_${what}`, { number: chosen })}
            </button>
          </div>
          {chosen === null && (
            <p id={`${fieldId}-error`} className="text-[11px] text-red-300" data-testid="live-verify-invalid">
              {t('live_verify_number_invalid')}
            </p>
          )}
        </form>
      )}
      {check.isError && (
        <p role="alert" className="text-xs text-red-300" data-testid="live-verify-failure">
          {failure(check.error, check.variables)}
        </p>
      )}
      {check.data && report === null && (
        <p role="status" className="text-xs text-amber-200" data-testid="live-verify-pending">
          {t(`live_verify_${what}_pending`, { number: check.data.number })}
        </p>
      )}
      {check.data && report && (
        <div
          role="status"
          data-testid="live-verify-result"
          data-number={check.data.number}
          data-ok={fine ? 'yes' : 'no'}
          className={`grid gap-1 rounded-xl px-3 py-2 text-xs ${fine ? 'bg-emerald-500/15 text-emerald-100' : 'bg-red-500/15 text-red-100'}`}
        >
          <p className="font-semibold">
            {fine ? t('live_verify_ok', { count: report.rounds.length }) : t('live_verify_bad')}
          </p>
          <p>{report.hashMatches ? t('live_verify_hash_ok') : t('live_verify_hash_bad')}</p>
          <p className="font-mono break-all opacity-80">{report.computedHash}</p>
        </div>
      )}
    </section>
  );
};
