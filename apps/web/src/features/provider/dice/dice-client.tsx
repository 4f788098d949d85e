/**
 * The dice game client (issue 6): a target slider, under/over, stake chips, the win chance,
 * multiplier and payout computed with the engine's own maths (`@luckwell/games/dice`, pure and
 * tiny), an animated roll, and a clear result. The outcome always comes from the provider.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import {
  DICE_RTP_BP,
  type DiceDirection,
  diceMultiplier,
  diceTargetRange,
  diceWinningOutcomes,
} from '@luckwell/games/dice';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import type { GameClientProps } from '../engine-clients.ts';
import { moneyText, multiplierText } from '../money-text.ts';
import { providerApi } from '../provider-api.ts';
import { sounds } from '../sound.ts';
import { STAKE_CHIPS, StakeChips, stakeToMinor } from '../stake-chips.tsx';

const ROLL_MS = 650;

const hundredths = (value: number) => (value / 100).toFixed(2).padStart(5, '0');

export const DiceClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [stake, setStake] = useState(STAKE_CHIPS[0]!);
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<TProviderRound | null>(null);
  const [animating, setAnimating] = useState(false);
  const rtpBp = (session.game.config as { rtpBp?: number } | null)?.rtpBp ?? DICE_RTP_BP;

  const range = diceTargetRange(direction);
  const winning = diceWinningOutcomes({ target, direction });
  const multiplier = diceMultiplier(winning, rtpBp);
  const stakeMinor = stakeToMinor(stake);
  const payout = stakeMinor === null ? null : minorUnitsToMoney((stakeMinor * BigInt(multiplier)) / 10_000n);
  const short = stakeMinor !== null && (stakeToMinor(balance) ?? 0n) < stakeMinor;

  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    // Keep the same win chance on the other side: under T ↔ over 9999 − T.
    setDirection(next);
    setTarget(9_999 - target);
  };

  // The roll's animation: numbers race, then land on the provider's roll.
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const spin = () => {
    let n = Date.now() % 9_973;
    clearInterval(timer.current);
    setAnimating(true);
    timer.current = setInterval(() => {
      n = (n * 7_919 + 104_729) % 10_000; // a visual shuffle only; never the outcome
      setShown(n);
      if (sound) sounds.tick();
    }, 45);
  };

  const roll = useMutation({
    mutationFn: () => providerApi.play(stake, { target, direction }),
    onMutate: spin,
    onSuccess: async (value) => {
      await new Promise((resolve) => setTimeout(resolve, ROLL_MS));
      clearInterval(timer.current);
      const record = value.round.steps[0]?.record as { roll: number; win: boolean } | undefined;
      setShown(record?.roll ?? null);
      setLast(value.round);
      setAnimating(false);
      onPlayed(value);
      if (sound) (record?.win ? sounds.win : sounds.loss)();
    },
    onError: () => {
      clearInterval(timer.current);
      setAnimating(false);
      setShown(null);
    },
  });

  const lastRecord = last?.steps[0]?.record as { roll: number; win: boolean } | undefined;
  const busy = roll.isPending || animating;
  const winFrom = direction === 'under' ? 0 : (target + 1) / 100;
  const winTo = direction === 'under' ? target / 100 : 100;

  return (
    <section
      aria-label={t('dice_title')}
      className="flex flex-col gap-4 rounded-3xl border border-primary/25 bg-gradient-to-b from-[#141c3a] to-[#0b1024] p-4 shadow-2xl shadow-black/50 sm:p-6"
    >
      {/* The roll */}
      <div className="flex flex-col items-center gap-1 py-2">
        <output
          data-testid="dice-roll"
          aria-live="polite"
          className={`font-mono text-6xl font-extrabold tabular-nums tracking-tight sm:text-7xl ${
            animating
              ? 'text-ink/70'
              : lastRecord?.win
                ? 'text-emerald-300 drop-shadow-[0_0_18px_rgba(110,231,168,0.45)]'
                : lastRecord
                  ? 'text-red-300'
                  : 'text-gold'
          }`}
        >
          {shown === null ? '--.--' : hundredths(shown)}
        </output>
        <p data-testid="dice-result" role="status" className="min-h-6 text-sm font-semibold">
          {!animating && last && lastRecord
            ? lastRecord.win
              ? t('dice_result_win', { amount: moneyText(last.payout, session.currency) })
              : t('dice_result_loss')
            : !animating && <span className="font-normal text-muted">{t('dice_hint')}</span>}
        </p>
      </div>

      {/* The track: the winning zone in green, the roll as a marker */}
      <div className="relative h-3 rounded-full bg-red-400/30" aria-hidden="true">
        <div
          className="absolute inset-y-0 rounded-full bg-emerald-400/70 transition-all"
          style={{ left: `${winFrom}%`, right: `${100 - winTo}%` }}
        />
        {shown !== null && (
          <div
            className="absolute -top-1.5 h-6 w-1.5 -translate-x-1/2 rounded-full bg-gold shadow transition-[left] duration-100"
            style={{ left: `${shown / 100}%` }}
          />
        )}
      </div>

      {/* Target and direction */}
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <label htmlFor={`${id}-target`} className="text-xs uppercase tracking-wider text-muted">
            {t('dice_target')}
          </label>
          <span className="font-mono text-lg font-bold text-gold">{hundredths(target)}</span>
        </div>
        <input
          id={`${id}-target`}
          type="range"
          min={range.min}
          max={range.max}
          step={1}
          value={target}
          disabled={busy}
          onChange={(event) => setTarget(Number(event.target.value))}
          className="w-full accent-[var(--color-primary)]"
        />
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('dice_direction')}</legend>
          {(['under', 'over'] as const).map((side) => (
            <button
              key={side}
              type="button"
              aria-pressed={direction === side}
              disabled={busy}
              onClick={() => flip(side)}
              className="rounded-xl border border-line py-2 text-sm font-bold transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-gold"
            >
              {t(side === 'under' ? 'dice_under' : 'dice_over')} {hundredths(target)}
            </button>
          ))}
        </fieldset>
      </div>

      {/* What the bet returns */}
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('dice_win_chance'), `${(winning / 100).toFixed(2)}%`, 'dice-chance'],
          [t('dice_multiplier'), multiplierText(multiplier), 'dice-multiplier'],
          [t('dice_payout'), payout ? moneyText(payout, session.currency) : '—', 'dice-payout'],
        ].map(([label, value, testId]) => (
          <div key={testId} className="rounded-xl bg-black/25 px-2 py-2">
            <dt className="text-[11px] text-muted">{label}</dt>
            <dd data-testid={testId} className="truncate text-sm font-bold tabular-nums">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {/* Stake */}
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-stake`} className="text-xs uppercase tracking-wider text-muted">
            {t('provider_stake')}
          </label>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            value={stake}
            disabled={busy}
            onChange={(event) => setStake(event.target.value.replace(/[^\d.]/g, ''))}
            className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-2 text-right font-mono text-sm font-bold text-ink outline-none focus:border-primary"
          />
          <button
            type="button"
            disabled={busy || stakeMinor === null}
            onClick={() =>
              stakeMinor !== null && setStake(minorUnitsToMoney(stakeMinor / 2n > 0n ? stakeMinor / 2n : 1n))
            }
            className="rounded-lg border border-line px-2.5 py-2 text-xs font-bold"
          >
            {t('provider_half')}
          </button>
          <button
            type="button"
            disabled={busy || stakeMinor === null}
            onClick={() => stakeMinor !== null && setStake(minorUnitsToMoney(stakeMinor * 2n))}
            className="rounded-lg border border-line px-2.5 py-2 text-xs font-bold"
          >
            {t('provider_double')}
          </button>
        </div>
        <StakeChips stake={stake} disabled={busy} onPick={setStake} />
      </div>

      {(roll.isError || short) && (
        <p
          role="alert"
          className="rounded-xl border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200"
        >
          {roll.isError ? t(errorMessageKey(roll.error)) : t('provider_err_insufficient_funds')}
        </p>
      )}

      <button
        type="button"
        onClick={() => roll.mutate()}
        disabled={busy || stakeMinor === null || stakeMinor <= 0n || short}
        className="min-h-13 rounded-2xl bg-gold text-lg font-extrabold text-on-primary shadow-lg shadow-primary/30 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? t('dice_rolling') : t('dice_roll')}
      </button>
    </section>
  );
};
