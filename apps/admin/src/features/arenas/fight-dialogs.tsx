/**
 * The two moves that settle money, each confirmed in a dialog: entering a closed manual fight's
 * result (Meron, Wala or Draw; the dialog names the result and what it pays before anything is sent)
 * and cancelling a running fight with a reason (every bet refunded). The server's refusal shows in
 * the dialog.
 */
import type { TArenaAdmin, TArenaFightAdmin } from '@luckwell/contracts/admin/arenas';
import type { TFightResult } from '@luckwell/contracts/provider/cockfight';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/confirm-dialog.tsx';
import { errorText } from '../../shared/error-text.ts';
import { formatMoney } from '../../shared/format.ts';
import { Icon } from '../../shared/icons.tsx';
import { toast } from '../../shared/toasts.tsx';
import { useFightMove } from './arenas-api.ts';
import { priceOf, RESULTS, SIDE_STYLE, sideOf } from './arenas-labels.ts';

type Props = { arena: TArenaAdmin; fight: TArenaFightAdmin; onClose: () => void };

/** A stake at a price in thousandths, to the cent (what the board says it would pay, stake included). */
const paidAt = (stake: string, milli: number) => formatMoney(((Number(stake) * milli) / 1000).toFixed(2));

const addMoney = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);

const Note = ({ tone, children }: { tone: 'danger' | 'gold'; children: string }) => (
  <span
    role="note"
    className={`flex items-start gap-2 rounded-xl border px-3 py-2.5 font-semibold ${
      tone === 'danger'
        ? 'border-danger/40 bg-danger/10 text-danger'
        : 'border-primary/40 bg-primary/10 text-primary'
    }`}
  >
    <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
    {children}
  </span>
);

/** What declaring `result` does to the book as it stands. */
const useConsequence = (fight: TArenaFightAdmin) => {
  const { t } = useTranslation();
  const { pools, board } = fight;
  return (result: TFightResult) => {
    if (result === 'DRAW') {
      const sides = pools.meron.slips + pools.wala.slips;
      return [
        sides > 0
          ? t('arenas.result.drawRefund', {
              slips: sides,
              stake: formatMoney(addMoney(pools.meron.stake, pools.wala.stake)),
            })
          : t('arenas.result.drawNoSides'),
        pools.draw.slips > 0
          ? t('arenas.result.drawPaid', {
              slips: pools.draw.slips,
              stake: formatMoney(pools.draw.stake),
              payout: paidAt(pools.draw.stake, board.drawMilli),
            })
          : t('arenas.result.noDrawBets'),
      ];
    }
    const winner = sideOf(result);
    const loser = winner === 'meron' ? 'wala' : 'meron';
    const side = t(`arenas.side.${winner}`);
    const drawLine =
      pools.draw.slips > 0
        ? t('arenas.result.drawLose', { slips: pools.draw.slips, stake: formatMoney(pools.draw.stake) })
        : t('arenas.result.noDrawBets');
    if (board.mode === 'parimutuel' && board.oneSided) {
      return [t('arenas.result.oneSided', { slips: pools.meron.slips + pools.wala.slips }), drawLine];
    }
    const won = pools[winner];
    const lost = pools[loser];
    return [
      won.slips > 0
        ? t('arenas.result.winPaid', {
            side,
            slips: won.slips,
            stake: formatMoney(won.stake),
            price: priceOf(winner === 'meron' ? board.meronMilli : board.walaMilli),
            payout: paidAt(won.stake, winner === 'meron' ? board.meronMilli : board.walaMilli),
          })
        : t('arenas.result.winNobody', { side }),
      lost.slips > 0
        ? t('arenas.result.loseSide', {
            side: t(`arenas.side.${loser}`),
            slips: lost.slips,
            stake: formatMoney(lost.stake),
          })
        : t('arenas.result.loseNobody', { side: t(`arenas.side.${loser}`) }),
      drawLine,
    ];
  };
};

