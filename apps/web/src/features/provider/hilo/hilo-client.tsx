/**
 * The hi-lo game client (issue 6, ADR 038): the card showing drawn in SVG, higher / lower with
 * their chance and multiplier (the engine's own `hiloWinningRanks` and `hiloNextMultiplier`), a
 * limited skip, the running multiplier, cash out after a right guess, and the trail of cards drawn.
 * Every card comes from the provider; an open round comes back with the session and resumes here.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import {
  type HiloGuess,
  type HiloRecord,
  hiloNextMultiplier,
  hiloRank,
  hiloSuit,
  hiloWinningRanks,
} from '@luckwell/games/hilo';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameClientProps } from '../engine-clients.ts';
import {
  BigButton,
  ErrorNote,
  Figures,
  GameFrame,
  latestRecord,
  payoutOf,
  StakeBar,
  toMinor,
  useStake,
} from '../minis/game-kit.tsx';
import { moneyText, multiplierText } from '../money-text.ts';
import { providerApi } from '../provider-api.ts';
import { sounds } from '../sound.ts';
import { PlayingCard, rankLabel } from './playing-card.tsx';

type HiloMove = { type: 'guess'; guess: HiloGuess } | { type: 'skip' } | { type: 'cashOut' };

/** The button's words: on an ace "higher" is strict and "lower" means the same rank; on a king the reverse. */
const guessLabel = (rank: number, guess: HiloGuess) => {
  if (guess === 'higher')
    return rank === 1 ? 'hilo_higher' : rank === 13 ? 'hilo_same' : 'hilo_higher_or_same';
  return rank === 13 ? 'hilo_lower' : rank === 1 ? 'hilo_same' : 'hilo_lower_or_same';
};

