/**
 * Betting at a live table: the felt of its game, the chip rack (the table's chip values, one
 * chosen), and undo, clear, re-bet (the last round's bets), double and confirm. Chips laid wait on
 * the felt (dashed gold) until confirmed; confirm sends them as one slip, each spot's total, with a
 * fresh request id — more chips later in the round are another slip. A new round clears what was
 * laid and not sent.
 */
import type { TLiveMyBet, TLiveRound, TLiveTable } from '@luckwell/contracts/provider/live';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import {
  type ChipPlacement,
  type ChipSteps,
  chipValues,
  doubleUp,
  minorOf,
  moneyOf,
  placeChip,
  placementsOf,
  rebet,
  slipOf,
  stakeOf,
  totalsOf,
  undoStep,
} from './chips.ts';
import type { LiveBetLine } from './live-api.ts';
import { SpotBoard } from './spot-boards.tsx';
import { type SpotResult, spotResult } from './spots.ts';
import { ChipRack } from './table-pieces.tsx';

export type BetPanelProps = {
  table: TLiveTable;
  round: TLiveRound;
  /** Betting is open (the phase and the clock agree) and the player has a session. */
  canBet: boolean;
  /** The player's confirmed bets of this round. */
  myBets: readonly TLiveMyBet[];
  /** The player's bets of the last round they played (re-bet). */
  lastBets: readonly ChipPlacement[];
  placing: boolean;
  currency: string;
  onConfirm: (bets: LiveBetLine[]) => Promise<unknown>;
};

const actionClass =
  'flex min-w-0 flex-col items-center gap-0.5 rounded-xl border border-line bg-black/25 px-2 py-1.5 text-[11px] font-semibold text-ink transition enabled:hover:border-primary enabled:hover:text-primary disabled:opacity-40';

export const BetPanel = ({
  table,
  round,
  canBet,
  myBets,
  lastBets,
  placing,
  currency,
  onConfirm,
}: BetPanelProps) => {
  const { t } = useTranslation();
  const chips = useMemo(() => chipValues(table.limits.minStake, table.limits.maxStake), [table.limits]);
  const [chip, setChip] = useState(() => chips[0] ?? 100);
  const [steps, setSteps] = useState<ChipSteps>([]);

  // A new round: chips laid and not sent are taken back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the round's number matters.
  useEffect(() => setSteps([]), [round.number]);

  const pending = useMemo(() => totalsOf(steps), [steps]);
  const confirmedList = useMemo(() => placementsOf(myBets), [myBets]);
  const confirmed = useMemo(() => totalsOf([confirmedList]), [confirmedList]);
  const laid = stakeOf(steps);
  const inRound = stakeOf([confirmedList]);
  const outcome = round.outcome;
  const resultOf = (spot: string): SpotResult | null =>
    outcome && round.phase !== 'betting' ? spotResult(outcome, spot, table.mode) : null;
  const money = (minor: number) => `${formatMoney(moneyOf(minor), '')} ${currency}`.trim();
  const disabled = !canBet || placing;
  const max = minorOf(table.limits.maxStake);

  return (
    <section
      aria-label={t('live_bet_board')}
      className="grid gap-3 rounded-2xl border border-emerald-300/20 bg-[radial-gradient(ellipse_at_top,#0f5132,#052e1c_70%)] p-2.5 shadow-xl shadow-black/40 sm:p-4"
      data-testid="bet-board"
    >
      <SpotBoard
        kind={table.kind}
        mode={table.mode}
        pending={pending}
        confirmed={confirmed}
        resultOf={resultOf}
        disabled={disabled}
        symbol={currency}
        onSpot={(spot) => {
          const already = (pending.get(spot) ?? 0) + (confirmed.get(spot) ?? 0);
          setSteps((current) => placeChip(current, spot, Math.min(chip, Math.max(0, max - already)) || chip));
        }}
      />
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <ChipRack
          legend={t('live_chips')}
          chips={chips}
          chip={chip}
          onChip={setChip}
          chipName={(value) => t('live_chip', { value: money(value) })}
          testId="chip-rack"
        />
        <div className="grid grid-cols-5 gap-1.5">
          <button
            type="button"
            className={actionClass}
            disabled={disabled || steps.length === 0}
            onClick={() => setSteps(undoStep)}
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M9 14L4 9l5-5M4 9h10a6 6 0 010 12h-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('live_undo')}
          </button>
          <button
            type="button"
            className={actionClass}
            disabled={disabled || steps.length === 0}
            onClick={() => setSteps([])}
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6L6 18"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('live_clear')}
          </button>
          <button
            type="button"
            className={actionClass}
            disabled={disabled || lastBets.length === 0}
            onClick={() => setSteps((current) => rebet(current, lastBets))}
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M20 12a8 8 0 11-3-6.2M20 4v5h-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {t('live_rebet')}
          </button>
          <button
            type="button"
            className={actionClass}
            disabled={disabled || (steps.length === 0 && confirmedList.length === 0)}
            onClick={() => setSteps((current) => doubleUp(current, confirmedList))}
          >
            <span className="text-sm leading-4 font-black" aria-hidden="true">
              ×2
            </span>
            {t('live_double')}
          </button>
          <button
            type="button"
            disabled={disabled || laid === 0}
            onClick={() =>
              void onConfirm(slipOf(steps)).then(
                () => setSteps([]),
                () => undefined,
              )
            }
            className="flex min-w-0 flex-col items-center gap-0.5 rounded-xl bg-gradient-to-b from-gold to-amber-600 px-2 py-1.5 text-[11px] font-extrabold text-on-primary shadow-md shadow-black/40 transition enabled:hover:brightness-110 disabled:opacity-40"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M5 12l5 5 9-10"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            {placing ? t('live_confirming') : t('live_confirm')}
          </button>
        </div>
      </div>
      <p className="flex flex-wrap justify-between gap-2 text-xs text-white/80" data-testid="bet-totals">
        <span>
          {t('live_laid')}{' '}
          <strong className="text-gold tabular-nums" data-testid="laid-total">
            {money(laid)}
          </strong>
        </span>
        <span>
          {t('live_in_round')}{' '}
          <strong className="text-white tabular-nums" data-testid="confirmed-total">
            {money(inRound)}
          </strong>
        </span>
      </p>
    </section>
  );
};
