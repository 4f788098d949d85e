/**
 * The video slot game client (issue 6, docs/decisions/037-slot-client.md): five reels that spin
 * while the provider plays the round and stop left to right on its stops, the wins lit with their
 * amounts (paylines drawn, ways ringed), free spins played out one by one with their counter and
 * multiplier, a celebration for big wins, stake, total win, autoplay, turbo and the paytable.
 * The provider settles the whole round — free spins included — when the player spins; what follows
 * is only showing it, which the player may cut short.
 */
import type { TPlayValue } from '@luckwell/contracts/provider/house-games';
import type { RoundResult, SpinResult } from '@luckwell/games/slots/types';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import { prefersReducedMotion } from '../../../shared/reduced-motion.ts';
import type { GameClientProps } from '../engine-clients.ts';
import { moneyText } from '../money-text.ts';
import { providerApi } from '../provider-api.ts';
import { SlotInfo, useSymbolName } from './slot-info.tsx';
import {
  type Celebration,
  celebrationOf,
  landingColumn,
  linesOf,
  modelOfConfig,
  payOf,
  ROWS,
  roundRecordOf,
  stakesFor,
  toMinor,
  waysCount,
  winningPositions,
} from './slot-play.ts';
import { type ReelMotion, SLOT_STYLES, SlotReels } from './slot-reels.tsx';
import { slotSounds } from './slot-sounds.ts';
import { symbolSetOf } from './slot-symbols.tsx';

const AUTOPLAY = [10, 25, 50] as const;

/** Timings in milliseconds, normal and turbo. */
const PACE = {
  normal: { travel: 14, travelStep: 5, perSymbol: 42, win: 1_300, noWin: 250, banner: 1_600, pause: 450 },
  turbo: { travel: 5, travelStep: 2, perSymbol: 30, win: 550, noWin: 80, banner: 700, pause: 150 },
};
const CELEBRATION_MS: Record<Exclude<Celebration, null>, number> = { big: 2_600, mega: 3_400, epic: 4_200 };

type Note =
  | { kind: 'hint' }
  | { kind: 'win'; amount: bigint }
  | { kind: 'none' }
  | { kind: 'funds' }
  | { kind: 'stopped'; why: 'feature' | 'funds' };
type Banner =
  | { kind: 'free'; count: number }
  | { kind: 'more'; count: number }
  | { kind: 'total'; amount: bigint }
  | null;
type Feature = { current: number; total: number; multiplier: number } | null;
type Shown = { spin: SpinResult; focus: number | null; stake: bigint } | null;
type Outcome = 'ok' | 'feature' | 'funds' | 'error' | 'gone';

/** Counts up to an amount (at once when motion is reduced). */
const CountUp = ({ to, ms, currency }: { to: bigint; ms: number; currency: string }) => {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? to : 0n));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(to);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - progress) ** 3;
      setShown((to * BigInt(Math.round(eased * 1_000))) / 1_000n);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [to, ms]);
  return <>{moneyText(minorUnitsToMoney(shown), currency)}</>;
};

const COINS = Array.from({ length: 18 }, (_, i) => ({
  left: (i * 53) % 100,
  delay: (i * 137) % 1_400,
  duration: 1_400 + ((i * 311) % 1_200),
  size: 14 + ((i * 7) % 14),
}));

