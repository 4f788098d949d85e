/**
 * What the plinko, mines and hi-lo clients share (ADR 038): the stake bar (amount, ½ / ×2, chips),
 * the payout of a multiplier, the round's latest record, the reduced-motion switch and the error
 * note. Money stays in minor units (bigint) until it is shown.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';

export const CHIPS = ['10.00', '50.00', '100.00', '500.00', '1000.00', '5000.00'];

/** "12.5" → 1250n; null for anything that is not an amount. */
export const toMinor = (money: string) => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(money.trim());
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
};

/** What a stake pays at a multiplier (ten-thousandths), as the provider floors it: "19.80". */
export const payoutOf = (stakeMinor: bigint, multiplier: number) =>
  minorUnitsToMoney((stakeMinor * BigInt(multiplier)) / 10_000n);

/** The latest step's record of a round: the board or card the player sees now. */
export const latestRecord = <Record,>(round: TProviderRound | null | undefined) =>
  round?.steps.at(-1)?.record as Record | undefined;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StakeBarProps = {
  stake: string;
  onStake: (stake: string) => void;
  disabled: boolean;
};

export const StakeBar = ({ stake, onStake, disabled }: StakeBarProps) => {
  const { t } = useTranslation();
  const id = useId();
  const minor = toMinor(stake);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-stake`} className="text-xs uppercase tracking-wider text-muted">
          {t('provider_stake')}
        </label>
        <input
          id={`${id}-stake`}
          inputMode="decimal"
          value={stake}
          disabled={disabled}
          onChange={(event) => onStake(event.target.value.replace(/[^\d.]/g, ''))}
          className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-2 text-right font-mono text-sm font-bold text-ink outline-none focus:border-primary"
        />
        <button
          type="button"
          disabled={disabled || minor === null}
          onClick={() => minor !== null && onStake(minorUnitsToMoney(minor / 2n > 0n ? minor / 2n : 1n))}
          className="rounded-lg border border-line px-2.5 py-2 text-xs font-bold"
        >
          {t('provider_half')}
        </button>
        <button
          type="button"
          disabled={disabled || minor === null}
          onClick={() => minor !== null && onStake(minorUnitsToMoney(minor * 2n))}
          className="rounded-lg border border-line px-2.5 py-2 text-xs font-bold"
        >
          {t('provider_double')}
        </button>
      </div>
      <fieldset className="grid grid-cols-6 gap-1.5">
        <legend className="sr-only">{t('provider_stake_chips')}</legend>
        {CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={stake === chip}
            disabled={disabled}
            onClick={() => onStake(chip)}
            className="rounded-full border border-primary/40 py-1.5 text-xs font-bold text-ink transition hover:border-primary aria-pressed:bg-gold aria-pressed:text-on-primary"
          >
            {Number(chip) >= 1000 ? `${Number(chip) / 1000}K` : Number(chip)}
          </button>
        ))}
      </fieldset>
    </div>
  );
};

/** The stake the player can afford, or why not: a message, never a code. */
export const useStake = (balance: string) => {
  const [stake, setStake] = useState(CHIPS[0]!);
  const stakeMinor = toMinor(stake);
  const short = stakeMinor !== null && (toMinor(balance) ?? 0n) < stakeMinor;
  const valid = stakeMinor !== null && stakeMinor > 0n && !short;
  return { stake, setStake, stakeMinor, short, valid };
};

export const ErrorNote = ({ error, short }: { error: Error | null; short?: boolean }) => {
  const { t } = useTranslation();
  if (!error && !short) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200"
    >
      {error ? t(errorMessageKey(error)) : t('provider_err_insufficient_funds')}
    </p>
  );
};

/** The game's frame: the same deep navy card as dice. */
export const GameFrame = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <section
    aria-label={label}
    className="flex flex-col gap-4 rounded-3xl border border-primary/25 bg-gradient-to-b from-[#141c3a] to-[#0b1024] p-4 shadow-2xl shadow-black/50 sm:p-6"
  >
    {children}
  </section>
);

/** A row of labelled figures (multiplier, next, payout…). */
export const Figures = ({ items }: { items: [label: string, value: string, testId: string][] }) => (
  <dl
    className="grid gap-2 text-center"
    style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
  >
    {items.map(([label, value, testId]) => (
      <div key={testId} className="rounded-xl bg-black/25 px-2 py-2">
        <dt className="truncate text-[11px] text-muted">{label}</dt>
        <dd data-testid={testId} className="truncate text-sm font-bold tabular-nums">
          {value}
        </dd>
      </div>
    ))}
  </dl>
);

/** The big gold button of a game (bet, drop, cash out). */
export const BigButton = ({
  children,
  tone = 'gold',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { tone?: 'gold' | 'green' }) => (
  <button
    type="button"
    {...props}
    className={`min-h-13 rounded-2xl px-4 text-lg font-extrabold shadow-lg transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${
      tone === 'gold'
        ? 'bg-gold text-on-primary shadow-primary/30'
        : 'bg-emerald-400 text-[#06241a] shadow-emerald-500/30'
    }`}
  >
    {children}
  </button>
);
