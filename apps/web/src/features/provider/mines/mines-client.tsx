/**
 * The mines game client (issue 6, ADR 038): a 5×5 grid, the mine count chosen with the bet, gems
 * revealed one tile at a time, the next multiplier and the cash-out amount always in view, cash out
 * any time after a gem, and every mine shown once the round ends. The board comes from the
 * provider's records (`minesView`: no mine positions while the round is open); an open round comes
 * back with the session and is resumed here.
 */
import type { TProviderRound } from '@luckwell/contracts/provider/house-games';
import { MINES_CELLS, MINES_MAX, MINES_MIN, type MinesRecord, minesMultiplier } from '@luckwell/games/mines';
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

const QUICK_COUNTS = [1, 3, 5, 10, 20];

const Gem = () => (
  <svg
    viewBox="0 0 32 32"
    className="size-3/5 drop-shadow-[0_0_8px_rgba(110,231,168,0.6)]"
    aria-hidden="true"
  >
    <path d="M9 5h14l6 8-13 15L3 13z" fill="#34d399" />
    <path d="M9 5l7 8 7-8M3 13h26M16 13v15" stroke="#065f46" strokeWidth="1.2" fill="none" />
    <path d="M9 5l-6 8h13z" fill="#6ee7b7" />
  </svg>
);

const Mine = () => (
  <svg viewBox="0 0 32 32" className="size-3/5" aria-hidden="true">
    <g stroke="#fca5a5" strokeWidth="2.2" strokeLinecap="round">
      <path d="M16 3v5M16 24v5M3 16h5M24 16h5M7 7l3.5 3.5M21.5 21.5L25 25M25 7l-3.5 3.5M10.5 21.5L7 25" />
    </g>
    <circle cx="16" cy="16" r="8.5" fill="#1f2937" stroke="#f87171" strokeWidth="1.5" />
    <circle cx="13" cy="13" r="2.4" fill="#f9fafb" opacity="0.8" />
  </svg>
);

type Tile = 'hidden' | 'gem' | 'mine' | 'hit' | 'safe';

const tileOf = (record: MinesRecord | undefined, cell: number): Tile => {
  if (!record) return 'hidden';
  if (record.hit === cell) return 'hit';
  if (record.revealed.includes(cell)) return 'gem';
  if (record.mineCells?.includes(cell)) return 'mine';
  return record.mineCells ? 'safe' : 'hidden';
};

