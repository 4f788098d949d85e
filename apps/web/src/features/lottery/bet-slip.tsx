/**
 * The bet slip: its lines (count × unit × multiplier = cost, removable), the total and "Place bets"
 * for the issue on sale. A refusal that blames a line is shown on that line; any other above the
 * button. The slip is bought or refused whole, as the server books it.
 */
import { buttonClass } from '@luckwell/ui/button';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format-money.ts';
import { type SlipLine, slipTotal } from './slip.ts';

export type SlipFailure = { line: number | null; message: string };

export const BetSlip = ({
  lines,
  symbol,
  issueLabel,
  canPlace,
  placing,
  failure,
  placed,
  blocked,
  onRemove,
  onClear,
  onPlace,
}: {
  lines: readonly SlipLine[];
  symbol: string;
  /** The issue the slip would be bought for ("Kỳ 0042"), null when none is on sale. */
  issueLabel: string | null;
  canPlace: boolean;
  placing: boolean;
  failure: SlipFailure | null;
  /** The last purchase's confirmation. */
  placed: string | null;
  /** Why the slip cannot be bought now (no session yet, sales closed), in words. */
  blocked: string | null;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <section
      className="scroll-mt-20 rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30"
      id="lottery-slip"
      aria-labelledby="lottery-slip-title"
      data-testid="bet-slip"
    >
      <header className="mb-3 flex items-center justify-between gap-2">
        <h2 id="lottery-slip-title" className="flex items-center gap-2 text-base font-bold text-ink">
          {t('lottery_slip')}
          {lines.length > 0 && (
            <span className="grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1.5 text-[11px] text-white">
              {lines.length}
            </span>
          )}
        </h2>
        {lines.length > 0 && (
          <button type="button" onClick={onClear} className="text-xs text-muted hover:text-ink">
            {t('lottery_slip_clear')}
          </button>
        )}
      </header>

      {lines.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-line px-4 py-6 text-center">
          <svg viewBox="0 0 24 24" className="size-8 text-primary/70" aria-hidden="true">
            <path
              d="M5 3h14v18l-2.3-1.5L14.3 21 12 19.5 9.7 21l-2.4-1.5L5 21zM8 8h8M8 12h8M8 16h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <p className="text-sm text-muted">{t('lottery_slip_empty')}</p>
        </div>
      ) : (
        <ol className="grid gap-2" aria-label={t('lottery_slip_lines')}>
          {lines.map((line, index) => {
            const wrong = failure?.line === index;
            return (
              <li
                key={line.id}
                data-testid="slip-line"
                aria-invalid={wrong || undefined}
                className={`rounded-xl border px-3 py-2 ${wrong ? 'border-red-400/70 bg-red-500/10' : 'border-line bg-black/25'}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-ink">{t(`lottery_product_${line.product}`)}</p>
                    <p className="font-mono text-xs break-all text-primary">{line.selection}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => onRemove(line.id)}
                    aria-label={t('lottery_slip_remove', { product: t(`lottery_product_${line.product}`) })}
                    className="grid size-7 shrink-0 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
                  >
                    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
                      <path
                        d="M6 6l12 12M18 6L6 18"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </div>
                <p className="mt-1 flex flex-wrap justify-between gap-x-2 text-xs text-muted">
                  <span>
                    {t('lottery_line_math', {
                      count: line.betCount,
                      unit: formatMoney(line.unitStake, symbol),
                      multiplier: line.multiplier,
                    })}
                  </span>
                  <strong className="text-ink tabular-nums">{formatMoney(line.cost, symbol)}</strong>
                </p>
                {wrong && (
                  <p
                    role="alert"
                    className="mt-1 text-xs font-semibold text-red-300"
                    data-testid="slip-line-error"
                  >
                    {failure.message}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <footer className="mt-3 grid gap-2 border-t border-line pt-3">
        <p className="flex items-baseline justify-between text-sm">
          <span className="text-muted">{t('lottery_slip_total')}</span>
          <strong className="text-lg text-gold tabular-nums" data-testid="slip-total">
            {formatMoney(slipTotal(lines), symbol)}
          </strong>
        </p>
        {failure && failure.line === null && (
          <p
            role="alert"
            className="rounded-lg bg-red-500/10 px-3 py-2 text-xs font-semibold text-red-300"
            data-testid="slip-error"
          >
            {failure.message}
          </p>
        )}
        {placed && !failure && (
          <p
            role="status"
            className="rounded-lg bg-emerald-500/10 px-3 py-2 text-xs font-semibold text-emerald-300"
          >
            {placed}
          </p>
        )}
        {blocked && lines.length > 0 && <p className="text-xs text-amber-300">{blocked}</p>}
        <button
          type="button"
          onClick={onPlace}
          disabled={!canPlace || placing || lines.length === 0}
          className={buttonClass({ block: true, size: 'lg' })}
        >
          {placing
            ? t('lottery_placing')
            : issueLabel
              ? t('lottery_place_for', { issue: issueLabel })
              : t('lottery_place')}
        </button>
      </footer>
    </section>
  );
};
