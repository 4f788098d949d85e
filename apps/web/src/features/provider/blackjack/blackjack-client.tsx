/**
 * The blackjack table client (issue 21, ADR 085): stake chips and Deal, then Hit / Stand / Double /
 * Split, each enabled only when the rules allow it (the step record's `allowed`); a double or a
 * split shows the extra stake it takes, which the provider debits before the card is dealt. Every
 * card comes from the provider; the dealer's hole card stays face down until the round is over. An
 * open round comes back with the session and resumes here. Each act carries its step number, so a
 * retried click is answered with the round as it stands, never played twice.
 */
import type { TPlayValue, TProviderRound } from '@luckwell/contracts/provider/house-games';
import type { BlackjackRecord } from '@luckwell/games/blackjack-engine';
import { type BlackjackAction, isBlackjack } from '@luckwell/games/cards/blackjack';
import { BLACKJACK_HOUSE_EDGE } from '@luckwell/games/cards/blackjack-strategy';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import type { GameClientProps } from '../engine-clients.ts';
import { BigButton, ErrorNote, Figures, GameFrame, latestRecord, useStake } from '../minis/game-kit.tsx';
import { moneyText } from '../money-text.ts';
import { providerApi } from '../provider-api.ts';
import { sounds } from '../sound.ts';
import { StakeChips } from '../stake-chips.tsx';
import { BlackjackTable } from './blackjack-table.tsx';

/** The proven house edge in percent, two decimals (0.57). */
const EDGE = (
  Number((BLACKJACK_HOUSE_EDGE.numerator * 10_000n) / BLACKJACK_HOUSE_EDGE.denominator) / 100
).toFixed(2);

const MOVES: { action: BlackjackAction; key: string; tone: string }[] = [
  { action: 'hit', key: 'bj_hit', tone: 'border-emerald-300/60 bg-emerald-400/15 text-emerald-200' },
  { action: 'stand', key: 'bj_stand', tone: 'border-red-300/60 bg-red-400/15 text-red-200' },
  { action: 'double', key: 'bj_double', tone: 'border-gold/70 bg-gold/15 text-gold' },
  { action: 'split', key: 'bj_split', tone: 'border-sky-300/60 bg-sky-400/15 text-sky-200' },
];

const toMinor = (money: string) => {
  const negative = money.startsWith('-');
  const [whole, fraction = ''] = money.replace('-', '').split('.');
  const minor = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
};

