/**
 * The crash game client (issue 6, ADR 039): one shared round for every player. The live feed
 * (server-sent events) says what changed — phase, bets, cash-outs, the crash and its hash — and
 * between events the client draws the curve itself from the round's start time and the exact curve
 * of `@luckwell/games/crash`, on a canvas at the screen's frame rate. Bets and cash-outs go to the
 * provider, which decides every outcome on its own clock.
 */
import type { TCrashMyBet } from '@luckwell/contracts/provider/crash';
import type { TPlayValue } from '@luckwell/contracts/provider/house-games';
import { CRASH_MAX_MS, crashMultiplierAt } from '@luckwell/games/crash';
import { errorMessageKey } from '@luckwell/ui/api-client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import { prefersReducedMotion } from '../../../shared/reduced-motion.ts';
import type { GameClientProps } from '../engine-clients.ts';
import { moneyText } from '../money-text.ts';
import { sounds } from '../sound.ts';
import { STAKE_CHIPS, StakeChips, stakeToMinor } from '../stake-chips.tsx';
import { type CrashFeedState, crashApi, openCrashFeed } from './crash-api.ts';
import { crashText, drawCurve } from './crash-curve.ts';

/** "2", "2.5", "2.50" → 250 hundredths; undefined when not a valid target, null when empty. */
const parseTarget = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value >= 101 && value <= 100_000_000 ? value : undefined;
};
const pointTone = (hundredths: number) =>
  hundredths < 200
    ? 'border-red-400/40 bg-red-500/15 text-red-200'
    : hundredths < 1_000
      ? 'border-emerald-400/40 bg-emerald-500/15 text-emerald-200'
      : 'border-gold/60 bg-gold/20 text-gold';

/** The verifier's address for a crashed round, prefilled. */
export const crashVerifyPath = (game: {
  hash: string;
  salt: string;
  commitment: string;
  chainGame: number;
}) =>
  `/verify?${new URLSearchParams({
    engine: 'crash',
    hash: game.hash,
    salt: game.salt,
    commitment: game.commitment,
    game: String(game.chainGame),
  })}`;

