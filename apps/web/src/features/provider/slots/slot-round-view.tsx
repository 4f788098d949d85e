/**
 * A slot round as the history, the betting record's replay and the verifier show it: every spin of
 * the round — the paid spin, then each free spin with its multiplier — as a small grid of the
 * symbols that landed, the winning cells ringed, and what each spin paid.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import type { RoundResult, SlotModel, SpinResult } from '@luckwell/games/slots/types';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import { moneyText, multiplierText } from '../money-text.ts';
import {
  modelOfConfig,
  payOf,
  REELS,
  ROWS,
  roundRecordOf,
  spinsOf,
  toMinor,
  winningPositions,
} from './slot-play.ts';
import { SymbolArt, type SymbolSet, symbolSetOf } from './slot-symbols.tsx';

const MiniGrid = ({ spin, model, set }: { spin: SpinResult; model: SlotModel; set: SymbolSet }) => {
  const lit = winningPositions(spin);
  return (
    <div data-testid="slot-replay-grid" className="grid grid-cols-5 gap-0.5 rounded-lg bg-[#0a1130] p-1">
      {Array.from({ length: REELS }, (_, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels.
        <div key={reel} className="flex flex-col gap-0.5">
          {Array.from({ length: ROWS }, (_, row) => {
            const code = model.symbols[spin.grid[reel]?.[row] ?? -1]?.code ?? '';
            const win = lit.has(`${reel}:${row}`);
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows.
                key={row}
                data-testid="slot-replay-cell"
                data-symbol={code}
                data-win={win ? 'true' : undefined}
                className={`aspect-square rounded p-0.5 ${win ? 'bg-primary/25 ring-1 ring-primary' : ''}`}
              >
                <SymbolArt
                  code={code}
                  set={set}
                  className={`h-full w-full ${lit.size > 0 && !win ? 'opacity-45' : ''}`}
                />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
};

/** Every spin of a round; pays shown as money when the stake is known, else as multipliers. */
export const SlotSpins = ({
  record,
  model,
  set,
  stakeMinor,
  currency,
}: {
  record: RoundResult;
  model: SlotModel;
  set: SymbolSet;
  stakeMinor?: bigint;
  currency?: string;
}) => {
  const { t } = useTranslation();
  const spins = spinsOf(record);
  const pays = (multiplier: number) =>
    stakeMinor !== undefined && currency
      ? moneyText(minorUnitsToMoney(payOf(stakeMinor, multiplier)), currency)
      : multiplierText(multiplier);
  return (
    <ol className={`grid gap-2 ${spins.length > 1 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1'}`}>
      {spins.map((spin, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order.
        <li key={i} data-testid="history-step" className="flex flex-col gap-1">
          <div className="flex items-center justify-between gap-1 text-[11px]">
            <span className="text-muted">
              {i === 0 ? t('slot_replay_base') : t('slot_replay_free', { n: i })}
              {spin.featureMultiplier > 1 ? ` ×${spin.featureMultiplier}` : ''}
            </span>
            <span className={spin.multiplier > 0 ? 'font-semibold text-emerald-300' : 'text-muted'}>
              {spin.multiplier > 0 ? t('slot_replay_pays', { amount: pays(spin.multiplier) }) : '—'}
            </span>
          </div>
          <MiniGrid spin={spin} model={model} set={set} />
          {spin.freeSpinsAwarded > 0 && (
            <span className="text-[11px] font-semibold text-primary">
              {t('slot_replay_free_spins', { count: spin.freeSpinsAwarded })}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
};

/** A provider round of `slot-5x3` (the history card's and the replay's body). */
export const SlotRoundView = ({ round, currency }: { round: TProviderRound; currency: string }) => {
  const record = roundRecordOf(round.steps[0]?.record);
  if (!record) return null;
  return (
    <SlotSpins
      record={record}
      model={modelOfConfig(round.config)}
      set={symbolSetOf(round.gameCode)}
      stakeMinor={toMinor(round.stake) ?? undefined}
      currency={currency}
    />
  );
};