export const BlackjackClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const id = useId();
  const { stake, setStake, short, valid } = useStake(balance);
  const [round, setRound] = useState<TProviderRound | null>(
    session.openRound?.engine === 'blackjack' ? session.openRound : null,
  );
  const record = latestRecord<BlackjackRecord>(round);
  const open = round?.status === 'open' && record?.status === 'playing';
  const finished = round !== null && !open && record?.status === 'finished';
  const stakeMinor = round ? toMinor(round.stake) : 0n;
  const firstStake = record && record.stakeUnits > 0 ? stakeMinor / BigInt(record.stakeUnits) : 0n;

  const played = (value: TPlayValue) => {
    setRound(value.round);
    onPlayed(value);
    const now = latestRecord<BlackjackRecord>(value.round);
    if (!sound || !now) return;
    if (now.status !== 'finished') sounds.tick();
    else if (value.round.payout !== '0.00' && toMinor(value.round.payout) >= toMinor(value.round.stake))
      sounds.win();
    else sounds.loss();
  };
  const deal = useMutation({ mutationFn: () => providerApi.play(stake, 'deal'), onSuccess: played });
  const act = useMutation({
    mutationFn: (action: BlackjackAction) => providerApi.act(round!.roundId, action, round!.steps.length),
    onSuccess: played,
    // Refused (a double the balance cannot cover): the round is as it was; show the refusal only.
  });
  const busy = deal.isPending || act.isPending;
  const extra = (action: BlackjackAction) => {
    if (!record) return 0n;
    if (action === 'double') return firstStake * BigInt(record.hands[record.active]?.stake ?? 1);
    return action === 'split' ? firstStake : 0n;
  };

  const net = round && finished ? toMinor(round.payout) - stakeMinor : null;
  const timedOut = finished && record?.action === 'timeout';
  const dealerBlackjack =
    finished &&
    record?.action === 'deal' &&
    isBlackjack(record.dealer.filter((card): card is number => card !== null));

  return (
    <GameFrame label={t('bj_title')}>
      <p data-testid="bj-result" role="status" className="min-h-6 text-center text-sm font-semibold">
        {finished && round && net !== null ? (
          net > 0n ? (
            <span className="text-emerald-300">
              {t('bj_result_win', { amount: moneyText(round.payout, session.currency) })}
            </span>
          ) : net === 0n ? (
            <span className="text-slate-200">
              {t('bj_result_push', { amount: moneyText(round.payout, session.currency) })}
            </span>
          ) : (
            <span className="text-red-300">
              {timedOut
                ? t('bj_result_timeout')
                : dealerBlackjack
                  ? t('bj_result_dealer_blackjack')
                  : t('bj_result_loss')}
            </span>
          )
        ) : open && round === session.openRound ? (
          <span className="text-gold">{t('bj_resumed')}</span>
        ) : (
          <span className="font-normal text-muted">
            {open && record
              ? record.hands.length > 1
                ? t('bj_hint_split', { n: record.active + 1 })
                : t('bj_hint_play')
              : t('bj_hint')}
          </span>
        )}
      </p>

      {record ? (
        <BlackjackTable
          key={round?.roundId}
          record={record}
          stakeOf={(hand) => moneyText(minorUnitsToMoney(firstStake * BigInt(hand.stake)), session.currency)}
        />
      ) : (
        <div className="grid min-h-52 place-items-center rounded-[2rem] border-4 border-[#5a3b12] bg-[radial-gradient(ellipse_at_top,#1f7a52,#0c4330_70%,#072a1f)] px-4 py-8 text-center sm:min-h-72">
          <div className="text-xs font-bold uppercase tracking-[0.25em] text-gold/70">
            <div className="text-2xl font-black tracking-[0.2em] text-gold sm:text-3xl">BLACKJACK</div>
            <div className="mt-2">{t('bj_felt_pays')}</div>
            <div className="mt-0.5 text-white/40">{t('bj_felt_rule')}</div>
          </div>
        </div>
      )}

      <Figures
        items={[
          [t('bj_in_play'), round ? moneyText(round.stake, session.currency) : '—', 'bj-stake'],
          [t('bj_payout'), finished && round ? moneyText(round.payout, session.currency) : '—', 'bj-payout'],
          [
            t('bj_net'),
            net === null
              ? '—'
              : `${net > 0n ? '+' : ''}${moneyText(minorUnitsToMoney(net), session.currency)}`,
            'bj-net',
          ],
        ]}
      />

      {open && record ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {MOVES.map(({ action, key, tone }) => {
            const allowed = record.allowed.includes(action);
            const more = extra(action);
            return (
              <button
                key={action}
                type="button"
                data-testid={`bj-${action}`}
                disabled={busy || !allowed}
                onClick={() => act.mutate(action)}
                className={`flex min-h-14 flex-col items-center justify-center rounded-2xl border px-2 py-2 text-base font-extrabold uppercase tracking-wide transition hover:brightness-125 disabled:cursor-not-allowed disabled:opacity-35 ${tone}`}
              >
                {t(key)}
                {more > 0n && (
                  <span className="text-[11px] font-semibold normal-case tabular-nums opacity-80">
                    {t('bj_extra_stake', { amount: moneyText(minorUnitsToMoney(more), session.currency) })}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-stake`} className="text-xs uppercase tracking-wider text-muted">
              {t('provider_stake')}
            </label>
            <input
              id={`${id}-stake`}
              data-testid="bj-stake-input"
              inputMode="decimal"
              value={stake}
              disabled={busy}
              onChange={(event) => setStake(event.target.value.replace(/[^\d.]/g, ''))}
              className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-2 text-right font-mono text-sm font-bold text-ink outline-none focus:border-primary"
            />
          </div>
          <StakeChips stake={stake} disabled={busy} onPick={setStake} />
        </div>
      )}

      <ErrorNote error={deal.error ?? act.error} short={!open && short} />

      {!open && (
        <BigButton data-testid="bj-deal" disabled={busy || !valid} onClick={() => deal.mutate()}>
          {deal.isPending ? t('bj_dealing') : t('bj_deal')}
        </BigButton>
      )}

      <div className="flex flex-col gap-1 rounded-xl bg-black/25 px-3 py-2 text-[11px] leading-relaxed text-muted">
        <p data-testid="bj-rtp" className="font-semibold text-ink/80">
          {t('bj_rtp_edge', { rtp: session.game.rtp, edge: EDGE })}
        </p>
        <p>{t('bj_rules')}</p>
        {open && <p>{t('bj_timeout_note')}</p>}
      </div>
    </GameFrame>
  );
};