export const MinesClient = ({ session, balance, sound, onPlayed }: GameClientProps) => {
  const { t } = useTranslation();
  const { stake, setStake, stakeMinor, short, valid } = useStake(balance);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<TProviderRound | null>(
    session.openRound?.engine === 'mines' ? session.openRound : null,
  );
  const record = latestRecord<MinesRecord>(round);
  const open = round?.status === 'open' && record?.status === 'playing';
  const roundStake = round ? (toMinor(round.stake) ?? 0n) : stakeMinor;
  const count = open && record ? record.mines : mines;
  const safe = record?.revealed.length ?? 0;
  const next = open && safe + 1 <= MINES_CELLS - count ? minesMultiplier(count, safe + 1) : null;
  const current = open ? (record?.multiplier ?? 0) : 0;

  const played = (value: Parameters<GameClientProps['onPlayed']>[0]) => {
    setRound(value.round);
    onPlayed(value);
    const now = latestRecord<MinesRecord>(value.round);
    if (!sound || !now) return;
    if (now.status === 'lost') sounds.loss();
    else if (now.status === 'won') sounds.win();
    else sounds.tick();
  };
  const bet = useMutation({ mutationFn: () => providerApi.play(stake, { mines }), onSuccess: played });
  const act = useMutation({
    mutationFn: (action: { type: 'reveal'; cell: number } | { type: 'cashOut' }) =>
      providerApi.act(round!.roundId, action),
    onSuccess: played,
  });
  const busy = bet.isPending || act.isPending;
  const pendingCell = act.isPending && act.variables?.type === 'reveal' ? act.variables.cell : null;
  const ended = round && !open ? record : undefined;

  return (
    <GameFrame label={t('mines_title')}>
      <div className="flex flex-col items-center gap-3">
        <p data-testid="mines-result" role="status" className="min-h-6 text-center text-sm font-semibold">
          {ended?.status === 'won' && round ? (
            <span className="text-emerald-300">
              {t('mines_result_win', { amount: moneyText(round.payout, session.currency) })}
            </span>
          ) : ended?.status === 'lost' ? (
            <span className="text-red-300">
              {ended.timedOut ? t('mines_result_timeout') : t('mines_result_loss')}
            </span>
          ) : open && round === session.openRound ? (
            <span className="text-gold">{t('minis_resumed')}</span>
          ) : open ? (
            <span className="font-normal text-muted">
              {safe === 0 ? t('mines_hint_first') : t('mines_hint_more')}
            </span>
          ) : (
            <span className="font-normal text-muted">{t('mines_hint')}</span>
          )}
        </p>
        <div
          data-testid="mines-grid"
          className="grid w-full max-w-[26rem] grid-cols-5 gap-1.5 rounded-2xl bg-black/30 p-2 sm:gap-2 sm:p-3"
        >
          {Array.from({ length: MINES_CELLS }, (_, cell) => {
            const tile = tileOf(record, cell);
            const clickable = open && tile === 'hidden' && !busy;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the cell number is the tile's identity.
                key={cell}
                type="button"
                data-testid={`mines-cell-${cell}`}
                data-tile={tile}
                aria-label={t(`mines_tile_${tile}`, { n: cell + 1 })}
                disabled={!clickable}
                onClick={() => act.mutate({ type: 'reveal', cell })}
                className={`grid aspect-square place-items-center rounded-xl border transition motion-safe:duration-200 ${
                  tile === 'hidden'
                    ? `border-primary/20 bg-gradient-to-b from-[#2a3766] to-[#1a2448] shadow-[inset_0_-4px_0_rgba(0,0,0,0.35)] ${
                        clickable
                          ? 'cursor-pointer hover:-translate-y-0.5 hover:border-primary/60 hover:brightness-125'
                          : ''
                      } ${pendingCell === cell ? 'motion-safe:animate-pulse' : ''}`
                    : tile === 'gem'
                      ? 'border-emerald-400/50 bg-emerald-400/10 motion-safe:animate-[mines-pop_240ms_ease-out]'
                      : tile === 'hit'
                        ? 'border-red-400 bg-red-500/30 motion-safe:animate-[mines-pop_240ms_ease-out]'
                        : tile === 'mine'
                          ? 'border-red-400/30 bg-red-500/10 opacity-80'
                          : 'border-line/40 bg-black/20 opacity-40'
                }`}
              >
                {tile === 'gem' || tile === 'safe' ? (
                  <Gem />
                ) : tile === 'mine' || tile === 'hit' ? (
                  <Mine />
                ) : null}
              </button>
            );
          })}
        </div>
      </div>

      <Figures
        items={[
          [t('mines_count'), String(count), 'mines-count'],
          [t('mines_next'), next === null ? '—' : multiplierText(next), 'mines-next'],
          [
            t('mines_cashout_value'),
            open && roundStake !== null ? moneyText(payoutOf(roundStake, current), session.currency) : '—',
            'mines-cashout-value',
          ],
        ]}
      />

      {!open && (
        <>
          <fieldset className="flex flex-col gap-2" disabled={busy}>
            <legend className="mb-2 text-xs uppercase tracking-wider text-muted">{t('mines_choose')}</legend>
            <div className="flex items-center gap-2">
              <button
                type="button"
                aria-label={t('mines_fewer')}
                onClick={() => setMines((m) => Math.max(MINES_MIN, m - 1))}
                className="size-9 rounded-lg border border-line text-lg font-bold"
              >
                −
              </button>
              <input
                type="range"
                aria-label={t('mines_count')}
                min={MINES_MIN}
                max={MINES_MAX}
                value={mines}
                onChange={(event) => setMines(Number(event.target.value))}
                className="min-w-0 flex-1 accent-[var(--color-primary)]"
              />
              <button
                type="button"
                aria-label={t('mines_more')}
                onClick={() => setMines((m) => Math.min(MINES_MAX, m + 1))}
                className="size-9 rounded-lg border border-line text-lg font-bold"
              >
                +
              </button>
            </div>
            <div className="grid grid-cols-5 gap-1.5">
              {QUICK_COUNTS.map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={mines === n}
                  aria-label={t('mines_n', { count: n })}
                  onClick={() => setMines(n)}
                  className="rounded-full border border-line py-1.5 text-xs font-bold transition aria-pressed:border-primary aria-pressed:bg-primary/15 aria-pressed:text-gold"
                >
                  {n}
                </button>
              ))}
            </div>
          </fieldset>
          <StakeBar stake={stake} onStake={setStake} disabled={busy} />
        </>
      )}

      <ErrorNote error={bet.error ?? act.error} short={!open && short} />
      {open && <p className="text-center text-[11px] text-muted">{t('minis_timeout_note')}</p>}

      {open ? (
        <BigButton
          tone="green"
          data-testid="mines-cashout"
          disabled={busy || safe === 0}
          onClick={() => act.mutate({ type: 'cashOut' })}
        >
          {safe === 0
            ? t('mines_cashout_first')
            : t('mines_cashout', {
                amount: moneyText(payoutOf(roundStake ?? 0n, current), session.currency),
              })}
        </BigButton>
      ) : (
        <BigButton data-testid="mines-bet" disabled={busy || !valid} onClick={() => bet.mutate()}>
          {bet.isPending ? t('mines_betting') : t('mines_bet')}
        </BigButton>
      )}
      <style>
        {
          '@keyframes mines-pop{0%{transform:scale(.6);opacity:.2}70%{transform:scale(1.08)}100%{transform:scale(1);opacity:1}}'
        }
      </style>
    </GameFrame>
  );
};
