/**
 * The paytable and rules of the model a title runs: every paying symbol's pays for 3, 4 and 5 at the
 * current stake, the wild, the scatter and its free spins, the feature multiplier, the paylines (or
 * ways), and the published maths — RTP, volatility, hit and feature frequency, maximum win — exactly
 * as ADR 033 publishes them.
 */
import type { SlotModel } from '@luckwell/games/slots/types';
import { Modal } from '@luckwell/ui/modal';
import { useTranslation } from 'react-i18next';
import { minorUnitsToMoney } from '../../../shared/format-money.ts';
import { moneyText } from '../money-text.ts';
import { linesOf, percentOf, REELS, ROWS, waysCount } from './slot-play.ts';
import { SymbolArt, type SymbolSet } from './slot-symbols.tsx';

/** A symbol's display name: the set's name for a high symbol, the letter for a low one. */
export const useSymbolName = (set: SymbolSet) => {
  const { t } = useTranslation();
  return (code: string) =>
    /^H\d$/.test(code)
      ? t(`slot_sym_${set}_${code}`)
      : code === 'WILD' || code === 'SCATTER'
        ? t(`slot_sym_${code}`)
        : (['A', 'K', 'Q', 'J', '10'][Number(code.slice(1)) - 1] ?? code);
};

const LineDiagram = ({ rows, index }: { rows: readonly number[]; index: number }) => (
  <li className="flex flex-col items-center gap-1 rounded-lg bg-black/25 p-1.5">
    <svg viewBox="0 0 50 30" className="w-full" aria-hidden="true">
      {Array.from({ length: REELS * ROWS }, (_, p) => {
        const reel = Math.floor(p / ROWS);
        const row = p % ROWS;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: grid positions.
            key={p}
            x={reel * 10 + 1}
            y={row * 10 + 1}
            width="8"
            height="8"
            rx="1.5"
            fill={rows[reel] === row ? '#f2c14e' : 'rgba(255,255,255,0.12)'}
          />
        );
      })}
    </svg>
    <span className="text-[10px] text-muted tabular-nums">{index + 1}</span>
  </li>
);

export const SlotInfo = ({
  open,
  onClose,
  model,
  set,
  stakeMinor,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  model: SlotModel;
  set: SymbolSet;
  stakeMinor: bigint;
  currency: string;
}) => {
  const { t } = useTranslation();
  const nameOf = useSymbolName(set);
  const coinPay = (coins: number) =>
    moneyText(minorUnitsToMoney((stakeMinor * BigInt(coins)) / BigInt(model.betCoins)), currency);
  const paying = model.symbols.filter((s) => s.role === 'high' || s.role === 'low');
  const wild = model.symbols[model.wild]!;
  const scatter = model.symbols[model.scatter.symbol]!;
  const [p3, p4, p5] = model.scatter.pays;
  const [f3, f4, f5] = model.scatter.freeSpins;
  const stats: [string, string, string][] = [
    [t('slot_info_rtp'), `${percentOf(model.published.rtp)}%`, 'slot-info-rtp'],
    [t('slot_info_volatility'), t(`slot_vol_${model.volatility}`), 'slot-info-volatility'],
    [t('slot_info_hit'), `${percentOf(model.published.hitFrequency)}%`, 'slot-info-hit'],
    [
      t('slot_info_feature'),
      `1 / ${Math.round(1 / Number(model.published.freeSpinsFrequency)).toLocaleString('en-US')}`,
      'slot-info-feature',
    ],
    [
      t('slot_info_max'),
      t('slot_info_max_value', { multiplier: (model.published.maxWin / 10_000).toLocaleString('en-US') }),
      'slot-info-max',
    ],
  ];
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('slot_info_title')}
      closeLabel={t('provider_close_panel')}
      size="lg"
    >
      <div className="flex flex-col gap-5 px-5 pt-3 pb-6 text-sm sm:px-6" data-testid="slot-info">
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {stats.map(([label, value, testId]) => (
            <div key={testId} className="rounded-xl bg-black/25 px-3 py-2">
              <dt className="text-[11px] text-muted">{label}</dt>
              <dd data-testid={testId} className="font-bold text-gold tabular-nums">
                {value}
              </dd>
            </div>
          ))}
        </dl>

        <section className="flex flex-col gap-2">
          <p className="text-xs text-muted">
            {t('slot_info_pays_for', { stake: moneyText(minorUnitsToMoney(stakeMinor), currency) })}
            {model.mode.kind === 'ways' ? ` · ${t('slot_mode_ways', { count: waysCount(model) })}` : ''}
          </p>
          <table className="w-full border-separate border-spacing-y-1 text-xs" data-testid="slot-paytable">
            <thead>
              <tr className="text-muted">
                <th className="text-left font-normal">{t('slot_info_symbol')}</th>
                {[5, 4, 3].map((count) => (
                  <th key={count} className="text-right font-normal">
                    {count}×
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {paying.map((symbol) => {
                const pays = model.paytable[symbol.id] ?? [0, 0, 0];
                return (
                  <tr key={symbol.id} className="bg-black/20">
                    <td className="rounded-l-lg py-1 pl-1">
                      <span className="flex items-center gap-2">
                        <SymbolArt code={symbol.code} set={set} className="size-9 shrink-0" />
                        <span className="font-semibold">{nameOf(symbol.code)}</span>
                      </span>
                    </td>
                    {[2, 1, 0].map((i) => (
                      <td key={i} className="text-right tabular-nums last:rounded-r-lg last:pr-2">
                        {coinPay(pays[i]!)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        <section className="grid gap-3 sm:grid-cols-2">
          <div className="flex gap-3 rounded-xl bg-black/20 p-3">
            <SymbolArt code={wild.code} set={set} className="size-14 shrink-0" />
            <p className="text-xs leading-relaxed">{t('slot_info_wild')}</p>
          </div>
          <div className="flex gap-3 rounded-xl bg-black/20 p-3">
            <SymbolArt code={scatter.code} set={set} className="size-14 shrink-0" />
            <p className="text-xs leading-relaxed">{t('slot_info_scatter', { p3, p4, p5, f3, f4, f5 })}</p>
          </div>
        </section>
        <p className="rounded-xl border border-primary/30 bg-primary/5 p-3 text-xs leading-relaxed">
          {t('slot_info_free_spins', {
            multiplier: model.freeSpins.multiplier,
            max: model.freeSpins.maxSpins,
          })}
        </p>

        <section className="flex flex-col gap-2">
          <h3 className="font-bold text-gold">{t('slot_info_lines_title')}</h3>
          {model.mode.kind === 'paylines' ? (
            <>
              <p className="text-xs text-muted">{t('slot_info_lines', { count: waysCount(model) })}</p>
              <ol className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
                {linesOf(model).map((rows, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paylines are numbered by position.
                  <LineDiagram key={index} rows={rows} index={index} />
                ))}
              </ol>
            </>
          ) : (
            <p className="text-xs text-muted">{t('slot_info_ways', { count: waysCount(model) })}</p>
          )}
        </section>
        <p className="text-xs text-muted">{t('slot_info_settled')}</p>
        <p className="text-xs text-muted">{t('slot_info_fair')}</p>
      </div>
    </Modal>
  );
};