export const ResultDialog = ({ arena, fight, onClose }: Props) => {
  const { t } = useTranslation();
  const move = useFightMove();
  const [chosen, setChosen] = useState<TFightResult | null>(null);
  const [unchosen, setUnchosen] = useState(false);
  const consequence = useConsequence(fight);

  return (
    <ConfirmDialog
      open
      title={t('arenas.result.title', { number: fight.number })}
      confirmLabel={t('arenas.result.confirm')}
      reason="optional"
      pending={move.isPending}
      error={unchosen ? t('arenas.result.choose') : move.isError ? errorText(move.error) : null}
      onClose={() => {
        if (!move.isPending) onClose();
      }}
      onConfirm={(reason) => {
        if (!chosen) {
          setUnchosen(true);
          return;
        }
        move.mutate(
          {
            kind: 'result',
            arena: arena.code,
            number: fight.number,
            result: chosen,
            ...(reason ? { reason } : {}),
          },
          {
            onSuccess: () => {
              toast.success(
                t('arenas.result.done', { number: fight.number, result: t(`arenas.side.${sideOf(chosen)}`) }),
              );
              onClose();
            },
          },
        );
      }}
    >
      <span className="flex flex-col gap-3">
        <span>
          <span className="block font-semibold text-ink">
            {arena.name} · <span className="font-mono text-xs">{arena.code}</span>
          </span>
          {t('arenas.result.body')}
        </span>
        <fieldset className="grid grid-cols-3 gap-2">
          <legend className="sr-only">{t('arenas.result.legend')}</legend>
          {RESULTS.map((result) => {
            const side = sideOf(result);
            const active = chosen === result;
            return (
              <label
                key={result}
                className={`flex cursor-pointer flex-col items-center gap-0.5 rounded-xl border px-2 py-3 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                  active
                    ? `${SIDE_STYLE[side].panel} ring-2 ring-current ${SIDE_STYLE[side].text}`
                    : 'border-line hover:bg-white/5'
                }`}
              >
                <input
                  type="radio"
                  name="fight-result"
                  value={result}
                  checked={active}
                  className="sr-only"
                  onChange={() => {
                    move.reset();
                    setUnchosen(false);
                    setChosen(result);
                  }}
                />
                <span className={`text-base font-bold ${SIDE_STYLE[side].text}`}>
                  {t(`arenas.side.${side}`)}
                </span>
              </label>
            );
          })}
        </fieldset>
        {chosen && (
          <span className="flex flex-col gap-2" aria-live="polite">
            <Note tone="gold">
              {t('arenas.result.declare', {
                number: fight.number,
                result: t(`arenas.side.${sideOf(chosen)}`),
              })}
            </Note>
            <span className="flex flex-col gap-1">
              {consequence(chosen).map((line) => (
                <span key={line} className="flex gap-2">
                  <span aria-hidden="true">•</span>
                  {line}
                </span>
              ))}
            </span>
            <span className="text-xs text-muted">{t('arenas.result.final')}</span>
          </span>
        )}
      </span>
    </ConfirmDialog>
  );
};

export const CancelDialog = ({ arena, fight, onClose }: Props) => {
  const { t } = useTranslation();
  const move = useFightMove();
  const { pools } = fight;
  const slips = pools.meron.slips + pools.wala.slips + pools.draw.slips;
  const stake = addMoney(addMoney(pools.meron.stake, pools.wala.stake), pools.draw.stake);

  return (
    <ConfirmDialog
      open
      title={t('arenas.cancel.title', { number: fight.number })}
      confirmLabel={t('arenas.action.cancel')}
      tone="danger"
      reason="required"
      pending={move.isPending}
      error={move.isError ? errorText(move.error) : null}
      onClose={() => {
        if (!move.isPending) onClose();
      }}
      onConfirm={(reason) =>
        move.mutate(
          { kind: 'cancel', arena: arena.code, number: fight.number, reason },
          {
            onSuccess: () => {
              toast.success(t('arenas.cancel.done', { number: fight.number, slips }));
              onClose();
            },
          },
        )
      }
    >
      <span className="flex flex-col gap-3">
        <span className="font-semibold text-ink">
          {arena.name} · <span className="font-mono text-xs">{arena.code}</span>
        </span>
        <Note tone="danger">{t('arenas.cancel.warning')}</Note>
        <span>
          {slips > 0
            ? t('arenas.cancel.body', { number: fight.number, slips, stake: formatMoney(stake) })
            : t('arenas.cancel.bodyEmpty', { number: fight.number })}
        </span>
        {arena.mode === 'auto' && <span className="text-xs text-muted">{t('arenas.cancel.auto')}</span>}
      </span>
    </ConfirmDialog>
  );
};
