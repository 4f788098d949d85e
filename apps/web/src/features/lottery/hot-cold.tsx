/**
 * Hot and cold numbers of a fast game over its recent results: how often each number came up
 * (`digitFrequency`) and how many draws since it last did (`missingStreaks`), anywhere or at one
 * position. Ten draws say little about the future — the draw is fair — but members ask for it.
 */
import type { TLotteryDraw } from '@luckwell/contracts/provider/lottery';
import { digitFrequency, type FastGame, missingStreaks } from '@luckwell/games/lottery/fast';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { positionLabel } from './lottery-games.ts';

const LENGTH: Record<FastGame, number> = { ssc: 5, pk10: 10, k3: 3, '11x5': 5 };

export const isFastFamily = (family: string): family is FastGame =>
  family === 'ssc' || family === 'pk10' || family === 'k3' || family === '11x5';

export const HotCold = ({ family, recent }: { family: FastGame; recent: readonly TLotteryDraw[] }) => {
  const { t } = useTranslation();
  // pk10 shows every car in every draw: only a place says something.
  const [position, setPosition] = useState<number | undefined>(family === 'pk10' ? 1 : undefined);
  const results = useMemo(
    () =>
      recent
        .filter((draw) => draw.result)
        .map((draw) => (draw.result?.[0]?.numbers ?? []).map(Number))
        .reverse(),
    [recent],
  );
  const rows = useMemo(() => {
    try {
      const counts = digitFrequency(family, results, position);
      const streaks = missingStreaks(family, results, position);
      return counts.map((count, i) => ({ ...count, missing: streaks[i]?.current ?? 0 }));
    } catch {
      return [];
    }
  }, [family, results, position]);
  if (results.length === 0 || rows.length === 0) return null;
  const most = Math.max(...rows.map((row) => row.count));
  const least = Math.min(...rows.map((row) => row.count));
  const positions = Array.from({ length: LENGTH[family] }, (_, i) => i + 1);

  return (
    <section
      className="rounded-2xl border border-line bg-surface/90 p-4 shadow-xl shadow-black/30"
      aria-labelledby="lottery-hot-cold-title"
      data-testid="hot-cold"
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="lottery-hot-cold-title" className="text-base font-bold text-ink">
          {t('lottery_hot_cold')}
          <span className="ml-2 text-xs font-normal text-muted">
            {t('lottery_hot_cold_over', { count: results.length })}
          </span>
        </h2>
        <label className="flex items-center gap-2 text-xs text-muted">
          {t('lottery_hot_cold_at')}
          <select
            value={position ?? ''}
            onChange={(event) => setPosition(event.target.value ? Number(event.target.value) : undefined)}
            className="rounded-lg border border-line bg-black/40 px-2 py-1 text-xs text-ink"
          >
            {family !== 'pk10' && <option value="">{t('lottery_hot_cold_anywhere')}</option>}
            {positions.map((n) => (
              <option key={n} value={n}>
                {positionLabel(t, family, '', n)}
              </option>
            ))}
          </select>
        </label>
      </header>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(3.25rem,1fr))] gap-1.5">
        {rows.map((row) => {
          const tone =
            most > least && row.count === most
              ? 'border-red-400/60 bg-red-500/15'
              : most > least && row.count === least
                ? 'border-sky-400/60 bg-sky-500/15'
                : 'border-line bg-black/25';
          return (
            <li
              key={row.number}
              className={`grid justify-items-center rounded-lg border px-1 py-1.5 ${tone}`}
            >
              <span className="text-sm font-bold text-ink tabular-nums">{row.number}</span>
              <span className="text-[10px] text-muted">{t('lottery_hot_count', { count: row.count })}</span>
              <span className="text-[10px] text-muted">{t('lottery_missing', { count: row.missing })}</span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex flex-wrap gap-3 text-[11px] text-muted">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-red-500/60" />
          {t('lottery_hot')}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-sky-500/60" />
          {t('lottery_cold')}
        </span>
      </p>
    </section>
  );
};