export const HiloClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const { stake, setStake, short, valid } = useStake(balance);
  const [round, setRound] = useState<TProviderRound | null>(
    session.openRound?.engine === 'hilo' ? session.openRound : null,
  );
  const record = latestRecord<HiloRecord>(round);
  const open = round?.status === 'open' && record?.status === 'playing';
  const rank = record ? hiloRank(record.card) : null;
  const running = record && record.guesses > 0 ? record.multiplier : 10_000;
  const roundStake = round ? (toMinor(round.stake) ?? 0n) : 0n;
  const cardName = (card: number) =>
    t('hilo_card', { rank: rankLabel(card), suit: t(`hilo_suit_${hiloSuit(card)}`) });

  const played = (value: Parameters<GameClientProps['onPlayed']>[0]) => {
    setRound(value.round);
    onPlayed(value);
    const now = latestRecord<HiloRecord>(value.round);
    if (!sound || !now) return;
    if (now.status === 'lost') sounds.loss();
    else if (now.status === 'won') sounds.win();
    else sounds.tick();
  };
  const bet = useMutation({ mutationFn: () => providerApi.play(stake, null), onSuccess: played });
  const act = useMutation({
    mutationFn: (action: HiloMove) => providerApi.act(round!.roundId, action),
    onSuccess: played,
  });
  const busy = bet.isPending || act.isPending;
  const ended = round && !open ? record : undefined;

  return (
    <GameFrame label={t('hilo_title')}>
      <p data-testid="hilo-result" role="status" className="min-h-6 text-center text-sm font-semibold">
        {ended?.status === 'won' && round ? (
          <span className="text-emerald-300">
            {t('hilo_result_win', { amount: moneyText(round.payout, session.currency) })}
          </span>
        ) : ended?.status === 'lost' ? (
          <span className="text-red-300">
            {ended.timedOut ? t('hilo_result_timeout') : t('hilo_result_loss')}
          </span>
        ) : open && round === session.openRound ? (
          <span className="text-gold">{t('minis_resumed')}</span>
        ) : (
          <span className="font-normal text-muted">{open ? t('hilo_hint_guess') : t('hilo_hint')}</span>
        )}
      </p>

      <div className="flex items-center justify-center gap-4 py-2 [perspective:800px]">
        <PlayingCard
          key={record?.history.length ?? 'back'}
          card={record?.card ?? null}
          label={record ? cardName(record.card) : t('hilo_title')}
          className={`${record ? 'motion-safe:animate-[hilo-flip_320ms_ease-out]' : ''} ${
            ended?.status === 'lost'
              ? 'ring-4 ring-red-400/70'
              : ended?.status === 'won'
                ? 'ring-4 ring-emerald-300/70'
                : ''
          }`}
        />
      </div>

      {record && (
        <div className="flex flex-col gap-1">
          <span className="text-[11px] uppercase tracking-wider text-muted">{t('hilo_trail')}</span>
          <ol data-testid="hilo-trail" className="flex gap-1.5 overflow-x-auto pb-1">
            {record.history.map((step, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the trail only grows; a step's place is its identity.
                key={i}
                className={`flex shrink-0 flex-col items-center gap-0.5 ${step.action === 'skip' ? 'opacity-50' : ''}`}
              >
                <PlayingCard small card={step.card} label={cardName(step.card)} />
                <span className="text-[10px] font-bold tabular-nums text-muted">
                  {step.action === 'higher'
                    ? '▲'
                    : step.action === 'lower'
                      ? '▼'
                      : step.action === 'skip'
                        ? '»'
                        : '•'}
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}

      <Figures
        items={[
          [
            t('hilo_total'),
            record && record.guesses > 0 ? multiplierText(record.multiplier) : '—',
            'hilo-total',
          ],
          [
            t('hilo_cashout_value'),
            open && record && record.guesses > 0
              ? moneyText(payoutOf(roundStake, record.multiplier), session.currency)
              : '—',
            'hilo-cashout-value',
          ],
        ]}
      />

      {open && rank !== null && record ? (
        <>
          <div className="grid grid-cols-2 gap-2">
            {(['higher', 'lower'] as const).map((guess) => {
              const chance = (hiloWinningRanks(rank, guess) * 100) / 13;
              return (
                <button
                  key={guess}
                  type="button"
                  data-testid={`hilo-${guess}`}
                  disabled={busy}
                  onClick={() => act.mutate({ type: 'guess', guess })}
                  className="flex flex-col items-center gap-0.5 rounded-2xl border border-primary/40 bg-primary/10 px-2 py-3 transition hover:border-primary hover:bg-primary/20 disabled:opacity-50"
                >
                  <span className="text-base font-extrabold text-gold">
                    {guess === 'higher' ? '▲ ' : '▼ '}
                    {t(guessLabel(rank, guess))}
                  </span>
                  <span className="text-xs text-muted">
                    {t('hilo_chance', { chance: chance.toFixed(2) })}
                  </span>
                  <span className="font-mono text-sm font-bold tabular-nums">
                    {multiplierText(hiloNextMultiplier(10_000, rank, guess))}
                  </span>
                </button>
              );
            })}
          </div>
          <button
            type="button"
            data-testid="hilo-skip"
            disabled={busy || record.skipsLeft === 0}
            onClick={() => act.mutate({ type: 'skip' })}
            className="rounded-xl border border-line py-2 text-sm font-bold text-muted transition hover:border-primary hover:text-ink disabled:opacity-40"
          >
            {t('hilo_skip', { left: record.skipsLeft })}
          </button>
        </>
      ) : (
        <StakeBar stake={stake} onStake={setStake} disabled={busy} />
      )}

      <ErrorNote error={bet.error ?? act.error} short={!open && short} />
      {open && <p className="text-center text-[11px] text-muted">{t('minis_timeout_note')}</p>}

      {open && record ? (
        <BigButton
          tone="green"
          data-testid="hilo-cashout"
          disabled={busy || record.guesses === 0}
          onClick={() => act.mutate({ type: 'cashOut' })}
        >
          {record.guesses === 0
            ? t('hilo_cashout_first')
            : t('hilo_cashout', { amount: moneyText(payoutOf(roundStake, running), session.currency) })}
        </BigButton>
      ) : (
        <BigButton data-testid="hilo-bet" disabled={busy || !valid} onClick={() => bet.mutate()}>
          {bet.isPending ? t('hilo_betting') : t('hilo_bet')}
        </BigButton>
      )}
      <style>
        {'@keyframes hilo-flip{0%{transform:rotateY(90deg);opacity:.4}100%{transform:rotateY(0);opacity:1}}'}
      </style>
    </GameFrame>
  );
};