export const SlotClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const id = useId();
  const model = useMemo(() => modelOfConfig(session.game.config), [session.game.config]);
  const set = useMemo(() => symbolSetOf(session.game.gameCode), [session.game.gameCode]);
  const nameOf = useSymbolName(set);
  const currency = session.currency;
  const lines = linesOf(model);

  const stakes = useMemo(() => stakesFor(session.currency), [session.currency]);
  const [stake, setStake] = useState(() => stakes[3]!);
  const [turbo, setTurbo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [auto, setAuto] = useState<number | null>(null);
  const [autoMenu, setAutoMenu] = useState(false);
  const [info, setInfo] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState<Note>({ kind: 'hint' });
  const [shown, setShown] = useState<Shown>(null);
  const [feature, setFeature] = useState<Feature>(null);
  const [banner, setBanner] = useState<Banner>(null);
  const [celebration, setCelebration] = useState<{ tier: Exclude<Celebration, null>; amount: bigint } | null>(
    null,
  );
  const [roundWin, setRoundWin] = useState(0n);
  const [motions, setMotions] = useState<ReelMotion[]>(() =>
    model.reels.map((strip) => ({ kind: 'still', column: landingColumn(strip, 0, 0, []), offset: 1 })),
  );

  const stakeMinor = toMinor(stake);
  const balanceMinor = toMinor(balance) ?? 0n;
  const short = stakeMinor !== null && balanceMinor < stakeMinor;

  // What the running flow reads (state is a render behind).
  const live = useRef({ sound, turbo, balance: balanceMinor, alive: true, skipping: false, stopAuto: false });
  live.current.sound = sound;
  live.current.turbo = turbo;
  const windows = useRef<number[][]>(
    motions.map((m) => (m.kind === 'still' ? m.column.slice(1, 1 + ROWS) : [])),
  );
  const landings = useRef(0);
  const waiting = useRef(new Set<() => void>());

  useEffect(() => {
    live.current.balance = balanceMinor;
  }, [balanceMinor]);
  useEffect(() => {
    const state = live.current;
    const pending = waiting.current;
    state.alive = true;
    return () => {
      state.alive = false;
      for (const done of [...pending]) done();
    };
  }, []);

  /** Waits, or not at all once the player cut the round short (or left). */
  const wait = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (live.current.skipping || !live.current.alive || ms <= 0) return resolve();
        const done = () => {
          clearTimeout(timer);
          waiting.current.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiting.current.add(done);
      }),
    [],
  );
  const skip = () => {
    live.current.skipping = true;
    for (const done of [...waiting.current]) done();
  };

  const pace = () => PACE[live.current.turbo ? 'turbo' : 'normal'];
  const instant = () => live.current.skipping || prefersReducedMotion();

  /** Shows windows at rest (the symbol above each, from the strip, only shows in an overshoot). */
  const stillOn = (grid: number[][], stops?: readonly number[]) => {
    windows.current = grid.map((column) => [...column]);
    setMotions(
      grid.map((column, reel) => {
        const strip = model.reels[reel]!;
        const above = stops ? strip[(stops[reel]! - 1 + strip.length) % strip.length]! : column[0]!;
        return { kind: 'still', column: [above, ...column], offset: 1 };
      }),
    );
  };

  /** Lands the reels on a spin's stops, left to right; resolves when the last one stops. */
  const land = async (spin: SpinResult) => {
    if (instant()) {
      stillOn(spin.grid, spin.stops);
      return;
    }
    const { travel, travelStep, perSymbol } = pace();
    let longest = 0;
    const next = spin.stops.map((stop, reel): ReelMotion => {
      const distance = travel + reel * travelStep;
      const column = landingColumn(model.reels[reel]!, stop, distance, windows.current[reel] ?? []);
      // The window is the server's grid, whatever the strip says (they agree; the grid is the record).
      column.splice(1, ROWS, ...spin.grid[reel]!);
      const durationMs = distance * perSymbol + 180;
      longest = Math.max(longest, durationMs);
      if (live.current.sound)
        setTimeout(
          () => live.current.alive && !live.current.skipping && slotSounds.reelStop(reel),
          durationMs - 60,
        );
      landings.current += 1;
      return { kind: 'land', column, from: column.length - ROWS, to: 1, durationMs, key: landings.current };
    });
    setMotions(next);
    await wait(longest + 80);
    stillOn(spin.grid, spin.stops);
  };

  const spinReels = () => {
    if (prefersReducedMotion()) return;
    setMotions(model.reels.map(() => ({ kind: 'loop' })));
  };

  /** Shows a landed spin's wins; resolves after the time its wins deserve. */
  const present = async (spin: SpinResult, roundStake: bigint, soFar: bigint) => {
    setShown({ spin, focus: null, stake: roundStake });
    const amount = payOf(roundStake, spin.multiplier);
    setRoundWin(soFar + amount);
    if (spin.multiplier > 0) {
      setNote({ kind: 'win', amount: soFar + amount });
      if (live.current.sound) slotSounds.win();
    }
    await wait(spin.multiplier > 0 || spin.freeSpinsAwarded > 0 ? pace().win : pace().noWin);
    return soFar + amount;
  };

  /** One paid round: the bet, the reels, the wins, the free spins, the celebration. */
  const playRound = async (): Promise<Outcome> => {
    const roundStake = toMinor(stake);
    if (roundStake === null || roundStake <= 0n) return 'error';
    if (live.current.balance < roundStake) {
      setNote({ kind: 'funds' });
      return 'funds';
    }
    live.current.skipping = false;
    setBusy(true);
    setError(null);
    setShown(null);
    setFeature(null);
    setBanner(null);
    setCelebration(null);
    setRoundWin(0n);
    setNote({ kind: 'hint' });
    spinReels();
    if (live.current.sound) slotSounds.spin();
    let value: TPlayValue;
    try {
      value = await providerApi.play(stake, null);
    } catch (failure) {
      setError(failure);
      stillOn(windows.current);
      setBusy(false);
      return 'error';
    }
    const record: RoundResult | undefined = roundRecordOf(value.round.steps[0]?.record);
    const payout = toMinor(value.round.payout) ?? 0n;
    const after = toMinor(value.balance) ?? 0n;
    // The stake leaves the balance now; the win joins it when the round has been shown.
    live.current.balance = after;
    onPlayed({ ...value, balance: minorUnitsToMoney(after - payout) as TPlayValue['balance'] });
    if (!record) {
      onPlayed(value);
      setBusy(false);
      return 'ok';
    }
    await land(record.base);
    let won = await present(record.base, roundStake, 0n);
    if (record.freeSpins.length > 0) {
      let total = record.base.freeSpinsAwarded;
      setBanner({ kind: 'free', count: total });
      if (live.current.sound) slotSounds.feature();
      await wait(pace().banner);
      setBanner(null);
      for (const [index, spin] of record.freeSpins.entries()) {
        if (!live.current.alive) return 'gone';
        setFeature({ current: index + 1, total, multiplier: spin.featureMultiplier });
        setShown(null);
        spinReels();
        await wait(live.current.turbo ? 90 : 220);
        await land(spin);
        won = await present(spin, roundStake, won);
        if (spin.freeSpinsAwarded > 0) {
          total += spin.freeSpinsAwarded;
          setFeature({ current: index + 1, total, multiplier: spin.featureMultiplier });
          setBanner({ kind: 'more', count: spin.freeSpinsAwarded });
          await wait(pace().banner);
          setBanner(null);
        }
      }
      setBanner({ kind: 'total', amount: won });
      await wait(pace().banner);
      setBanner(null);
    }
    // What the round paid, as the provider paid it (each win above is floored on its own).
    setRoundWin(payout);
    setNote(payout > 0n ? { kind: 'win', amount: payout } : { kind: 'none' });
    const tier = celebrationOf(record.multiplier);
    if (tier) {
      setCelebration({ tier, amount: payout });
      if (live.current.sound) slotSounds.bigWin();
      await wait(CELEBRATION_MS[tier]);
      setCelebration(null);
    }
    setFeature(null);
    setShown({ spin: record.freeSpins.at(-1) ?? record.base, focus: null, stake: roundStake });
    onPlayed(value);
    live.current.balance = after;
    setBusy(false);
    return record.freeSpins.length > 0 ? 'feature' : 'ok';
  };

  const spinOnce = () => {
    if (busy) {
      skip();
      return;
    }
    void playRound();
  };

  const runAutoplay = async (count: number) => {
    setAutoMenu(false);
    live.current.stopAuto = false;
    for (let left = count; left > 0; left--) {
      if (!live.current.alive || live.current.stopAuto) break;
      setAuto(left);
      const outcome = await playRound();
      if (outcome === 'feature') {
        setNote({ kind: 'stopped', why: 'feature' });
        break;
      }
      if (outcome === 'funds') {
        setNote({ kind: 'stopped', why: 'funds' });
        break;
      }
      if (outcome !== 'ok') break;
      const next = toMinor(stake) ?? 0n;
      if (left > 1 && live.current.balance < next) {
        setNote({ kind: 'stopped', why: 'funds' });
        break;
      }
      if (left > 1) await new Promise((resolve) => setTimeout(resolve, pace().pause));
    }
    if (live.current.alive) setAuto(null);
  };

  // Idle: the last spin's wins take turns, one line (or way) at a time with its amount.
  const winCount = shown?.spin.wins.length ?? 0;
  useEffect(() => {
    if (busy || winCount === 0) return;
    if (winCount === 1) {
      setShown((current) => (current ? { ...current, focus: 0 } : current));
      return;
    }
    const timer = setInterval(
      () =>
        setShown((current) =>
          current
            ? { ...current, focus: current.focus === null ? 0 : (current.focus + 1) % winCount }
            : current,
        ),
      1_600,
    );
    return () => clearInterval(timer);
  }, [busy, winCount]);

  const stepStake = (direction: 1 | -1) => {
    const at = stakes.indexOf(stake);
    setStake(stakes[at < 0 ? 3 : Math.min(stakes.length - 1, Math.max(0, at + direction))]!);
  };

  const spin = shown?.spin;
  const focused = spin && shown.focus !== null ? spin.wins[shown.focus] : undefined;
  const highlight = spin
    ? focused
      ? new Set(focused.positions.map(([reel, row]) => `${reel}:${row}`))
      : winningPositions(spin)
    : null;
  // One focused line, or every winning line while a spin's wins are shown together.
  const shownLines = (focused ? [focused] : (spin?.wins ?? []))
    .filter((win) => win.kind === 'line')
    .flatMap((win) => (lines[win.line] ? [lines[win.line]!] : []));
  const money = (minor: bigint) => moneyText(minorUnitsToMoney(minor), currency);

  const noteText = (() => {
    if (focused && spin) {
      const amount = money(payOf(shown.stake, focused.multiplier));
      return focused.kind === 'line'
        ? t('slot_line_win', {
            line: focused.line + 1,
            count: focused.count,
            symbol: nameOf(model.symbols[focused.symbol]!.code),
            amount,
          })
        : t('slot_ways_win', {
            ways: focused.ways,
            count: focused.count,
            symbol: nameOf(model.symbols[focused.symbol]!.code),
            amount,
          });
    }
    switch (note.kind) {
      case 'win':
        return t('slot_you_win', { amount: money(note.amount) });
      case 'none':
        return t('slot_no_win');
      case 'funds':
        return t('provider_err_insufficient_funds');
      case 'stopped':
        return t(note.why === 'feature' ? 'slot_autoplay_stopped_feature' : 'slot_autoplay_stopped_funds');
      default:
        return t('slot_good_luck');
    }
  })();

  return (
    <section
      aria-label={t('slot_title')}
      className="relative flex flex-col gap-3 rounded-3xl border border-primary/30 bg-gradient-to-b from-[#141c3a] to-[#0b1024] p-3 shadow-2xl shadow-black/50 sm:p-5"
    >
      <style>{SLOT_STYLES}</style>

      {/* Above the reels: the way it pays, the feature's counter and multiplier, the paytable. */}
      <div className="flex min-h-9 flex-wrap items-center gap-2">
        <span className="rounded-full border border-primary/30 px-2.5 py-1 text-[11px] font-semibold text-muted">
          {model.mode.kind === 'paylines'
            ? t('slot_mode_lines', { count: waysCount(model) })
            : t('slot_mode_ways', { count: waysCount(model) })}
        </span>
        {feature && (
          <>
            <span
              data-testid="slot-free-spins"
              className="rounded-full bg-gold px-3 py-1 text-xs font-extrabold text-on-primary"
            >
              {t('slot_free_spin_counter', { current: feature.current, total: feature.total })}
            </span>
            <span
              data-testid="slot-feature-multiplier"
              className="rounded-full border border-primary px-2.5 py-1 text-xs font-bold text-primary"
            >
              {t('slot_feature_multiplier', { multiplier: feature.multiplier })}
            </span>
          </>
        )}
        <button
          type="button"
          onClick={() => setInfo(true)}
          className="ml-auto rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-muted transition hover:border-primary hover:text-primary"
        >
          {t('slot_info')}
        </button>
      </div>

      {/* The reels, in a gold frame, with the banners and the celebration over them. */}
      <div className="relative rounded-[1.3rem] bg-gold p-[3px] shadow-lg shadow-primary/20">
        <SlotReels
          model={model}
          set={set}
          motions={motions}
          highlight={highlight}
          lines={shownLines}
          label={t('slot_reels')}
        />
        {banner && (
          <div className="pointer-events-none absolute inset-0 z-10 grid place-items-center p-4">
            <div
              data-testid="slot-banner"
              className="lw-slot-zoom rounded-2xl border-2 border-primary bg-[#0b1024]/95 px-5 py-3 text-center text-lg font-extrabold shadow-2xl shadow-black sm:text-2xl"
            >
              <span className="text-gold">
                {banner.kind === 'free'
                  ? t('slot_free_spins_won', { count: banner.count })
                  : banner.kind === 'more'
                    ? t('slot_free_spins_more', { count: banner.count })
                    : t('slot_free_spins_total', { amount: money(banner.amount) })}
              </span>
            </div>
          </div>
        )}
        {celebration && (
          <button
            type="button"
            data-testid="slot-celebration"
            onClick={skip}
            className="absolute inset-0 z-10 grid place-items-center overflow-hidden rounded-[1.3rem] bg-[radial-gradient(circle,rgba(20,28,58,0.85),rgba(5,8,20,0.95))]"
          >
            {!prefersReducedMotion() &&
              COINS.map((coin, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: decorative coins.
                  key={i}
                  aria-hidden="true"
                  className="lw-slot-coin rounded-full bg-gold shadow shadow-black/40"
                  style={{
                    left: `${coin.left}%`,
                    width: coin.size,
                    height: coin.size,
                    animationDelay: `${coin.delay}ms`,
                    animationDuration: `${coin.duration}ms`,
                  }}
                />
              ))}
            <span className="lw-slot-zoom relative flex flex-col items-center gap-1">
              <span className="text-4xl font-black tracking-wide text-gold drop-shadow-[0_4px_12px_rgba(242,193,78,0.5)] sm:text-6xl">
                {t(`slot_${celebration.tier}_win`)}
              </span>
              <span className="text-xl font-extrabold tabular-nums text-ink sm:text-3xl">
                <CountUp
                  to={celebration.amount}
                  ms={CELEBRATION_MS[celebration.tier] - 800}
                  currency={currency}
                />
              </span>
              <span className="text-[11px] text-muted">{t('slot_tap_to_continue')}</span>
            </span>
          </button>
        )}
      </div>

      {/* The message line: a win line by line, the round's win, or a hint. */}
      <p
        data-testid="slot-message"
        role="status"
        aria-live="polite"
        className={`min-h-6 text-center text-sm font-semibold ${
          note.kind === 'win' || focused
            ? 'text-emerald-300'
            : note.kind === 'funds' || note.kind === 'stopped'
              ? 'text-amber-200'
              : 'text-muted'
        }`}
      >
        {noteText}
      </p>

      {/* The numbers: stake, total win, balance. */}
      <div className="grid grid-cols-2 gap-2 text-center sm:grid-cols-3">
        <div className="col-span-2 flex items-center justify-between gap-2 rounded-xl bg-black/25 px-2 py-1.5 sm:col-span-1 sm:flex-col sm:justify-center sm:gap-1 sm:px-1">
          <span id={`${id}-stake`} className="text-[11px] text-muted">
            {t('provider_stake')}
          </span>
          <div className="flex min-w-0 flex-1 items-center justify-end gap-3 sm:w-full sm:justify-between sm:gap-1">
            <button
              type="button"
              aria-label={t('slot_stake_down')}
              disabled={busy || auto !== null || stakes.indexOf(stake) === 0}
              onClick={() => stepStake(-1)}
              className="grid size-7 shrink-0 place-items-center rounded-full border border-line text-sm font-bold disabled:opacity-40"
            >
              −
            </button>
            <output
              aria-labelledby={`${id}-stake`}
              data-testid="slot-stake"
              className="min-w-24 truncate text-center text-sm font-bold tabular-nums sm:min-w-0"
            >
              {moneyText(stake, '').trim()}
            </output>
            <button
              type="button"
              aria-label={t('slot_stake_up')}
              disabled={busy || auto !== null || stakes.indexOf(stake) === stakes.length - 1}
              onClick={() => stepStake(1)}
              className="grid size-7 shrink-0 place-items-center rounded-full border border-line text-sm font-bold disabled:opacity-40"
            >
              +
            </button>
          </div>
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-black/25 px-1 py-1.5">
          <span className="text-[11px] text-muted">{t('slot_total_win')}</span>
          <span
            data-testid="slot-total-win"
            className={`truncate text-sm font-extrabold tabular-nums ${roundWin > 0n ? 'text-emerald-300' : ''}`}
          >
            {money(roundWin)}
          </span>
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-black/25 px-1 py-1.5">
          <span className="text-[11px] text-muted">{t('provider_balance')}</span>
          <span data-testid="slot-balance" className="truncate text-sm font-bold tabular-nums">
            {moneyText(balance, currency)}
          </span>
        </div>
      </div>

      {(error !== null || (short && !busy && note.kind !== 'funds' && note.kind !== 'stopped')) && (
        <p
          role="alert"
          className="rounded-xl border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200"
        >
          {error !== null ? t(errorMessageKey(error)) : t('provider_err_insufficient_funds')}
        </p>
      )}

      {/* Controls: turbo, spin (a quick stop while the reels turn), autoplay. */}
      <div className="relative grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <button
          type="button"
          aria-pressed={turbo}
          onClick={() => setTurbo((on) => !on)}
          className="justify-self-start rounded-full border border-line px-3 py-2 text-xs font-bold text-muted transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-primary"
        >
          ⚡ {t('slot_turbo')}
        </button>
        <button
          type="button"
          data-testid="slot-spin"
          onClick={spinOnce}
          disabled={!busy && (stakeMinor === null || short || auto !== null)}
          aria-label={busy ? t('slot_skip') : t('slot_spin')}
          className="grid size-20 place-items-center rounded-full bg-gold text-base font-black text-on-primary shadow-lg shadow-primary/40 ring-4 ring-primary/25 transition hover:brightness-110 active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 sm:size-24 sm:text-lg"
        >
          {busy ? (
            <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
              <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
            </svg>
          ) : (
            t('slot_spin')
          )}
        </button>
        {auto !== null ? (
          <button
            type="button"
            data-testid="slot-autoplay-stop"
            onClick={() => {
              live.current.stopAuto = true;
            }}
            className="justify-self-end rounded-full border border-primary bg-primary/15 px-3 py-2 text-xs font-bold text-primary"
            aria-label={t('slot_autoplay_stop')}
          >
            ■ {t('slot_autoplay_left', { count: auto })}
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={autoMenu}
            aria-controls={`${id}-auto`}
            disabled={busy || short || stakeMinor === null}
            onClick={() => setAutoMenu((open) => !open)}
            className="justify-self-end rounded-full border border-line px-3 py-2 text-xs font-bold text-muted transition hover:border-primary hover:text-primary disabled:opacity-40 aria-expanded:border-primary aria-expanded:text-primary"
          >
            ↻ {t('slot_autoplay')}
          </button>
        )}
        {autoMenu && auto === null && (
          <fieldset
            id={`${id}-auto`}
            className="absolute right-0 bottom-full z-10 mb-2 flex w-60 flex-col gap-2 rounded-2xl border border-primary/40 bg-[#0b1024] p-3 shadow-2xl shadow-black"
          >
            <legend className="sr-only">{t('slot_autoplay_title')}</legend>
            <div className="grid grid-cols-3 gap-1.5">
              {AUTOPLAY.map((count) => (
                <button
                  key={count}
                  type="button"
                  onClick={() => void runAutoplay(count)}
                  className="rounded-full border border-primary/50 py-1.5 text-xs font-bold transition hover:bg-primary hover:text-on-primary"
                >
                  {t('slot_autoplay_spins', { count })}
                </button>
              ))}
            </div>
            <p className="text-[11px] text-muted">{t('slot_autoplay_hint')}</p>
          </fieldset>
        )}
      </div>

      <SlotInfo
        open={info}
        onClose={() => setInfo(false)}
        model={model}
        set={set}
        stakeMinor={stakeMinor ?? 0n}
        currency={currency}
      />
    </section>
  );
};