export const CrashClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [feed, setFeed] = useState<CrashFeedState | null>(null);
  const [connected, setConnected] = useState(true);
  const [myBet, setMyBet] = useState<TCrashMyBet | null>(null);
  const [stake, setStake] = useState(STAKE_CHIPS[0]!);
  const [auto, setAuto] = useState('');
  const offset = useRef(0);
  const lastPlay = useRef<TPlayValue | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const multiplierRef = useRef<HTMLOutputElement>(null);
  const countdownRef = useRef<HTMLSpanElement>(null);
  const payoutRef = useRef<HTMLSpanElement>(null);
  const feedRef = useRef(feed);
  const myBetRef = useRef(myBet);
  feedRef.current = feed;
  myBetRef.current = myBet;

  const apply = useCallback((state: CrashFeedState) => {
    offset.current = Date.parse(state.serverTime) - Date.now();
    setFeed(state);
  }, []);

  // The page's callback changes with every render of the page: read it through a ref.
  const onPlayedRef = useRef(onPlayed);
  onPlayedRef.current = onPlayed;

  /**
   * My bet as the server has it now; a resolved one brings the balance after its credit. One ask at
   * a time; an answer older than the bet on screen (a bet placed meanwhile) changes nothing, and a bet
   * the server no longer reports (its game two or more behind) leaves the screen.
   */
  const asking = useRef(false);
  const refreshBet = useCallback(async () => {
    if (asking.current) return;
    asking.current = true;
    const state = await crashApi.state().catch(() => null);
    asking.current = false;
    if (!state) return;
    const shown = myBetRef.current;
    const mine = state.myBet;
    if (!mine) {
      if (shown && !shown.resolved && shown.gameNumber < state.game.number - 1) setMyBet(null);
      return;
    }
    if (shown && mine.gameNumber < shown.gameNumber) return;
    setMyBet(mine);
    const played = lastPlay.current;
    if (mine.balance && played?.round.roundId === mine.roundId)
      onPlayedRef.current({ ...played, balance: mine.balance });
  }, []);

  useEffect(() => {
    // The state first (with my bet, after a reload), then the live feed.
    void crashApi
      .state()
      .then((state) => {
        apply(state);
        if (state.myBet) setMyBet(state.myBet);
      })
      .catch(() => undefined);
    return openCrashFeed(
      (state) => {
        apply(state);
        setConnected(true);
      },
      () => setConnected(false),
    );
  }, [apply]);

  // While my bet is open, every change of the round may be its outcome (an auto cash-out, the crash);
  // a feed already on a later game (the crash missed on a slow connection) means it is over.
  useEffect(() => {
    const bet = myBetRef.current;
    if (
      feed &&
      bet &&
      !bet.resolved &&
      (bet.gameNumber < feed.game.number ||
        (bet.gameNumber === feed.game.number && feed.game.phase !== 'betting'))
    ) {
      void refreshBet();
    }
  }, [feed, refreshBet]);

  const game = feed?.game;
  const current = myBet && game && myBet.gameNumber === game.number ? myBet : null;
  // The outcome of my last bet stays in view after the next round opens, until I bet again.
  const outcome = current ?? (myBet?.resolved ? myBet : null);

  // The frame loop: the curve, the big number, the countdown and the live payout, written straight
  // to the canvas and the DOM (no React render per frame). Reduced motion: four updates a second.
  useEffect(() => {
    let frame = 0;
    let last = 0;
    const slow = prefersReducedMotion();
    let lastSecond = -1;
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (slow && time - last < 250) return;
      last = time;
      const state = feedRef.current;
      if (!state) return;
      const now = Date.now() + offset.current;
      const starts = Date.parse(state.game.startsAt);
      const crashed = state.game.phase === 'crashed';
      const elapsed = crashed
        ? Date.parse(state.game.crashesAt ?? state.game.startsAt) - starts
        : Math.max(0, Math.min(now - starts, CRASH_MAX_MS));
      const multiplier = crashed ? (state.game.crashPoint ?? 100) : crashMultiplierAt(Math.floor(elapsed));
      if (canvas.current) drawCurve(canvas.current, { elapsedMs: elapsed, multiplier, crashed });
      if (multiplierRef.current) {
        multiplierRef.current.textContent = crashed
          ? crashText(state.game.crashPoint ?? 100)
          : now < starts
            ? ''
            : crashText(multiplier);
      }
      if (countdownRef.current) {
        const left = Math.max(0, (starts - now) / 1000);
        countdownRef.current.textContent = t('crash_seconds', { seconds: left.toFixed(1) });
        const second = Math.ceil(left);
        if (sound && second !== lastSecond && second <= 3 && second > 0 && state.game.phase === 'betting') {
          sounds.tick();
        }
        lastSecond = second;
      }
      const bet = myBetRef.current;
      if (payoutRef.current && bet && !crashed && now >= starts) {
        const minor = stakeToMinor(bet.stake) ?? 0n;
        payoutRef.current.textContent = moneyText(
          minorUnitsToMoney((minor * BigInt(multiplier)) / 100n),
          session.currency,
        );
      }
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [sound, session.currency, t]);

  // The crash, heard: a low tone when my open bet goes down with it.
  const crashedNumber = game?.phase === 'crashed' ? game.number : null;
  useEffect(() => {
    if (!crashedNumber || !sound) return;
    const bet = myBetRef.current;
    if (bet && bet.gameNumber === crashedNumber && bet.cashedOutAt === null) sounds.loss();
  }, [crashedNumber, sound]);

  const target = parseTarget(auto);
  const stakeMinor = stakeToMinor(stake);
  const short = stakeMinor !== null && (stakeToMinor(balance) ?? 0n) < stakeMinor;

  const bet = useMutation({
    mutationFn: () => crashApi.bet(stake, target ?? null),
    onSuccess: (value) => {
      lastPlay.current = value;
      setMyBet(value.bet);
      onPlayedRef.current(value);
    },
  });
  const cashOut = useMutation({
    mutationFn: crashApi.cashOut,
    onSuccess: (value) => {
      lastPlay.current = value;
      setMyBet(value.bet);
      onPlayedRef.current(value);
      if (sound) (value.bet.cashedOutAt !== null ? sounds.win : sounds.loss)();
    },
  });
  const error = bet.error ?? cashOut.error;

  if (!feed || !game) {
    return (
      <section className="grid min-h-72 place-items-center rounded-3xl border border-primary/25 bg-[#0b1024] p-6 text-sm text-muted">
        {t('crash_connecting')}
      </section>
    );
  }

  const phase = game.phase;
  const lastCrashed = feed.recent[0];
  const canBet = phase === 'betting' && !current;
  const canCashOut = phase === 'running' && current !== null && !current.resolved;

  return (
    <section
      aria-label={t('crash_title')}
      className="flex flex-col gap-3 rounded-3xl border border-primary/25 bg-gradient-to-b from-[#141c3a] to-[#0b1024] p-3 shadow-2xl shadow-black/50 sm:p-5"
    >
      {/* Recent crash points */}
      {feed.recent.length > 0 && (
        <nav aria-label={t('crash_recent')} className="flex gap-1.5 overflow-x-auto pb-1">
          {feed.recent.map((r) => (
            <a
              key={r.number}
              href={crashVerifyPath(r)}
              target="_blank"
              rel="noreferrer"
              title={t('crash_round', { number: r.number })}
              className={`shrink-0 rounded-full border px-2.5 py-1 font-mono text-xs font-bold tabular-nums ${pointTone(r.crashPoint)}`}
            >
              {crashText(r.crashPoint)}
            </a>
          ))}
        </nav>
      )}

      {/* The stage: the curve, the big number, the phase */}
      <div className="relative h-56 overflow-hidden rounded-2xl border border-line bg-[radial-gradient(circle_at_30%_100%,rgba(245,196,81,0.10),transparent_60%),#070b1a] sm:h-72">
        <div aria-hidden="true" className="absolute inset-0">
          <canvas ref={canvas} className="size-full" />
        </div>
        <div className="absolute top-2 left-3 flex items-center gap-2 text-xs text-muted">
          <span data-testid="crash-game-number" className="font-semibold text-ink/80">
            {t('crash_round', { number: game.number })}
          </span>
          {!connected && <span className="text-red-300">{t('crash_reconnecting')}</span>}
        </div>
        <div
          className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1"
          data-testid="crash-phase"
          data-phase={phase}
        >
          {phase === 'betting' && (
            <>
              <span className="text-sm text-muted">{t('crash_betting_in')}</span>
              <span
                ref={countdownRef}
                className="text-4xl font-extrabold text-gold tabular-nums sm:text-5xl"
              />
            </>
          )}
          <output
            ref={multiplierRef}
            data-testid="crash-multiplier"
            className={`text-6xl font-black tabular-nums tracking-tight drop-shadow-[0_0_24px_rgba(245,196,81,0.35)] sm:text-7xl ${
              phase === 'crashed' ? 'text-red-400' : 'text-ink'
            }`}
          />
          {phase === 'crashed' && game.crashPoint !== null && (
            <span
              data-testid="crash-point"
              data-point={game.crashPoint}
              className="text-sm font-bold text-red-300"
            >
              {t('crash_crashed_at', { multiplier: crashText(game.crashPoint) })}
            </span>
          )}
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-[1fr_1fr]">
        {/* The bet panel */}
        <div className="flex flex-col gap-2.5 rounded-2xl border border-line bg-black/20 p-3">
          <div className="flex items-center gap-2">
            <label
              htmlFor={`${id}-stake`}
              className="w-24 shrink-0 text-xs uppercase tracking-wider text-muted"
            >
              {t('provider_stake')}
            </label>
            <input
              id={`${id}-stake`}
              inputMode="decimal"
              value={stake}
              disabled={!canBet}
              onChange={(event) => setStake(event.target.value.replace(/[^\d.]/g, ''))}
              className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-2 text-right font-mono text-sm font-bold text-ink outline-none focus:border-primary"
            />
          </div>
          <StakeChips stake={stake} disabled={!canBet} onPick={setStake} />
          <div className="flex items-center gap-2">
            <label
              htmlFor={`${id}-auto`}
              className="w-24 shrink-0 text-xs uppercase tracking-wider text-muted"
            >
              {t('crash_auto')}
            </label>
            <input
              id={`${id}-auto`}
              inputMode="decimal"
              value={auto}
              placeholder={t('crash_auto_placeholder')}
              disabled={!canBet}
              aria-invalid={target === undefined}
              onChange={(event) => setAuto(event.target.value.replace(/[^\d.]/g, ''))}
              className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-2 text-right font-mono text-sm font-bold text-ink outline-none placeholder:font-sans placeholder:font-normal placeholder:text-muted/70 focus:border-primary aria-invalid:border-red-400"
            />
          </div>
          {(error || short || target === undefined) && (
            <p
              role="alert"
              className="rounded-xl border border-red-400/30 bg-red-400/10 px-3 py-2 text-sm text-red-200"
            >
              {error
                ? t(errorMessageKey(error))
                : target === undefined
                  ? t('crash_auto_invalid')
                  : t('provider_err_insufficient_funds')}
            </p>
          )}
          {canCashOut ? (
            <button
              type="button"
              onClick={() => cashOut.mutate()}
              disabled={cashOut.isPending}
              className="flex min-h-14 flex-col items-center justify-center rounded-2xl bg-gradient-to-b from-emerald-400 to-emerald-600 font-extrabold text-[#04150c] shadow-lg shadow-emerald-500/30 transition hover:brightness-110 disabled:opacity-60"
            >
              <span className="text-lg">{t('crash_cash_out')}</span>
              <span
                ref={payoutRef}
                data-testid="crash-live-payout"
                className="font-mono text-sm tabular-nums"
              />
            </button>
          ) : (
            <button
              type="button"
              onClick={() => bet.mutate()}
              disabled={
                !canBet ||
                bet.isPending ||
                stakeMinor === null ||
                stakeMinor <= 0n ||
                short ||
                target === undefined
              }
              className="min-h-14 rounded-2xl bg-gold text-lg font-extrabold text-on-primary shadow-lg shadow-primary/30 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {phase === 'betting'
                ? current
                  ? t('crash_bet_placed')
                  : t('crash_bet')
                : current && !current.resolved
                  ? t('crash_bet_placed')
                  : t('crash_wait_next')}
            </button>
          )}
          <p data-testid="crash-result" role="status" className="min-h-5 text-center text-sm font-semibold">
            {outcome?.resolved && outcome.cashedOutAt !== null && (
              <span className="text-emerald-300">
                {t('crash_cashed_out', {
                  multiplier: crashText(outcome.cashedOutAt),
                  amount: moneyText(outcome.payout ?? '0.00', session.currency),
                })}
              </span>
            )}
            {outcome?.resolved && outcome.cashedOutAt === null && (
              <span className="text-red-300">
                {t('crash_lost', { multiplier: crashText(outcome.crashPoint ?? game.crashPoint ?? 100) })}
              </span>
            )}
            {current && !current.resolved && (
              <span className="font-normal text-muted">
                {t('crash_your_bet', {
                  stake: moneyText(current.stake, session.currency),
                  auto: current.autoCashOut
                    ? t('crash_your_auto', { multiplier: crashText(current.autoCashOut) })
                    : '',
                })}
              </span>
            )}
          </p>
        </div>

        {/* The players of this round */}
        <div className="flex min-h-40 flex-col rounded-2xl border border-line bg-black/20 p-3">
          <h2 className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
            {t('crash_players', { count: feed.bets.length })}
          </h2>
          {feed.bets.length === 0 ? (
            <p className="text-sm text-muted">{t('crash_no_players')}</p>
          ) : (
            <table className="w-full text-sm" data-testid="crash-players">
              <thead className="text-left text-[11px] text-muted">
                <tr>
                  <th className="font-normal">{t('crash_col_player')}</th>
                  <th className="text-right font-normal">{t('crash_col_stake')}</th>
                  <th className="text-right font-normal">{t('crash_col_cashout')}</th>
                </tr>
              </thead>
              <tbody>
                {feed.bets.map((b) => (
                  <tr key={b.id} className="border-t border-line/50">
                    <td className="py-1 font-mono text-xs">{b.name}</td>
                    <td className="py-1 text-right tabular-nums">{moneyText(b.stake, b.currency)}</td>
                    <td
                      className={`py-1 text-right font-bold tabular-nums ${
                        b.cashedOutAt !== null
                          ? 'text-emerald-300'
                          : b.payout !== null
                            ? 'text-red-300'
                            : 'text-muted'
                      }`}
                    >
                      {b.cashedOutAt !== null ? crashText(b.cashedOutAt) : b.payout !== null ? '✕' : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>

      {/* Fairness */}
      <details className="rounded-2xl border border-line bg-black/20 p-3 text-xs">
        <summary className="cursor-pointer font-bold text-gold">{t('crash_fairness')}</summary>
        <p className="mt-2 leading-relaxed text-muted">{t('crash_fair_note')}</p>
        <dl className="mt-2 grid gap-1.5">
          <div>
            <dt className="text-muted">{t('crash_commitment')}</dt>
            <dd data-testid="crash-commitment" className="break-all font-mono">
              {feed.chain.commitment}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('crash_salt')}</dt>
            <dd className="break-all font-mono">{feed.chain.salt}</dd>
          </div>
          {lastCrashed && (
            <div>
              <dt className="text-muted">{t('crash_last_hash', { number: lastCrashed.number })}</dt>
              <dd className="break-all font-mono">
                {lastCrashed.hash}{' '}
                <a
                  href={crashVerifyPath(lastCrashed)}
                  target="_blank"
                  rel="noreferrer"
                  className="font-sans font-bold text-gold underline"
                >
                  {t('crash_verify')}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </details>
    </section>
  );
};
